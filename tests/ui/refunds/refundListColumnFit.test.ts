import { describe, expect, it } from 'vitest';
import {
  actionsColumnWidth,
  columnThresholds,
  REFUND_COLUMN_FIT,
  type ColumnFit,
} from '../../../src/refunds/RefundListColumnFit';

/** An admin's columns: all of them, the mail toggle and five row actions. */
const ADMIN_COLUMNS: ColumnFit[] = [
  ...REFUND_COLUMN_FIT,
  { column: 'actions', width: actionsColumnWidth(5), priority: 0 },
];

/** The columns shown in a table this wide, and the width they take at least. */
function shownAt(containerWidth: number) {
  const { minWidth, thresholds } = columnThresholds(ADMIN_COLUMNS, true);
  const optional = thresholds
    .filter(({ showFrom }) => showFrom <= containerWidth)
    .map(({ column }) => column);
  const shown = ADMIN_COLUMNS.filter((fit) => fit.priority === 0 || optional.includes(fit.column));
  return {
    columns: shown.map((fit) => fit.column),
    width: 44 + shown.reduce((sum, fit) => sum + fit.width, 0),
    minWidth,
  };
}

describe('refund list column fit', () => {
  it('fits a 1366 px laptop with the sidebar open (a 1140 px card) without sideways scrolling', () => {
    const laptop = shownAt(1140);
    expect(laptop.width).toBeLessThanOrEqual(1140);
    expect(laptop.columns).toEqual(
      expect.arrayContaining([
        'id',
        'created_at',
        'member_name',
        'amount',
        'status_name',
        'mail_sent',
        'actions',
      ]),
    );
    expect(laptop.columns).toContain('ticket_id');
  });

  it('shows more columns as the card widens, and every column on a wide screen', () => {
    expect(shownAt(1214).columns).toContain('login_id');
    expect(shownAt(1214).width).toBeLessThanOrEqual(1214);
    expect(shownAt(1800).columns).toHaveLength(ADMIN_COLUMNS.length);
  });

  it('keeps id, member name, amount, status, mail and actions however narrow the table', () => {
    const phone = shownAt(374);
    expect(phone.columns).toEqual(['id', 'member_name', 'amount', 'status_name', 'mail_sent', 'actions']);
    // Narrower than these, the table scrolls inside its card.
    expect(phone.minWidth).toBe(phone.width);
  });

  it('sizes the actions column to the row buttons', () => {
    expect(actionsColumnWidth(5)).toBe(160);
    expect(actionsColumnWidth(3)).toBe(100);
  });
});
