import { Box, type SxProps, type Theme, Typography } from '@mui/material';
import { DataTable, useListContext, useStore, useTranslate } from 'react-admin';
import { HIDDEN_COLUMNS_KEY } from '../savedViews/listState';
import { duplicateTint, duplicateTintIndexes } from './duplicateTints';
import { hasBulkActions, RefundBulkActions, RefundBulkToolbar } from './RefundBulkActions';
import { AmountCell, DateTimeCell, IdCell, MailToggleButton, oneLineCell, StatusCell } from './RefundColumns';
import {
  ACTIONS_COLUMN,
  actionsColumnWidth,
  columnFitSx,
  type ColumnFit,
  REFUND_COLUMN_FIT,
} from './RefundListColumnFit';
import { refundShowPath } from './refundPaths';
import { RefundRowActions } from './RefundRowActions';
import { focusedRowSx, RefundTableBody } from './RefundTableRows';
import type { Refund } from './types';
import { type RefundPermissions, useRefundPermissions } from './useRefundPermissions';

/**
 * 'Filtrelere uygun kayıt bulunamadı' under active filters, else 'Henüz iade kaydı bulunmuyor'; a list
 * that failed to load says so instead of claiming there is nothing.
 */
const RefundListEmpty = () => {
  const translate = useTranslate();
  const { filterValues, error } = useListContext();
  const filtered = Object.keys(filterValues ?? {}).length > 0;
  const text = error
    ? 'refunds.list.loadFailed'
    : filtered
      ? 'refunds.list.emptyFiltered'
      : 'refunds.list.empty';
  return (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <Typography color={error ? 'error' : 'text.secondary'}>{translate(text)}</Typography>
    </Box>
  );
};

/** The background that a cell of the sticky actions column paints, so that the row's tint shows on it. */
const stickyBackground = (tint: string) => ({ backgroundImage: `linear-gradient(${tint}, ${tint})` });

/** Duplicate rows carry their group's tint; the groups of one page have different tints. */
const duplicateRowSx =
  (tintIndexes: Map<number, number>) =>
  (refund: Refund): SxProps => {
    const index = refund.duplicate_group_id == null ? undefined : tintIndexes.get(refund.duplicate_group_id);
    if (index === undefined) return {};
    return ((theme: Theme) => {
      const color = duplicateTint(index, theme.palette.mode);
      return { backgroundColor: color, [`& > .column-${ACTIONS_COLUMN}`]: stickyBackground(color) };
    }) as SxProps;
  };

/** One line a row: cells end in an ellipsis; the row actions show at all times, at the right edge. */
const tableSx = (theme: Theme) => ({
  '& .MuiTableCell-root': { px: 0.75, py: 0.5, fontSize: '0.8125rem' },
  '& .MuiTableCell-paddingCheckbox': { px: 0.5 },
  // Checkbox and icon buttons 28 px high: rows of one line.
  '& .MuiTableCell-paddingCheckbox .MuiCheckbox-root, & td .MuiIconButton-root': { p: 0.5 },
  '& td:not(.MuiTableCell-paddingCheckbox)': {
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  // The actions column stays at the right edge: opaque, with a line between it and what scrolls under it.
  [`& tr > .column-${ACTIONS_COLUMN}`]: {
    backgroundColor: theme.palette.background.paper,
    boxShadow: `inset 1px 0 ${theme.palette.divider}`,
  },
  [`& tr:hover > .column-${ACTIONS_COLUMN}`]: stickyBackground(theme.palette.action.hover),
});

/** The columns this user sees (less those the applied saved view hides), actions sized to the buttons. */
function visibleColumnFit(permissions: RefundPermissions, hidden: readonly string[]): ColumnFit[] {
  const actionButtons = 3 + (permissions.canUpdateStatus ? 1 : 0) + (permissions.canDelete ? 1 : 0);
  return [
    ...REFUND_COLUMN_FIT.filter(
      ({ column }) =>
        (column !== 'payment_method_name' || permissions.canViewMethods) &&
        (column !== 'mail_sent' || permissions.canManageMail) &&
        !hidden.includes(column),
    ),
    { column: ACTIONS_COLUMN, width: actionsColumnWidth(actionButtons), priority: 0 },
  ];
}

/** The refund list's table: one line a row, as many columns as the screen holds, actions always in view. */
export const RefundListTable = () => {
  const permissions = useRefundPermissions();
  const bulk = hasBulkActions(permissions);
  const [hidden] = useStore<string[]>(HIDDEN_COLUMNS_KEY, []);
  const fitSx = columnFitSx(visibleColumnFit(permissions, hidden), bulk);
  const hiddenSx = Object.fromEntries(hidden.map((column) => [`& .column-${column}`, { display: 'none' }]));
  const { data } = useListContext<Refund>();
  const tintIndexes = duplicateTintIndexes((data ?? []).map((refund) => refund.duplicate_group_id));
  return (
    <DataTable<Refund>
      rowClick={(id) => refundShowPath(id)}
      rowSx={duplicateRowSx(tintIndexes)}
      body={RefundTableBody}
      sx={(theme: Theme) => ({ ...fitSx, ...hiddenSx, ...tableSx(theme), ...focusedRowSx(theme) })}
      bulkActionButtons={bulk ? <RefundBulkActions permissions={permissions} /> : false}
      bulkActionsToolbar={
        bulk ? (
          <RefundBulkToolbar>
            <RefundBulkActions permissions={permissions} />
          </RefundBulkToolbar>
        ) : undefined
      }
      empty={<RefundListEmpty />}
    >
      <DataTable.Col source="id" label="refunds.fields.id" sortByOrder="DESC">
        <IdCell />
      </DataTable.Col>
      <DataTable.Col source="created_at" label="refunds.fields.dateTime" sortByOrder="DESC">
        <DateTimeCell />
      </DataTable.Col>
      <DataTable.Col source="user_id" label="refunds.fields.userId" render={oneLineCell('user_id')} />
      <DataTable.Col source="login_id" label="refunds.fields.loginId" render={oneLineCell('login_id')} />
      <DataTable.Col
        source="member_name"
        label="refunds.fields.memberName"
        render={oneLineCell('member_name')}
      />
      <DataTable.Col
        source="refund_name"
        label="refunds.fields.refundName"
        render={oneLineCell('refund_name')}
      />
      {permissions.canViewMethods && (
        <DataTable.Col
          source="payment_method_name"
          label="refunds.fields.method"
          render={oneLineCell('payment_method_name')}
        />
      )}
      <DataTable.Col source="reason" label="refunds.fields.reason" render={oneLineCell('reason')} />
      <DataTable.Col source="amount" label="refunds.fields.amount" align="right">
        <AmountCell />
      </DataTable.Col>
      <DataTable.Col source="status_name" label="refunds.fields.status">
        <StatusCell />
      </DataTable.Col>
      <DataTable.Col source="ticket_id" label="refunds.fields.ticketId" render={oneLineCell('ticket_id')} />
      {permissions.canManageMail && (
        <DataTable.Col source="mail_sent" label="refunds.fields.mail" align="center">
          <MailToggleButton />
        </DataTable.Col>
      )}
      <DataTable.Col
        label="common.actions"
        disableSort
        headerClassName={`column-${ACTIONS_COLUMN}`}
        cellClassName={`column-${ACTIONS_COLUMN}`}
      >
        <RefundRowActions />
      </DataTable.Col>
    </DataTable>
  );
};
