/**
 * How the refund list keeps to the screen: every column has a width, and the optional ones a priority.
 * A column shows only while the table's container is at least as wide as every always-shown column plus
 * the optional ones that come before it, so the table never outgrows its card; each cell holds one
 * line and ends in an ellipsis. Flexible columns share what room is left. Below the width of the
 * always-shown columns the table scrolls inside the card, the actions column kept in view at its right
 * edge (on a phone-wide table it scrolls with the rest, so as not to cover half of the row).
 */
export interface ColumnFit {
  /** The cell class suffix: react-admin gives every cell the class `column-<source>`. */
  column: string;
  /** Width in pixels, cell padding included: the column's least width when flexible. */
  width: number;
  /** 0: always shown; otherwise the lower, the sooner it shows. */
  priority: number;
  /** A flexible column takes a share of the room the fixed ones leave. */
  flexible?: boolean;
}

/** Class of the actions column, kept in view when the table scrolls sideways. */
export const ACTIONS_COLUMN = 'actions';

/** The checkbox column's width: react-admin gives it no `column-` class. */
const CHECKBOX_WIDTH = 44;

/** Below this table width the actions column no longer stays in view. */
const STICKY_ACTIONS_FROM = 480;

/** Widths and priorities of the refund list's columns, checkbox and actions aside. */
export const REFUND_COLUMN_FIT: readonly ColumnFit[] = [
  { column: 'id', width: 80, priority: 0 },
  { column: 'created_at', width: 144, priority: 1 },
  { column: 'user_id', width: 84, priority: 3 },
  { column: 'login_id', width: 100, priority: 5, flexible: true },
  { column: 'member_name', width: 120, priority: 0, flexible: true },
  { column: 'refund_name', width: 120, priority: 7, flexible: true },
  { column: 'payment_method_name', width: 96, priority: 2 },
  { column: 'reason', width: 104, priority: 6, flexible: true },
  { column: 'amount', width: 104, priority: 0 },
  { column: 'status_name', width: 120, priority: 0 },
  { column: 'ticket_id', width: 108, priority: 4 },
  { column: 'mail_sent', width: 44, priority: 0 },
];

/** The actions column's width for this many icon buttons (28 px each, 2 px apart, 6 px padding). */
export const actionsColumnWidth = (buttons: number) => buttons * 28 + (buttons - 1) * 2 + 12;

/** The width of the always-shown columns, and the container width from which each optional one shows. */
export function columnThresholds(columns: readonly ColumnFit[], checkbox: boolean) {
  const always = columns.filter((fit) => fit.priority === 0);
  const optional = columns.filter((fit) => fit.priority > 0).sort((a, b) => a.priority - b.priority);
  let width = always.reduce((sum, fit) => sum + fit.width, checkbox ? CHECKBOX_WIDTH : 0);
  const minWidth = width;
  const thresholds = optional.map((fit) => {
    width += fit.width;
    return { column: fit.column, showFrom: width };
  });
  return { minWidth, thresholds };
}

/** The table styles that apply these widths and priorities (the container is the table's root). */
export function columnFitSx(columns: readonly ColumnFit[], checkbox: boolean) {
  const { minWidth, thresholds } = columnThresholds(columns, checkbox);
  const widths = Object.fromEntries(
    columns.filter((fit) => !fit.flexible).map((fit) => [`& .column-${fit.column}`, { width: fit.width }]),
  );
  const hidden = Object.fromEntries(
    thresholds.map(({ column, showFrom }) => [
      `@container (width < ${showFrom}px)`,
      { [`& .column-${column}`]: { display: 'none' } },
    ]),
  );
  const actions = `& td.column-${ACTIONS_COLUMN}, & th.column-${ACTIONS_COLUMN}`;
  return {
    containerType: 'inline-size',
    '& .RaDataTable-table': { tableLayout: 'fixed', width: '100%', minWidth },
    '& .RaDataTable-table .MuiTableCell-paddingCheckbox': { width: CHECKBOX_WIDTH },
    ...widths,
    [actions]: { position: 'sticky', right: 0, zIndex: 1 },
    ...hidden,
    [`@container (width < ${STICKY_ACTIONS_FROM}px)`]: { [actions]: { position: 'static' } },
  };
}
