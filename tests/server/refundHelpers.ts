import type { Insertable } from 'kysely';
import type { AppContext } from '../../server/context.js';
import type { RefundsTable } from '../../server/db/types.js';
import { ADMIN_PASSWORD, callForm, signIn, type TestServer, type UploadFile } from './harness.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RefundBody = Record<string, any>;

let sequence = 0;

/** A complete, valid create form; each call gets its own identifiers unless overridden. */
export function refundFields(
  overrides: Record<string, string | number> = {},
): Record<string, string | number> {
  sequence += 1;
  return {
    method: 4,
    reason_id: 1,
    user_id: `U${1000 + sequence}`,
    login_id: `L${2000 + sequence}`,
    member_name: `Üye ${sequence}`,
    refund_name: `Alıcı ${sequence}`,
    amount: '150.25',
    status: 1,
    ticket_id: `T-${sequence}`,
    email: `uye${sequence}@example.test`,
    ...overrides,
  };
}

export async function createRefundAs(
  server: TestServer,
  token: string,
  overrides: Record<string, string | number> = {},
  file?: UploadFile,
): Promise<RefundBody> {
  const response = await callForm(server, 'POST', '/api/refunds', {
    token,
    fields: refundFields(overrides),
    file,
  });
  if (response.status !== 201)
    throw new Error(`create failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** How a refund answers its status once moved to the seeded "Onaylandı" (id 3, green). */
export const APPROVED_STATUS = { status_id: 3, status_name: 'Onaylandı', color: '#22c55e' } as const;

export const adminToken = (server: TestServer) => signIn(server, 'admin', ADMIN_PASSWORD);

/** The refund's stored version: what an editor that loaded it now would send back. */
export async function versionOf(server: TestServer, id: number): Promise<number> {
  const row = await server.ctx.db
    .selectFrom('refunds')
    .select('version')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.version;
}

/** id → stored version for a bulk status change (1 for an id with no refund, which the change reports). */
export async function versionsOf(server: TestServer, ids: number[]): Promise<Record<number, number>> {
  const rows = await server.ctx.db
    .selectFrom('refunds')
    .select(['id', 'version'])
    .where('id', 'in', ids)
    .execute();
  return Object.fromEntries(ids.map((id) => [id, rows.find((row) => row.id === id)?.version ?? 1]));
}

/** Writes many refund rows straight into the database, in statements of 400 rows (far quicker than the API). */
export async function insertRefundRows(
  ctx: AppContext,
  rows: Array<Insertable<RefundsTable>>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += 400)
    await ctx.db
      .insertInto('refunds')
      .values(rows.slice(i, i + 400))
      .execute();
}
