import { CatalogRoutes, CatalogWriteRoutes } from '../../contract/catalog.js';
import { requireAuth } from '../auth/guard.js';
import { visiblePaymentMethodIds } from '../auth/visibility.js';
import type { RoutePlugin } from '../context.js';
import { actorOf } from '../http/actor.js';
import { conflict, isUniqueViolation, notFound } from '../http/errors.js';
import { pathId, pathIdOptions } from '../http/pathId.js';
import { routeOptions } from '../http/routeOptions.js';
import { contentRange } from '../http/simpleRest.js';
import { serverText } from '../i18n/catalog.js';
import { logAction } from '../logs/logAction.js';
import {
  completionRewriter,
  listCompletionRewrites,
  requestCompletionRewrite,
} from './completionRewrites.js';
import { CATALOG_TEXT, catalogValues, duplicateCode, duplicateName } from './rules.js';
import {
  deleteCatalogRow,
  findCatalogRow,
  insertCatalogRow,
  isCatalogNameTaken,
  isCatalogRowInUse,
  listCodedRows,
  listStatuses,
  loadCatalogJson,
  updateCatalogRow,
} from './store.js';

const LISTS = [
  {
    kind: 'statuses',
    resource: 'statuses',
    logName: 'status',
  },
  {
    kind: 'payment_methods',
    resource: 'methods',
    logName: 'payment_method',
  },
  {
    kind: 'refund_reasons',
    resource: 'reasons',
    logName: 'reason',
  },
] as const;

/**
 * Statuses, payment methods and refund reasons: plain arrays in display order with Content-Range (so
 * react-admin's getList reads them too), and their create, edit and delete, each logged in its
 * transaction. A caller sees only the payment methods its role may see.
 */
export const catalogRoutes: RoutePlugin = async (api, { ctx }) => {
  // A status's completed flag rewrites its refunds in the background; a rewrite a stopped process left
  // unfinished resumes when the server is ready.
  const rewriter = completionRewriter(ctx.db, api.log);
  api.addHook('onReady', async () => {
    void rewriter.kick();
  });
  api.addHook('preClose', () => rewriter.stop());

  api.get('/statuses', routeOptions(CatalogRoutes.statuses), async (_request, reply) => {
    const rows = await listStatuses(ctx.db);
    reply.header('Content-Range', contentRange('statuses', 0, rows.length, rows.length));
    return rows;
  });

  api.get('/statuses/completion-rewrites', routeOptions(CatalogRoutes.completionRewrites), async () =>
    listCompletionRewrites(ctx.db),
  );

  api.get('/methods', routeOptions(CatalogRoutes.methods), async (request, reply) => {
    const visible = visiblePaymentMethodIds(requireAuth(request));
    const rows = await listCodedRows(ctx.db, 'payment_methods', visible);
    reply.header('Content-Range', contentRange('methods', 0, rows.length, rows.length));
    return rows;
  });

  api.get('/reasons', routeOptions(CatalogRoutes.reasons), async (_request, reply) => {
    const rows = await listCodedRows(ctx.db, 'refund_reasons');
    reply.header('Content-Range', contentRange('reasons', 0, rows.length, rows.length));
    return rows;
  });

  for (const list of LISTS) {
    const { kind, logName } = list;
    const text = CATALOG_TEXT[kind];
    const path = `/${list.resource}`;
    const writes = CatalogWriteRoutes[list.resource];
    const byId = pathIdOptions(text.notFound);
    const translateUnique = (error: unknown): never => {
      throw isUniqueViolation(error) ? duplicateCode() : error;
    };
    const storedRow = async (rawId: string) => {
      const row = await findCatalogRow(ctx.db, kind, pathId(rawId, text.notFound));
      if (!row) throw notFound(text.notFound);
      return row;
    };
    const savedJson = async (id: number, message: string) => ({
      ...(await loadCatalogJson(ctx.db, kind, id))!,
      message,
    });

    api.post(path, routeOptions(writes.create), async (request, reply) => {
      const actor = actorOf(request);
      const values = catalogValues(kind, request.body);
      const id = await ctx.db
        .transaction()
        .execute(async (trx) => {
          if (await isCatalogNameTaken(trx, kind, values.name)) throw duplicateName();
          const inserted = await insertCatalogRow(trx, kind, values);
          await logAction(
            trx,
            actor,
            `create_${logName}`,
            serverText('server.catalog.logCreated', { label: text.label, name: values.name, id: inserted }),
          );
          return inserted;
        })
        .catch(translateUnique);
      return reply.status(201).send(await savedJson(id, text.created));
    });

    api.put(`${path}/:id`, { ...routeOptions(writes.edit), ...byId }, async (request) => {
      const actor = actorOf(request);
      const stored = await storedRow(request.params.id);
      const values = catalogValues(kind, request.body, stored);
      await ctx.db
        .transaction()
        .execute(async (trx) => {
          if (await isCatalogNameTaken(trx, kind, values.name, stored.id)) throw duplicateName();
          await updateCatalogRow(trx, kind, stored.id, values);
          if (kind === 'statuses' && values.is_completed !== stored.is_completed) {
            await requestCompletionRewrite(trx, stored.id);
          }
          await logAction(
            trx,
            actor,
            `update_${logName}`,
            serverText('server.catalog.logUpdated', { label: text.label, name: values.name, id: stored.id }),
          );
        })
        .catch(translateUnique);
      if (kind === 'statuses') void rewriter.kick();
      return savedJson(stored.id, text.updated);
    });

    api.delete(`${path}/:id`, { ...routeOptions(writes.delete), ...byId }, async (request) => {
      const actor = actorOf(request);
      const stored = await storedRow(request.params.id);
      await ctx.db.transaction().execute(async (trx) => {
        if (await isCatalogRowInUse(trx, kind, stored.id)) throw conflict(text.inUse);
        await deleteCatalogRow(trx, kind, stored.id);
        await logAction(
          trx,
          actor,
          `delete_${logName}`,
          serverText('server.catalog.logDeleted', { label: text.label, name: stored.name, id: stored.id }),
        );
      });
      return { id: stored.id, message: text.deleted };
    });
  }
};
