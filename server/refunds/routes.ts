import { Readable } from 'node:stream';
import { hasPermission } from '../../contract/permissions.js';
import { TOTAL_CAPPED_HEADER } from '../../contract/listHeaders.js';
import { RefundRoutes } from '../../contract/refunds.js';
import type { RoutePlugin } from '../context.js';
import { forbidden } from '../http/errors.js';
import { pathId, pathIdOptions } from '../http/pathId.js';
import { serverText } from '../i18n/catalog.js';
import { contentRange, parseListParams } from '../http/simpleRest.js';
import { csvColumnsFor, refundCsv } from './csvExport.js';
import { listTotalCache } from './totalCache.js';
import { listTotal } from './listTotals.js';
import { readListRows, readListRequest } from './listRequest.js';
import { refundActorOf, type RefundActor } from './refundActor.js';
import { parseRefundFilter, type RefundFilter } from './refundFilter.js';
import { readRefundForm, removingUploadOnFailure } from './refundForm.js';
import { parseVersion } from './refundVersion.js';
import { createRefund, updateRefund } from './refundWrites.js';
import { REFUND_MESSAGES } from './rules.js';
import { listRefundLogs, loadVisibleRefund, refundJsonFor } from './store.js';
import { routeOptions } from '../http/routeOptions.js';
import { answerCheckingCaller } from '../auth/callerCheck.js';

/**
 * Refund rows are written with JSON.stringify, not with a serialiser compiled from the response schema:
 * on a page of refunds the compiled one took several times as long (a CPU profile of the list route).
 * The rows are built property by property from the schema's columns, so nothing extra leaves.
 */
const nativeJson = () => (data: unknown) => JSON.stringify(data);
const byId = pathIdOptions(REFUND_MESSAGES.notFound);
const refundId = (raw: string) => pathId(raw, REFUND_MESSAGES.notFound);

/** The mail filter needs view_all_refunds and the method filter view_payment_methods, as their controls do. */
function checkFilterPermissions(actor: RefundActor, filter: RefundFilter) {
  if (filter.mailSent !== undefined && !hasPermission(actor.subject, 'view_all_refunds')) throw forbidden();
  if (filter.paymentMethodId !== undefined && !hasPermission(actor.subject, 'view_payment_methods'))
    throw forbidden();
}

/** The refund list (react-admin's simple REST), its CSV export, one refund, its history, create and edit. */
export const refundRoutes: RoutePlugin = async (api, { ctx }) => {
  const countTotal = listTotalCache(ctx.db);
  api.get(
    '/refunds',
    { ...routeOptions(RefundRoutes.list, { checksCaller: true }), serializerCompiler: nativeJson },
    async (request, reply) => {
      // Answered for a confirmed caller only: its headers are set once the answer is final.
      const page = await answerCheckingCaller(request, async () => {
        const actor = refundActorOf(request);
        const list = readListRequest(request.query);
        checkFilterPermissions(actor, list.filter);
        const read = await readListRows(ctx, list, actor.scope, countTotal, actor.auth.sessionId);
        const rows = read.rows.map((row) => refundJsonFor(row, ctx.receiptSigner, actor.subject));
        const value = { rows, offset: list.params.offset, listed: listTotal(read.total, read.ceiling) };
        return { value, callerFingerprint: read.callerFingerprint };
      });
      if (page.listed.capped) reply.header(TOTAL_CAPPED_HEADER, 'true');
      reply.header(
        'Content-Range',
        contentRange('refunds', page.offset, page.rows.length, page.listed.total),
      );
      return page.rows;
    },
  );

  api.get('/refunds/export', routeOptions(RefundRoutes.export), async (request, reply) => {
    const actor = refundActorOf(request);
    const params = parseListParams(request.query, { sortField: 'id', sortOrder: 'desc' });
    const filter = parseRefundFilter(params.filter);
    checkFilterPermissions(actor, filter);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="iadeler-${day}.csv"`)
      .send(Readable.from(refundCsv(ctx, filter, actor.scope, csvColumnsFor(actor.subject))));
  });

  api.get(
    '/refunds/:id',
    { ...routeOptions(RefundRoutes.show), ...byId, serializerCompiler: nativeJson },
    async (request) => {
      const actor = refundActorOf(request);
      const row = await loadVisibleRefund(ctx.db, actor.scope, refundId(request.params.id));
      return refundJsonFor(row, ctx.receiptSigner, actor.subject);
    },
  );

  api.get('/logs/refund/:id', { ...routeOptions(RefundRoutes.history), ...byId }, async (request) => {
    const actor = refundActorOf(request);
    const id = refundId(request.params.id);
    await loadVisibleRefund(ctx.db, actor.scope, id);
    return listRefundLogs(ctx.db, id);
  });

  api.post('/refunds', routeOptions(RefundRoutes.create), async (request, reply) => {
    const actor = refundActorOf(request);
    const form = await readRefundForm(request, ctx.receipts);
    const { id, approval } = await removingUploadOnFailure(ctx.receipts, form, () =>
      createRefund(ctx, actor, form),
    );
    const row = await loadVisibleRefund(ctx.db, actor.scope, id);
    return reply.status(201).send({
      ...refundJsonFor(row, ctx.receiptSigner, actor.subject),
      ...(approval && { approval }),
      message: approval
        ? serverText('approvals.server.createdWithRequest', { status: approval.to_status_name })
        : serverText('server.refunds.created'),
    });
  });

  api.put('/refunds/:id', { ...routeOptions(RefundRoutes.update), ...byId }, async (request) => {
    const actor = refundActorOf(request);
    const id = refundId(request.params.id);
    const form = await readRefundForm(request, ctx.receipts);
    const { version, ...fields } = form.fields;
    const { mail, approval } = await removingUploadOnFailure(ctx.receipts, form, () =>
      updateRefund(ctx, actor, id, { ...form, fields }, parseVersion(version)),
    );
    const row = await loadVisibleRefund(ctx.db, actor.scope, id);
    return {
      ...refundJsonFor(row, ctx.receiptSigner, actor.subject),
      mail,
      ...(approval && { approval }),
      message: approval
        ? serverText('approvals.server.savedWithRequest')
        : serverText('server.refunds.updated'),
    };
  });
};
