import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../auth/guard.js';
import type { RouteOptions } from '../../context.js';
import { actorOf, loadVisibleRefund, parseRefundId, subjectOf } from '../refundAccess.js';
import { readRefundForm } from '../refundForm.js';
import { refundJsonFor } from '../refundRows.js';
import { createRefund, updateRefund } from '../refundWrites.js';
import { parseVersion } from '../refundVersion.js';

export async function refundWriteRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  app.post(
    '/refunds',
    {
      preValidation: requirePermission(['create_refund']),
      schema: { tags: ['refunds'], summary: 'Create a refund (multipart, optional receipt_image)' },
    },
    async (request, reply) => {
      const actor = await actorOf(ctx, request);
      const id = await createRefund(ctx, actor, await readRefundForm(request));
      const row = await loadVisibleRefund(ctx, actor, id);
      return reply.status(201).send({
        ...refundJsonFor(row, ctx.receiptSigner, subjectOf(actor)),
        message: 'İade başarıyla oluşturuldu',
      });
    },
  );

  app.put<{ Params: { id: string } }>(
    '/refunds/:id',
    {
      preValidation: requirePermission(['create_refund', 'update_refund']),
      schema: {
        tags: ['refunds'],
        summary:
          'Update a refund (multipart; only the fields sent change; `version` is the one the edit started from, 409 when stale)',
      },
    },
    async (request) => {
      const actor = await actorOf(ctx, request);
      const id = parseRefundId(request.params.id);
      const form = await readRefundForm(request);
      const { version, ...fields } = form.fields;
      const mail = await updateRefund(ctx, actor, id, { ...form, fields }, parseVersion(version));
      const row = await loadVisibleRefund(ctx, actor, id);
      return {
        ...refundJsonFor(row, ctx.receiptSigner, subjectOf(actor)),
        mail,
        message: 'İade başarıyla güncellendi',
      };
    },
  );
}
