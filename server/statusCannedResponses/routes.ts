import type { RoutePlugin } from '../context.js';
import { actorOf } from '../http/actor.js';
import { conflict, isUniqueViolation, notFound } from '../http/errors.js';
import { pathId, pathIdOptions } from '../http/pathId.js';
import { helpdeskClientFor } from '../helpdesk/helpdeskClient.js';
import { HelpdeskError } from '../helpdesk/helpdeskErrors.js';
import { logAction } from '../logs/logAction.js';
import { MAPPING_MESSAGES, describeMapping, mappingValues } from './rules.js';
import {
  checkMapping,
  deleteMapping,
  insertMapping,
  listMappings,
  loadMapping,
  mappingExists,
  updateMapping,
} from './store.js';
import { StatusCannedResponseRoutes } from '../../contract/statusCannedResponses.js';
import { routeOptions } from '../http/routeOptions.js';
import { serverText } from '../i18n/catalog.js';

const PATH = '/status-canned-responses';

const translateUnique = (error: unknown): never => {
  throw isUniqueViolation(error) ? conflict(MAPPING_MESSAGES.oneActive) : error;
};

/** The status → canned response mappings and the help-desk look-ups of the e-mail settings tab. */
export const statusCannedResponseRoutes: RoutePlugin = async (api, { ctx }) => {
  const byId = pathIdOptions(MAPPING_MESSAGES.notFound);

  api.get(PATH, routeOptions(StatusCannedResponseRoutes.list), async () => listMappings(ctx.db));

  api.get(
    `${PATH}/helpdesk-canned-responses`,
    routeOptions(StatusCannedResponseRoutes.cannedResponses),
    async (_request, reply) => {
      try {
        return await helpdeskClientFor(ctx.config).listCannedResponses();
      } catch (error) {
        if (!(error instanceof HelpdeskError)) throw error;
        return reply.status(502).send({ message: error.message });
      }
    },
  );

  api.get(
    `${PATH}/test-connection`,
    routeOptions(StatusCannedResponseRoutes.testConnection),
    async (_request, reply) => {
      try {
        await helpdeskClientFor(ctx.config).testConnection();
        return { success: true, message: serverText('server.mappings.helpdeskTestOk') };
      } catch (error) {
        if (!(error instanceof HelpdeskError)) throw error;
        return reply.status(502).send({ success: false, message: error.message });
      }
    },
  );

  api.post(PATH, routeOptions(StatusCannedResponseRoutes.create), async (request, reply) => {
    const actor = actorOf(request);
    const values = mappingValues(request.body);
    const id = await ctx.db
      .transaction()
      .execute(async (trx) => {
        const statusName = await checkMapping(trx, values, null);
        const inserted = await insertMapping(trx, values, actor.id);
        await logAction(
          trx,
          actor,
          'create_status_canned_response',
          serverText('server.mappings.log.created', { mapping: describeMapping(values, statusName) }),
        );
        return inserted;
      })
      .catch(translateUnique);
    return reply.status(201).send({ ...(await loadMapping(ctx.db, id))!, message: MAPPING_MESSAGES.created });
  });

  api.put(`${PATH}/:id`, { ...routeOptions(StatusCannedResponseRoutes.update), ...byId }, async (request) => {
    const actor = actorOf(request);
    const id = pathId(request.params.id, MAPPING_MESSAGES.notFound);
    const values = mappingValues(request.body);
    await ctx.db
      .transaction()
      .execute(async (trx) => {
        if (!(await mappingExists(trx, id))) throw notFound(MAPPING_MESSAGES.notFound);
        const statusName = await checkMapping(trx, values, id);
        await updateMapping(trx, id, values);
        await logAction(
          trx,
          actor,
          'update_status_canned_response',
          serverText('server.mappings.log.updated', { id, mapping: describeMapping(values, statusName) }),
        );
      })
      .catch(translateUnique);
    return { ...(await loadMapping(ctx.db, id))!, message: MAPPING_MESSAGES.updated };
  });

  api.delete(
    `${PATH}/:id`,
    { ...routeOptions(StatusCannedResponseRoutes.delete), ...byId },
    async (request) => {
      const actor = actorOf(request);
      const id = pathId(request.params.id, MAPPING_MESSAGES.notFound);
      const before = await loadMapping(ctx.db, id);
      if (!before) throw notFound(MAPPING_MESSAGES.notFound);
      await ctx.db.transaction().execute(async (trx) => {
        if (!(await deleteMapping(trx, id))) throw notFound(MAPPING_MESSAGES.notFound);
        await logAction(
          trx,
          actor,
          'delete_status_canned_response',
          serverText('server.mappings.log.deleted', {
            id,
            status: before.status_name,
            response: before.canned_response_name ?? '',
            responseId: before.canned_response_id,
          }),
        );
      });
      return { id, message: MAPPING_MESSAGES.deleted };
    },
  );
};
