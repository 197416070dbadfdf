import { alpha, type SxProps, type Theme } from '@mui/material';
import { useState } from 'react';
import { DataTable, List, StoreContextProvider, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { LoadingText } from '../layout/LoadingText';
import { errorText } from '../common/errorText';
import { duplicateTintOf } from './duplicateTints';
import { MailToggleButton } from './MailToggleButton';
import { AmountCell, DateTimeCell, IdCell, StatusCell } from './RefundColumns';
import { hasBulkActions, RefundBulkActions } from './RefundBulkActions';
import { DEFAULT_REFUND_SORT, RefundFilterPanel } from './RefundFilterPanel';
import { RefundListActions } from './RefundListActions';
import { RefundListEmpty } from './RefundListEmpty';
import { claimRefundListStore, REFUND_LIST_PARAMS_KEY, refundListStore } from './refundListStore';
import { RefundPagination } from './RefundPagination';
import { refundShowPath } from './refundPaths';
import { ROW_ACTIONS_CLASS, RefundRowActions } from './RefundRowActions';
import type { Refund } from './types';
import { useRefundPermissions } from './useRefundPermissions';

/** Page size of spec section 9. */
export const REFUND_PAGE_SIZE = 15;

/** Duplicate rows carry their group's pastel tint (a translucent one in dark mode). */
const rowSx = (refund: Refund): SxProps => {
  const tint = duplicateTintOf(refund.duplicate_group_id);
  if (!tint) return {};
  return ((theme: Theme) => ({
    backgroundColor: theme.palette.mode === 'dark' ? alpha(tint, 0.16) : tint,
  })) as SxProps;
};

/** Row actions appear on hover or keyboard focus, and always on touch screens. */
const tableSx = {
  // The table scrolls sideways inside the card instead of widening the whole page.
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  // Thirteen columns: narrower cell padding keeps them on a laptop screen.
  '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: 1 },
  [`& .${ROW_ACTIONS_CLASS}`]: { opacity: 0, transition: 'opacity 120ms' },
  [`& tr:hover .${ROW_ACTIONS_CLASS}, & .${ROW_ACTIONS_CLASS}:focus-within`]: { opacity: 1 },
  '@media (hover: none)': { [`& .${ROW_ACTIONS_CLASS}`]: { opacity: 1 } },
};

const RefundTable = () => {
  const permissions = useRefundPermissions();
  const bulk = hasBulkActions(permissions);
  return (
    <DataTable<Refund>
      rowClick={(id) => refundShowPath(id)}
      rowSx={rowSx}
      sx={tableSx}
      bulkActionButtons={bulk ? <RefundBulkActions permissions={permissions} /> : false}
      empty={<RefundListEmpty />}
    >
      <DataTable.Col source="id" label="refunds.fields.id" sortByOrder="DESC">
        <IdCell />
      </DataTable.Col>
      <DataTable.Col source="created_at" label="refunds.fields.dateTime" sortByOrder="DESC">
        <DateTimeCell />
      </DataTable.Col>
      <DataTable.Col source="user_id" label="refunds.fields.userId" />
      <DataTable.Col source="login_id" label="refunds.fields.loginId" />
      <DataTable.Col source="member_name" label="refunds.fields.memberName" />
      <DataTable.Col source="refund_name" label="refunds.fields.refundName" />
      {permissions.canViewMethods && (
        <DataTable.Col source="payment_method_name" label="refunds.fields.method" />
      )}
      <DataTable.Col source="reason" label="refunds.fields.reason" />
      <DataTable.Col source="amount" label="refunds.fields.amount" align="right">
        <AmountCell />
      </DataTable.Col>
      <DataTable.Col source="status_name" label="refunds.fields.status">
        <StatusCell />
      </DataTable.Col>
      <DataTable.Col source="ticket_id" label="refunds.fields.ticketId" />
      {permissions.canManageMail && (
        <DataTable.Col source="mail_sent" label="refunds.fields.mail" align="center">
          <MailToggleButton />
        </DataTable.Col>
      )}
      <DataTable.Col label="common.actions" disableSort>
        <RefundRowActions />
      </DataTable.Col>
    </DataTable>
  );
};

/**
 * /refunds: the refund list of spec section 2. Its filters, page and sort live in a sessionStorage
 * store (react-admin's own store is localStorage) so that they persist for the browser tab only.
 */
export const RefundList = () => {
  const { identity, isPending } = useGetIdentity();
  if (isPending) return <LoadingText />;
  return <RefundListPage ownerId={identity?.id ?? null} />;
};

const RefundListPage = ({ ownerId }: { ownerId: string | number | null }) => {
  const notify = useNotify();
  const translate = useTranslate();
  // Before the list first reads its params: drop another user's state.
  useState(() => claimRefundListStore(refundListStore, ownerId));
  return (
    <StoreContextProvider value={refundListStore}>
      <List<Refund>
        resource="refunds"
        // Width 0 with min-width 100%: the page keeps the window's width however wide the table is.
        sx={{ width: 0, minWidth: '100%', '& .RaList-main': { minWidth: 0 } }}
        storeKey={REFUND_LIST_PARAMS_KEY}
        title="refunds.list.title"
        perPage={REFUND_PAGE_SIZE}
        sort={DEFAULT_REFUND_SORT}
        actions={<RefundListActions />}
        pagination={<RefundPagination />}
        empty={false}
        exporter={false}
        queryOptions={{
          onError: (error: unknown) =>
            notify('refunds.messages.refundsLoadError', {
              type: 'error',
              messageArgs: { msg: errorText(error, translate('errors.generic')) },
            }),
        }}
      >
        <RefundFilterPanel />
        <RefundTable />
      </List>
    </StoreContextProvider>
  );
};

export default RefundList;
