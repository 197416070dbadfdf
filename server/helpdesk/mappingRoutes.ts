import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { requireAuth, requirePermission } from '../auth/guard.js';
import type { RouteOptions } from '../context.js';
import type { Database } from '../db/types.js';
import { clientInfo } from '../http/client.js';
import { HttpError, badRequest, notFound } from '../http/errors.js';
import { writeSystemLog } from '../logs/systemLog.js';
import { helpdeskClientFor } from './helpdeskClient.js';
import { HelpdeskError } from './helpdeskErrors.js';
import {
  MAPPING_MESSAGES,
  loadMapping,
  mappingJson,
  parseMappingValues,
  selectMappings,
  type MappingValues,
} from './mappingStore.js';

const PATH = '/status-canned-responses';
const TEST_OK = 'HelpDesk API bağlantısı başarılı!';

/** Loose on purpose: a missing or empty field gets the spec's message, not a schema error. */
const MappingBody = Type.Object({
  status_id: Type.Optional(Type.Unknown()),
  canned_response_id: Type.Optional(Type.Unknown()),
  canned_response_name: Type.Optional(Type.Unknown()),
  is_active: Type.Optional(Type.Unknown()),
});
const IdParams = Type.Object({ id: Type.String({ maxLength: 12 }) });

const parseId = (raw: string) => {
  if (!/^\d{1,9}$/.test(raw)) throw notFound(MAPPING_MESSAGES.notFound);
  return Number(raw);
};

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: string }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
};

/** Refuses an unknown status and a second active mapping of a status (the index backs this up). */
async function checkMapping(tx: Kysely<Database>, values: MappingValues, ownId: number | null) {
  const status = await tx
    .selectFrom('statuses')
    .select('name')
    .where('id', '=', values.status_id)
    .executeTakeFirst();
  if (!status) throw badRequest(MAPPING_MESSAGES.unknownStatus);
  if (values.is_active === 1) {
    let other = tx
      .selectFrom('status_canned_responses')
      .select('id')
      .where('status_id', '=', values.status_id)
      .where('is_active', '=', 1);
    if (ownId !== null) other = other.where('id', '!=', ownId);
    if (await other.executeTakeFirst()) throw new HttpError(409, MAPPING_MESSAGES.oneActive);
  }
  return status.name;
}

const describe = (values: MappingValues, statusName: string) =>
  `${statusName} → ${values.canned_response_name ?? ''} (${values.canned_response_id})${
    values.is_active ? '' : ' [pasif]'
  }`;

/** Section 7's status → canned response mappings and the help-desk look-ups of the e-mail tab. */
export async function mappingRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const guard = requirePermission(['admin_access']);
  const schema = { tags: ['helpdesk'] };
  const logEntry = (request: FastifyRequest, action: string, details: string) => {
    const { user } = requireAuth(request);
    return { userId: user.id, username: user.username, action, details, ip: clientInfo(request).ip };
  };
  const translateUnique = (error: unknown): never => {
    if (isUniqueViolation(error)) throw new HttpError(409, MAPPING_MESSAGES.oneActive);
    throw error;
  };

  api.get(PATH, { preValidation: guard, schema: { ...schema, summary: 'All mappings' } }, async () => {
    const rows = await selectMappings(ctx.db).orderBy('s.display_order').orderBy('m.id').execute();
    return rows.map(mappingJson);
  });

  api.get(
    `${PATH}/helpdesk-canned-responses`,
    { preValidation: guard, schema: { ...schema, summary: 'Canned responses of the help desk' } },
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
    { preValidation: guard, schema: { ...schema, summary: 'Checks the help-desk settings with one call' } },
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
    { preValidation: guard, schema: { ...schema, summary: 'Create a mapping', body: MappingBody } },
    async (request, reply) => {
      const values = parseMappingValues(request.body);
      const now = Date.now();
      const id = await ctx.db
        .transaction()
        .execute(async (tx) => {
          const statusName = await checkMapping(tx, values, null);
          const row = await tx
            .insertInto('status_canned_responses')
            .values({ ...values, created_by: requireAuth(request).user.id, created_at: now, updated_at: now })
            .returning('id')
            .executeTakeFirstOrThrow();
          await writeSystemLog(
            tx,
            logEntry(
              request,
              'create_status_canned_response',
              `Eşleştirme eklendi: ${describe(values, statusName)}`,
            ),
          );
          return row.id;
        })
        .catch(translateUnique);
      return reply
        .status(201)
        .send({ ...(await loadMapping(ctx.db, id)), message: MAPPING_MESSAGES.created });
    },
  );

  api.put(
    `${PATH}/:id`,
    {
      preValidation: guard,
      schema: { ...schema, summary: 'Update a mapping', body: MappingBody, params: IdParams },
    },
    async (request) => {
      const id = parseId(request.params.id);
      const values = parseMappingValues(request.body);
      await ctx.db
        .transaction()
        .execute(async (tx) => {
          const existing = await tx
            .selectFrom('status_canned_responses')
            .select('id')
            .where('id', '=', id)
            .executeTakeFirst();
          if (!existing) throw notFound(MAPPING_MESSAGES.notFound);
          const statusName = await checkMapping(tx, values, id);
          await tx
            .updateTable('status_canned_responses')
            .set({ ...values, updated_at: Date.now() })
            .where('id', '=', id)
            .execute();
          await writeSystemLog(
            tx,
            logEntry(
              request,
              'update_status_canned_response',
              `Eşleştirme güncellendi: #${id} ${describe(values, statusName)}`,
            ),
          );
        })
        .catch(translateUnique);
      return { ...(await loadMapping(ctx.db, id)), message: MAPPING_MESSAGES.updated };
    },
  );

  api.delete(
    `${PATH}/:id`,
    { preValidation: guard, schema: { ...schema, summary: 'Delete a mapping', params: IdParams } },
    async (request) => {
      const id = parseId(request.params.id);
      const before = await loadMapping(ctx.db, id);
      if (!before) throw notFound(MAPPING_MESSAGES.notFound);
      await ctx.db.transaction().execute(async (tx) => {
        const removed = await tx
          .deleteFrom('status_canned_responses')
          .where('id', '=', id)
          .executeTakeFirst();
        if (Number(removed.numDeletedRows) === 0) throw notFound(MAPPING_MESSAGES.notFound);
        await writeSystemLog(
          tx,
          logEntry(
            request,
            'delete_status_canned_response',
            `Eşleştirme silindi: #${id} ${before.status_name} → ${before.canned_response_name ?? ''} (${
              before.canned_response_id
            })`,
          ),
        );
      });
      return { id, message: MAPPING_MESSAGES.deleted };
    },
  );
}
