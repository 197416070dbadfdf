import type { Kysely } from 'kysely';
import type { ApprovalSettings, ApprovalSettingsBody } from '../../contract/approvals.js';
import type { Database } from '../db/types.js';
import { badRequest } from '../http/errors.js';
import { serverText } from '../i18n/catalog.js';
import { logAction } from '../logs/logAction.js';
import type { RequestActor } from '../http/actor.js';
import { formatKurus, isAmountTooLarge, kurusToAmount, parseAmountToKurus } from '../refunds/money.js';

/** The stored settings with the gated statuses resolved (the completed ones unless chosen). */
export interface ApprovalGate {
  enabled: boolean;
  thresholdKurus: number;
  statusIds: number[];
  followsCompleted: boolean;
  updatedAt: number;
}

const parseIds = (text: string | null): number[] | null => {
  if (text === null) return null;
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : null;
};

export async function loadApprovalGate(db: Kysely<Database>): Promise<ApprovalGate> {
  const row = await db
    .selectFrom('refund_approval_settings')
    .selectAll()
    .where('id', '=', 1)
    .executeTakeFirst();
  const chosen = parseIds(row?.status_ids ?? null);
  const statusIds =
    chosen ??
    (await db.selectFrom('statuses').select('id').where('is_completed', '=', 1).orderBy('id').execute()).map(
      (s) => s.id,
    );
  return {
    enabled: row?.enabled === 1,
    thresholdKurus: Number(row?.threshold_kurus ?? 0),
    statusIds,
    followsCompleted: chosen === null,
    updatedAt: Number(row?.updated_at ?? 0),
  };
}

/** Entering `statusId` with this amount needs a second person's approval. */
export const needsApproval = (gate: ApprovalGate, statusId: number, amountKurus: number): boolean =>
  gate.enabled && amountKurus >= gate.thresholdKurus && gate.statusIds.includes(statusId);

export const settingsJson = (gate: ApprovalGate): ApprovalSettings => ({
  enabled: gate.enabled,
  threshold: kurusToAmount(gate.thresholdKurus),
  status_ids: gate.statusIds,
  follows_completed: gate.followsCompleted,
  updated_at: gate.updatedAt > 0 ? new Date(gate.updatedAt).toISOString() : null,
});

function parseThreshold(raw: string | number): number {
  const text = typeof raw === 'number' ? (Number.isFinite(raw) ? String(raw) : '') : raw;
  if (isAmountTooLarge(text)) throw badRequest(serverText('approvals.server.thresholdTooLarge'));
  const kurus = parseAmountToKurus(text);
  if (kurus === null) throw badRequest(serverText('approvals.server.thresholdInvalid'));
  return kurus;
}

/** Validates and stores the settings, with a system log row naming the new values, in one transaction. */
export async function saveApprovalSettings(
  db: Kysely<Database>,
  actor: RequestActor,
  body: ApprovalSettingsBody,
): Promise<ApprovalGate> {
  const thresholdKurus = parseThreshold(body.threshold);
  const chosen = body.status_ids === null ? null : [...new Set(body.status_ids)].sort((a, b) => a - b);
  if (chosen !== null) {
    if (body.enabled && chosen.length === 0)
      throw badRequest(serverText('approvals.server.statusesRequired'));
    const known = chosen.length
      ? await db.selectFrom('statuses').select('id').where('id', 'in', chosen).execute()
      : [];
    if (known.length !== chosen.length) throw badRequest(serverText('approvals.server.statusUnknown'));
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('refund_approval_settings')
      .set({
        enabled: body.enabled ? 1 : 0,
        threshold_kurus: thresholdKurus,
        status_ids: chosen === null ? null : JSON.stringify(chosen),
        updated_by: actor.id,
        updated_at: Date.now(),
      })
      .where('id', '=', 1)
      .execute();
    const names =
      chosen === null
        ? serverText('approvals.server.completedStatuses')
        : chosen.length === 0
          ? '-'
          : (
              await trx
                .selectFrom('statuses')
                .select('name')
                .where('id', 'in', chosen)
                .orderBy('id')
                .execute()
            )
              .map((s) => s.name)
              .join(', ');
    await logAction(
      trx,
      actor,
      'update_approval_settings',
      serverText('approvals.server.log.settings', {
        state: serverText(body.enabled ? 'approvals.server.on' : 'approvals.server.off'),
        threshold: formatKurus(thresholdKurus),
        statuses: names,
      }),
    );
  });
  return loadApprovalGate(db);
}
