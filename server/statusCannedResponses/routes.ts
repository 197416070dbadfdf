import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams } from '../../contract/limits.js';
import {
  CannedResponseListSchema,
  ConnectionTestSchema,
  HelpdeskFailureSchema,
  SavedStatusCannedResponseSchema,
  StatusCannedResponseBodySchema,
  StatusCannedResponseDeletedSchema,
  StatusCannedResponseListSchema,
} from '../../contract/statusCannedResponses.js';
import { requireAccess } from '../auth/guard.js';
import type { RouteOptions } from '../context.js';
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

const PATH = '/status-canned-responses';
const TEST_OK = 'HelpDesk API bağlantısı başarılı!';
const tags = ['status-canned-responses'];

const translateUnique = (error: unknown): never => {
  throw isUniqueViolation(error) ? conflict(MAPPING_MESSAGES.oneActive) : error;
};

/** The status → canned response mappings and the help-desk look-ups of the e-mail settings tab. */
export async function statusCannedResponseRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const byId = pathIdOptions(MAPPING_MESSAGES.notFound);

  api.get(
    PATH,
    {
      preValidation: requireAccess('status-canned-responses', 'list'),
      schema: { tags, summary: 'All mappings', response: { 200: StatusCannedResponseListSchema } },
    },
    async () => listMappings(ctx.db),
  );

  api.get(
    `${PATH}/helpdesk-canned-responses`,
    {
      preValidation: requireAccess('status-canned-responses', 'list'),
      schema: {
        tags,
        summary: 'Canned responses of the help desk',
        response: { 200: CannedResponseListSchema, 502: HelpdeskFailureSchema },
      },
    },
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
    {
      preValidation: requireAccess('status-canned-responses', 'test'),
      schema: {
        tags,
        summary: 'Checks the help-desk settings with one call',
        response: { 200: ConnectionTestSchema, 502: ConnectionTestSchema },
      },
    },
    async (_request, reply) => {
      try {
        await helpdeskClientFor(ctx.config).testConnection();
        return { success: true, message: TEST_OK };
      } catch (error) {
        if (!(error instanceof HelpdeskError)) throw error;
        return reply.status(502).send({ success: false, message: error.message });
      }
    },
  );

  api.post(
    PATH,
    {
      preValidation: requireAccess('status-canned-responses', 'create'),
      schema: {
        tags,
        summary: 'Create a mapping',
        body: StatusCannedResponseBodySchema,
        response: { 201: SavedStatusCannedResponseSchema },
      },
    },
    async (request, reply) => {
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
            `Eşleştirme eklendi: ${describeMapping(values, statusName)}`,
          );
          return inserted;
        })
        .catch(translateUnique);
      return reply
        .status(201)
        .send({ ...(await loadMapping(ctx.db, id))!, message: MAPPING_MESSAGES.created });
    },
  );

  api.put(
    `${PATH}/:id`,
    {
      ...byId,
      preValidation: requireAccess('status-canned-responses', 'edit'),
      schema: {
        tags,
        summary: 'Update a mapping',
        params: IdParams,
        body: StatusCannedResponseBodySchema,
        response: { 200: SavedStatusCannedResponseSchema },
      },
    },
    async (request) => {
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
            `Eşleştirme güncellendi: #${id} ${describeMapping(values, statusName)}`,
          );
        })
        .catch(translateUnique);
      return { ...(await loadMapping(ctx.db, id))!, message: MAPPING_MESSAGES.updated };
    },
  );

  api.delete(
    `${PATH}/:id`,
    {
      ...byId,
      preValidation: requireAccess('status-canned-responses', 'delete'),
      schema: {
        tags,
        summary: 'Delete a mapping',
        params: IdParams,
        response: { 200: StatusCannedResponseDeletedSchema },
      },
    },
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
          `Eşleştirme silindi: #${id} ${before.status_name} → ${before.canned_response_name ?? ''} (${
            before.canned_response_id
          })`,
        );
      });
      return { id, message: MAPPING_MESSAGES.deleted };
    },
  );
}
