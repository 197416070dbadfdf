import { ApprovalRoutes } from '../../contract/approvals.js';
import type { RoutePlugin } from '../context.js';
import { actorOf } from '../http/actor.js';
import { pathId, pathIdOptions } from '../http/pathId.js';
import { routeOptions } from '../http/routeOptions.js';
import { contentRange } from '../http/simpleRest.js';
import { serverText } from '../i18n/catalog.js';
import { refundActorOf } from '../refunds/refundActor.js';
import { approveEach, approveRequest, rejectRequest } from './decisions.js';
import { countPending, listApprovals, loadVisibleApproval, approvalJson } from './queue.js';
import { loadApprovalGate, saveApprovalSettings, settingsJson } from './settings.js';

const notFoundText = () => serverText('approvals.server.notFound');
const approvalId = (raw: string) => pathId(raw, notFoundText());

/** Approval settings, the queue of requests and the decisions on them. */
export const approvalRoutes: RoutePlugin = async (api, { ctx }) => {
  const byId = pathIdOptions(notFoundText());
  api.get('/approval-settings', routeOptions(ApprovalRoutes.settings), async () =>
    settingsJson(await loadApprovalGate(ctx.db)),
  );

  api.put('/approval-settings', routeOptions(ApprovalRoutes.updateSettings), async (request) => {
    const gate = await saveApprovalSettings(ctx.db, actorOf(request), request.body);
    return { ...settingsJson(gate), message: serverText('approvals.server.settingsSaved') };
  });

  api.get('/approvals', routeOptions(ApprovalRoutes.list), async (request, reply) => {
    const actor = refundActorOf(request);
    const { rows, total, offset } = await listApprovals(ctx.db, actor, request.query);
    reply.header('Content-Range', contentRange('approvals', offset, rows.length, total));
    return rows;
  });

  api.get('/approvals/count', routeOptions(ApprovalRoutes.count), async (request) => {
    const actor = refundActorOf(request);
    return { pending: await countPending(ctx.db, actor.scope) };
  });

  api.get('/approvals/:id', { ...routeOptions(ApprovalRoutes.show), ...byId }, async (request) => {
    const actor = refundActorOf(request);
    return approvalJson(await loadVisibleApproval(ctx.db, actor.scope, approvalId(request.params.id)), actor);
  });

  api.post(
    '/approvals/:id/approve',
    { ...routeOptions(ApprovalRoutes.approve), ...byId },
    async (request) => {
      const actor = refundActorOf(request);
      return approveRequest(ctx, actor, approvalId(request.params.id), request.body.note);
    },
  );

  api.post('/approvals/:id/reject', { ...routeOptions(ApprovalRoutes.reject), ...byId }, async (request) => {
    const actor = refundActorOf(request);
    return rejectRequest(ctx, actor, approvalId(request.params.id), request.body.note);
  });

  api.post('/approvals/bulk-approve', routeOptions(ApprovalRoutes.bulkApprove), async (request) => {
    const actor = refundActorOf(request);
    return approveEach(ctx, actor, request.body.ids, request.body.note);
  });
};
