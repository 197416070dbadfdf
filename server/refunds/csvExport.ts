import { setImmediate as nextTurn, setTimeout as rest } from 'node:timers/promises';
import type { Expression, SqlBool } from 'kysely';
import { hasPermission, type Permission, type PermissionSubject } from '../../contract/permissions.js';
import type { AppContext } from '../context.js';
import { refundCondition, type RefundScope } from './listQuery.js';
import type { RefundFilter } from './refundFilter.js';
import { formatKurus } from './money.js';
import { refundRowsInOrder, type RefundRow } from './store.js';
import { serverText } from '../i18n/catalog.js';

// SQLite answers on the event loop's thread: a batch holds it for its whole query, so batches stay small.
const BATCH = 500;

interface CsvColumn {
  /** Catalog key of the column's heading. */
  header: string;
  /** `text` gives a catalog text, read once per export. */
  value: (row: RefundRow, text: (key: string) => string) => string | number | null;
  /** Shown only to callers who may see it on screen. */
  needs?: Permission;
}

const turkeyTime = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  dateStyle: 'short',
  timeStyle: 'short',
});

// The list's column rules: the method needs view_payment_methods, the mail state view_all_refunds; the
// IBAN and e-mail are on no list at all, so they go only to those who may see every refund.
const COLUMNS: CsvColumn[] = [
  { header: 'server.refunds.csv.id', value: (row) => row.id },
  { header: 'server.refunds.csv.createdAt', value: (row) => turkeyTime.format(row.created_at) },
  { header: 'server.refunds.csv.memberName', value: (row) => row.member_name },
  { header: 'server.refunds.csv.refundName', value: (row) => row.refund_name },
  { header: 'server.refunds.csv.userId', value: (row) => row.user_id },
  { header: 'server.refunds.csv.loginId', value: (row) => row.login_id },
  {
    header: 'server.refunds.csv.paymentMethod',
    value: (row) => row.payment_method_name,
    needs: 'view_payment_methods',
  },
  { header: 'server.refunds.csv.reason', value: (row) => row.reason },
  { header: 'server.refunds.csv.amount', value: (row) => formatKurus(row.amount_kurus) },
  { header: 'server.refunds.csv.status', value: (row) => row.status_name },
  { header: 'server.refunds.csv.ticketId', value: (row) => row.ticket_id },
  { header: 'server.refunds.csv.iban', value: (row) => row.banveri, needs: 'view_all_refunds' },
  { header: 'server.refunds.csv.email', value: (row) => row.email, needs: 'view_all_refunds' },
  {
    header: 'server.refunds.csv.mail',
    value: (row, text) =>
      text(row.mail_sent === 1 ? 'server.refunds.csv.mailSent' : 'server.refunds.csv.mailNotSent'),
    needs: 'view_all_refunds',
  },
  { header: 'server.refunds.csv.createdBy', value: (row) => row.created_by_username },
  { header: 'server.refunds.csv.duplicateGroup', value: (row) => row.duplicate_group_id },
];

/** The export's columns for a caller: what its list screen shows it, no more. */
export function csvColumnsFor(subject: PermissionSubject): CsvColumn[] {
  return COLUMNS.filter((column) => !column.needs || hasPermission(subject, column.needs));
}

/**
 * Semicolon-separated (what Excel expects with a Turkish locale). A formula character is neutralised with
 * a leading apostrophe wherever a cell could start: at the start of the text, and after a ',' or a tab,
 * where a reader splitting on those would start one. Cells holding a separator or a quote are quoted.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  text = text.replace(/([,\t]\s*)([=+\-@])/g, "$1'$2");
  return /[;"\n\r]|[,\t]\s*'/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Every refund matching the filter, newest id first, in batches walked by id (keyset), so memory stays
 * flat and no batch costs more than the first, however large the table. Between batches the export gives
 * the event loop a turn, so the other users' requests are answered while a million rows stream out.
 */
export async function* refundCsv(
  ctx: AppContext,
  filter: RefundFilter,
  scope: RefundScope,
  columns: CsvColumn[],
): AsyncGenerator<string> {
  const texts = new Map<string, string>();
  const text = (key: string) => texts.get(key) ?? texts.set(key, serverText(key)).get(key)!;
  const line = (row: RefundRow) => columns.map((column) => csvCell(column.value(row, text))).join(';');
  yield `\uFEFF${columns.map((column) => csvCell(text(column.header))).join(';')}\r\n`;
  const condition = refundCondition(filter, scope, ctx.dialect);
  let lastId: number | null = null;
  for (;;) {
    const batchStarted = performance.now();
    const after: number | null = lastId;
    const ids: Array<{ id: number }> = await ctx.readDb
      .selectFrom('refunds')
      .$if(condition !== null, (qb) => qb.where(condition as Expression<SqlBool>))
      .$if(after !== null, (qb) => qb.where('refunds.id', '<', after as number))
      .select('refunds.id')
      .orderBy('refunds.id', 'desc')
      .limit(BATCH)
      .execute();
    if (ids.length === 0) return;
    const rows = await refundRowsInOrder(
      ctx.readDb,
      ids.map((r) => r.id),
    );
    yield rows.map(line).join('\r\n') + '\r\n';
    lastId = ids[ids.length - 1].id;
    if (ids.length < BATCH) return;
    // PostgreSQL reads each batch in a backend as eager as any request's; the export then rests as long
    // as the batch took, leaving the machine to the others half the time. SQLite reads it on read
    // threads that already yield to requests.
    if (ctx.dialect === 'postgres') await rest(performance.now() - batchStarted);
    else await nextTurn();
  }
}
