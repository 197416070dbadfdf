import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { hasPermission, type Permission } from '../../../contract/permissions.js';
import { requirePermission } from '../../auth/guard.js';
import type { RouteOptions } from '../../context.js';
import { HttpError, badRequest, forbidden } from '../../http/errors.js';
import { IdSchema } from '../../../contract/limits.js';
import { actorOf, parseRefundId, type Actor } from '../refundAccess.js';
import { changeRefundStatus, deleteRefund, setMailSent } from '../refundStatusChanges.js';
import { parseVersion } from '../refundVersion.js';
import type { HelpdeskBatch, StatusMail } from '../../helpdesk/statusMail.js';

const MAX_BULK = 500;
const BULK_PERMISSION: Record<string, Permission> = {
  status: 'update_refund_status',
  mail: 'view_all_refunds',
  delete: 'delete_refund',
};

export async function refundActionRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.put(
    '/refunds/:id/status',
    {
      preValidation: requirePermission(['update_refund_status']),
      schema: {
        tags: ['refunds'],
        summary: 'Change the status of a refund',
        params: Type.Object({ id: Type.String() }),
        body: Type.Object({ status_id: IdSchema, version: Type.Optional(Type.Unknown()) }),
      },
    },
    async (request) => {
      const actor = await actorOf(ctx, request);
      const result = await changeRefundStatus(
        ctx,
        actor,
        parseRefundId(request.params.id),
        request.body.status_id,
        parseVersion(request.body.version),
      );
      return { ...result, message: 'Durum başarıyla güncellendi' };
    },
  );

  api.put(
    '/refunds/:id/mail-status',
    {
      preValidation: requirePermission(['view_all_refunds']),
      schema: {
        tags: ['refunds'],
        summary: 'Mark a refund as mailed or not',
        params: Type.Object({ id: Type.String() }),
        body: Type.Object({ mail_sent: Type.Boolean() }),
      },
    },
    async (request) => {
      const actor = await actorOf(ctx, request);
      const id = parseRefundId(request.params.id);
      const version = await setMailSent(ctx, actor, id, request.body.mail_sent);
      const mailSent = request.body.mail_sent ? 1 : 0;
      return {
        id,
        mail_sent: mailSent,
        version,
        message: mailSent ? 'Mail gönderildi' : 'Mail durumu iptal edildi',
      };
    },
  );

  api.delete(
    '/refunds/:id',
    {
      preValidation: requirePermission(['delete_refund']),
      schema: {
        tags: ['refunds'],
        summary: 'Delete a refund permanently',
        params: Type.Object({ id: Type.String() }),
      },
    },
    async (request) => {
      const actor = await actorOf(ctx, request);
      const id = parseRefundId(request.params.id);
      await deleteRefund(ctx, actor, id);
      return { id, message: 'İade başarıyla silindi' };
    },
  );

  api.post(
    '/refunds/bulk',
    {
      schema: {
        tags: ['refunds'],
        summary: 'One action on many refunds; each record is checked and logged on its own',
        body: Type.Object({
          action: Type.Union([Type.Literal('status'), Type.Literal('mail'), Type.Literal('delete')]),
          ids: Type.Array(IdSchema, { minItems: 1, maxItems: MAX_BULK }),
          status_id: Type.Optional(IdSchema),
          mail_sent: Type.Optional(Type.Boolean()),
          // Status changes: refund id → the version the change started from (see refundVersion.ts).
          versions: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
        }),
      },
    },
    async (request) => {
      const actor = await actorOf(ctx, request);
      const { action, status_id, mail_sent } = request.body;
      if (
        !hasPermission(
          { role: actor.auth.user.role, permissions: actor.auth.user.permissions },
          BULK_PERMISSION[action],
        )
      ) {
        throw forbidden();
      }
      if (action === 'status' && status_id === undefined) throw badRequest('Yeni durum seçilmelidir');
      if (action === 'mail' && mail_sent === undefined) throw badRequest('Mail durumu belirtilmelidir');
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
      const apply = async (id: number) => {
        if (action === 'status') {
          const version = versions.get(id) as number;
          const result = await changeRefundStatus(ctx, actor, id, status_id as number, version, helpdesk);
          if (result.mail) mail.push({ id, ...result.mail });
          return;
        }
        if (action === 'mail') return setMailSent(ctx, actor, id, mail_sent as boolean);
        return deleteRefund(ctx, actor, id);
      };
      const outcome = await runEach(actor, ids, apply);
      if (mail.length === 0) return outcome;
      const unsent = mail.filter((item) => !item.sent).length;
      return unsent > 0
        ? { ...outcome, mail, warning: `${unsent} iade için hazır yanıt gönderilemedi` }
        : { ...outcome, mail };
    },
  );
}

/** Applies the action record by record, so one refused record does not undo or block the others. */
async function runEach(_actor: Actor, ids: number[], apply: (id: number) => Promise<unknown>) {
  const succeeded: number[] = [];
  const failed: Array<{ id: number; message: string }> = [];
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
