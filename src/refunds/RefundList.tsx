import { alpha, Box, type SxProps, type Theme, Typography } from '@mui/material';
import { useState } from 'react';
import {
  DataTable,
  List,
  StoreContextProvider,
  useGetIdentity,
  useListContext,
  useTranslate,
} from 'react-admin';
import { useNotifyError } from '../common/useNotifyError';
import { LoadingText } from '../layout/LoadingText';
import { duplicateTintOf } from './duplicateTints';
import { hasBulkActions, RefundBulkActions } from './RefundBulkActions';
import { AmountCell, DateTimeCell, IdCell, MailToggleButton, StatusCell } from './RefundColumns';
import { DEFAULT_REFUND_SORT, RefundFilterPanel } from './RefundFilterPanel';
import { RefundListActions } from './RefundListActions';
import { claimRefundListStore, REFUND_LIST_PARAMS_KEY, refundListStore } from './refundListStore';
import { RefundPagination } from './RefundPagination';
import { refundShowPath } from './refundPaths';
import { RefundRowActions, ROW_ACTIONS_CLASS } from './RefundRowActions';
import type { Refund } from './types';
import { useRefundPermissions } from './useRefundPermissions';

/** 'Filtrelere uygun kayıt bulunamadı' under active filters, else 'Henüz iade kaydı bulunmuyor'. */
const RefundListEmpty = () => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const filtered = Object.keys(filterValues ?? {}).length > 0;
  return (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <Typography color="text.secondary">
        {translate(filtered ? 'refunds.list.emptyFiltered' : 'refunds.list.empty')}
      </Typography>
    </Box>
  );
};

/** The list shows 15 refunds a page. */
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
 * /refunds: the refund list. Its filters, page and sort live in a sessionStorage
 * store (react-admin's own store is localStorage) so that they persist for the browser tab only.
 */
export const RefundList = () => {
  const { identity, isPending } = useGetIdentity();
  if (isPending) return <LoadingText />;
  return <RefundListPage ownerId={identity?.id ?? null} />;
};

const RefundListPage = ({ ownerId }: { ownerId: string | number | null }) => {
  const notifyError = useNotifyError();
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
          onError: (error: unknown) => notifyError(error, 'refunds.messages.refundsLoadError'),
        }}
      >
        <RefundFilterPanel />
        <RefundTable />
      </List>
    </StoreContextProvider>
  );
};

export default RefundList;
