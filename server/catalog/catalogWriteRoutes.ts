import type { FastifyInstance } from 'fastify';
import type { Permission } from '../../contract/permissions.js';
import { requireAuth, requirePermission } from '../auth/guard.js';
import type { RouteOptions } from '../context.js';
import { clientInfo } from '../http/client.js';
import { HttpError, notFound } from '../http/errors.js';
import { writeSystemLog } from '../logs/systemLog.js';
import { catalogJson, type CatalogRow } from './catalogJson.js';
import {
  CATALOG_TEXT,
  duplicateCode,
  parseCatalogValues,
  type CatalogInput,
  type CatalogKind,
} from './catalogRules.js';

interface CatalogRoute {
  kind: CatalogKind;
  path: string;
  /** Column of refunds that points at this list (deleting a row still in use is refused). */
  refundColumn: 'status_id' | 'payment_method_id' | 'reason_id';
  permissions: Permission[];
  logName: string;
  successName: string;
}

const ROUTES: CatalogRoute[] = [
  {
    kind: 'statuses',
    path: '/statuses',
    refundColumn: 'status_id',
    permissions: ['manage_statuses'],
    logName: 'status',
    successName: 'Durum',
  },
  {
    kind: 'payment_methods',
    path: '/methods',
    refundColumn: 'payment_method_id',
    permissions: ['manage_payment_methods'],
    logName: 'payment_method',
    successName: 'Ödeme yöntemi',
  },
  {
    kind: 'refund_reasons',
    path: '/reasons',
    refundColumn: 'reason_id',
    permissions: ['manage_reasons', 'manage_refund_reasons'],
    logName: 'reason',
    successName: 'İade sebebi',
  },
];

const parseId = (raw: string, message: string) => {
  if (!/^\d{1,9}$/.test(raw)) throw notFound(message);
  return Number(raw);
};

/** Unique-constraint violations of SQLite and PostgreSQL. */
const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string };
  return e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === '23505';
};

/** POST/PUT/DELETE of statuses, payment methods and refund reasons, each logged in its transaction. */
export async function catalogWriteRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  for (const route of ROUTES) {
    const text = CATALOG_TEXT[route.kind];
    const guard = requirePermission(route.permissions);
    const table = route.kind;
    const log = (request: Parameters<typeof requireAuth>[0], action: string, details: string) => {
      const { user } = requireAuth(request);
      return { userId: user.id, username: user.username, action, details, ip: clientInfo(request).ip };
    };
    const load = (id: number) => ctx.db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
    const loadJson = async (id: number) => catalogJson((await load(id)) as CatalogRow);

    app.post<{ Body: CatalogInput }>(
      route.path,
      { preValidation: guard, schema: { tags: ['catalog'] } },
      async (request, reply) => {
        const values = parseCatalogValues(route.kind, request.body ?? {});
        const now = Date.now();
        try {
          const row = await ctx.db.transaction().execute(async (tx) => {
            const inserted = await tx
              .insertInto(table)
              .values({ ...values, created_at: now, updated_at: now } as never)
              .returning('id')
              .executeTakeFirstOrThrow();
            await writeSystemLog(
              tx,
              log(
                request,
                `create_${route.logName}`,
                `${text.label} eklendi: ${values.name} (#${inserted.id})`,
              ),
            );
            return inserted;
          });
          return reply
            .status(201)
            .send({ ...(await loadJson(row.id)), message: `${route.successName} başarıyla eklendi` });
        } catch (error) {
          if (isUniqueViolation(error)) throw duplicateCode();
          throw error;
        }
      },
    );

    app.put<{ Params: { id: string }; Body: CatalogInput }>(
      `${route.path}/:id`,
      { preValidation: guard, schema: { tags: ['catalog'] } },
      async (request) => {
        const id = parseId(request.params.id, text.notFound);
        const before = await load(id);
        if (!before) throw notFound(text.notFound);
        const values = parseCatalogValues(route.kind, { ...before, ...(request.body ?? {}) } as CatalogInput);
        try {
          await ctx.db.transaction().execute(async (tx) => {
            await tx
              .updateTable(table)
              .set({ ...values, updated_at: Date.now() } as never)
              .where('id', '=', id)
              .execute();
            await writeSystemLog(
              tx,
              log(request, `update_${route.logName}`, `${text.label} güncellendi: ${values.name} (#${id})`),
            );
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw duplicateCode();
          throw error;
        }
        return { ...(await loadJson(id)), message: `${route.successName} başarıyla güncellendi` };
      },
    );

    app.delete<{ Params: { id: string } }>(
      `${route.path}/:id`,
      { preValidation: guard, schema: { tags: ['catalog'] } },
      async (request) => {
        const id = parseId(request.params.id, text.notFound);
        const before = await load(id);
        if (!before) throw notFound(text.notFound);
        await ctx.db.transaction().execute(async (tx) => {
          const used = await tx
            .selectFrom('refunds')
            .select('id')
            .where(route.refundColumn, '=', id)
            .limit(1)
            .executeTakeFirst();
          if (used) throw new HttpError(409, text.inUse);
          await tx.deleteFrom(table).where('id', '=', id).execute();
          await writeSystemLog(
            tx,
            log(request, `delete_${route.logName}`, `${text.label} silindi: ${before.name} (#${id})`),
          );
        });
        return { id, message: `${route.successName} başarıyla silindi` };
      },
    );
  }
}
