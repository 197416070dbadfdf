import type { Expression, SqlBool } from 'kysely';
import type { AppContext } from '../context.js';
import { refundCondition, type RefundScope } from './listQuery.js';
import type { RefundFilter } from './refundFilter.js';
import { formatKurus } from './money.js';
import { selectRefundRows, type RefundRow } from './refundRows.js';

const BATCH = 2000;
const HEADER = [
  'ID',
  'Oluşturma Tarihi',
  'Üye Adı',
  'İade Adı',
  'USER ID',
  'Login ID',
  'Ödeme Yöntemi',
  'Sebep',
  'Tutar (TL)',
  'Durum',
  'Ticket - Chat ID',
  'IBAN',
  'E-posta',
  'Mail',
  'Oluşturan',
  'Mükerrer Grup',
];

/** Semicolon-separated (what Excel expects with a Turkish locale); formula-like cells are neutralised. */
function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const turkeyTime = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  dateStyle: 'short',
  timeStyle: 'short',
});

function csvLine(row: RefundRow): string {
  return [
    row.id,
    turkeyTime.format(row.created_at),
    row.member_name,
    row.refund_name,
    row.user_id,
    row.login_id,
    row.payment_method_name,
    row.reason,
    formatKurus(row.amount_kurus),
    row.status_name,
    row.ticket_id,
    row.banveri,
    row.email,
    row.mail_sent === 1 ? 'Gönderildi' : 'Gönderilmedi',
    row.created_by_username,
    row.duplicate_group_id,
  ]
    .map(csvCell)
    .join(';');
}

/**
 * Every refund matching the filter, newest id first, in batches walked by id (keyset), so memory stays
 * flat and no batch costs more than the first, however large the table.
 */
export async function* refundCsv(
  ctx: AppContext,
  filter: RefundFilter,
  scope: RefundScope,
): AsyncGenerator<string> {
  yield `\uFEFF${HEADER.map(csvCell).join(';')}\r\n`;
  const condition = refundCondition(filter, scope, ctx.dialect);
  let lastId: number | null = null;
  for (;;) {
    const after: number | null = lastId;
    const ids: Array<{ id: number }> = await ctx.db
      .selectFrom('refunds')
      .$if(condition !== null, (qb) => qb.where(condition as Expression<SqlBool>))
      .$if(after !== null, (qb) => qb.where('refunds.id', '<', after as number))
      .select('refunds.id')
      .orderBy('refunds.id', 'desc')
      .limit(BATCH)
      .execute();
    if (ids.length === 0) return;
    const rows = await selectRefundRows(ctx.db)
      .where(
        'refunds.id',
        'in',
        ids.map((r) => r.id),
      )
      .orderBy('refunds.id', 'desc')
      .execute();
    yield rows.map(csvLine).join('\r\n') + '\r\n';
    lastId = ids[ids.length - 1].id;
    if (ids.length < BATCH) return;
  }
}
