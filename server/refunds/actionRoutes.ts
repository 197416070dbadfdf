import { canAccess } from '../../contract/access.js';
import { flagValue } from '../../contract/limits.js';
import { RefundRoutes, type BulkAnswer, type StatusMail } from '../../contract/refunds.js';
import type { RoutePlugin } from '../context.js';
import { HttpError, badRequest, forbidden } from '../http/errors.js';
import { pathId, pathIdOptions } from '../http/pathId.js';
import type { HelpdeskBatch } from '../statusCannedResponses/statusMail.js';
import { refundActorOf } from './refundActor.js';
import { changeRefundStatus, deleteRefund, setMailSent } from './refundStatusChanges.js';
import { parseVersion } from './refundVersion.js';
import { REFUND_MESSAGES } from './rules.js';
import { routeOptions } from '../http/routeOptions.js';
import { serverText } from '../i18n/catalog.js';

const byId = pathIdOptions(REFUND_MESSAGES.notFound);
const refundId = (raw: string) => pathId(raw, REFUND_MESSAGES.notFound);

/** Status changes, the mail flag and deletion, one refund at a time or in bulk. */
export const refundActionRoutes: RoutePlugin = async (api, { ctx }) => {
  api.put('/refunds/:id/status', { ...routeOptions(RefundRoutes.updateStatus), ...byId }, async (request) => {
    const actor = refundActorOf(request);
    const result = await changeRefundStatus(
      ctx,
      actor,
      refundId(request.params.id),
      request.body.status_id,
      parseVersion(request.body.version),
    );
    return { ...result, message: result.approval?.message ?? serverText('server.refunds.statusUpdated') };
  });

  api.put(
    '/refunds/:id/mail-status',
    { ...routeOptions(RefundRoutes.updateMailStatus), ...byId },
    async (request) => {
      const actor = refundActorOf(request);
      const id = refundId(request.params.id);
      const mailSent = flagValue(request.body.mail_sent);
      const version = await setMailSent(ctx, actor, id, mailSent);
      return {
        id,
        mail_sent: mailSent ? 1 : 0,
        version,
        message: serverText(mailSent ? 'server.refunds.mailSent' : 'server.refunds.mailCancelled'),
      };
    },
  );

  api.delete('/refunds/:id', { ...routeOptions(RefundRoutes.delete), ...byId }, async (request) => {
    const actor = refundActorOf(request);
    const id = refundId(request.params.id);
    await deleteRefund(ctx, actor, id);
    return { id, message: serverText('server.refunds.deleted') };
  });

  api.post('/refunds/bulk', routeOptions(RefundRoutes.bulk), async (request) => {
    const actor = refundActorOf(request);
    const { action, status_id, mail_sent } = request.body;
    if (!canAccess(actor.subject, 'refunds', action)) throw forbidden();
    if (action === 'status' && status_id === undefined)
      throw badRequest(serverText('server.refunds.statusRequired'));
    if (action === 'mail' && mail_sent == null) throw badRequest('Mail durumu belirtilmelidir');
    const ids = [...new Set(request.body.ids)];
    // Every record of a status change names its version up front; a stale one is reported in `failed`
    // with the 409 message while the others are applied (each record is its own transaction).
    const versions = new Map(
      action === 'status'
        ? ids.map((id) => [id, parseVersion(request.body.versions?.[String(id)])] as const)
        : [],
    );
    // Per record, the canned response sent for its new status (records with none due are left out).
    const mail: Array<{ id: number } & NonNullable<StatusMail>> = [];
    const helpdesk: HelpdeskBatch = { failure: null };
    // Records whose change went to approval instead of being made (they count as succeeded).
    const pending: number[] = [];
    const apply = async (id: number) => {
      if (action === 'status') {
        const version = versions.get(id) as number;
        const result = await changeRefundStatus(ctx, actor, id, status_id as number, version, helpdesk);
        if (result.mail) mail.push({ id, ...result.mail });
        if (result.approval) pending.push(id);
        return;
      }
      if (action === 'mail') return setMailSent(ctx, actor, id, flagValue(mail_sent as boolean));
      return deleteRefund(ctx, actor, id);
    };
    const done = await runEach(ids, apply);
    const outcome: BulkAnswer =
      pending.length > 0
        ? {
            ...done,
            pending_approval: pending,
            notice: serverText('approvals.server.bulkRequested', { count: pending.length }),
          }
        : done;
    if (mail.length === 0) return outcome;
    const unsent = mail.filter((item) => !item.sent).length;
    return unsent > 0
      ? { ...outcome, mail, warning: serverText('server.refunds.cannedUnsent', { count: unsent }) }
      : { ...outcome, mail };
  });
};

/** Applies the action record by record, so one refused record does not undo or block the others. */
async function runEach(ids: number[], apply: (id: number) => Promise<unknown>): Promise<BulkAnswer> {
  const succeeded: number[] = [];
  const failed: BulkAnswer['failed'] = [];
  for (const id of ids) {
    try {
      await apply(id);
      succeeded.push(id);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      failed.push({ id, message: error.message });
    }
  }
  return { succeeded, failed };
}
