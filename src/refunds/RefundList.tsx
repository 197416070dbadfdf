import { useState } from 'react';
import { List, StoreContextProvider, useGetIdentity } from 'react-admin';
import { useNotifyError } from '../common/useNotifyError';
import { RefundListLiveRefresh } from '../events/RefundListLiveRefresh';
import { LoadingText } from '../layout/LoadingText';
import { DEFAULT_REFUND_SORT, RefundFilterPanel } from './RefundFilterPanel';
import { RefundListActions } from './RefundListActions';
import { RefundListTable } from './RefundListTable';
import { claimRefundListStore, REFUND_LIST_PARAMS_KEY, refundListStore } from './refundListStore';
import { RefundPagination } from './RefundPagination';
import { RefundListKeyboard } from './RefundListKeyboard';
import { SavedViewBar } from '../savedViews/SavedViewBar';
import { useDefaultViewOnOpen } from '../savedViews/useDefaultViewOnOpen';
import type { Refund } from './types';

/** The list shows 15 refunds a page. */
export const REFUND_PAGE_SIZE = 15;

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
  // With no list state of its own, the list opens with the user's default saved view.
  const ready = useDefaultViewOnOpen(refundListStore, REFUND_LIST_PARAMS_KEY);
  if (!ready) return <LoadingText />;
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
        <RefundListLiveRefresh />
        <RefundFilterPanel />
        <SavedViewBar extra={<RefundListKeyboard />} />
        <RefundListTable />
      </List>
    </StoreContextProvider>
  );
};

export default RefundList;
