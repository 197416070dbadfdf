import { useEffect, useState } from 'react';
import type { Store } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { HIDDEN_COLUMNS_KEY, listParamsOf } from './listState';
import { useSavedViews } from './savedViewCalls';
import { useDroppedNotice } from './useApplyView';

/**
 * Opens the refund list with the user's default view when nothing else says what it should show: no
 * list state in the address and none kept for this tab. Answers false until that is settled, so that
 * the list does not first load without the view. A failed load of the views opens the list unset.
 */
export function useDefaultViewOnOpen(store: Store, paramsKey: string): boolean {
  const location = useLocation();
  const noticeDropped = useDroppedNotice();
  const [settled, setSettled] = useState(
    () => location.search !== '' || store.getItem(paramsKey) !== undefined,
  );
  const views = useSavedViews({ enabled: !settled });
  const { data, isPending } = views;

  useEffect(() => {
    if (settled || isPending) return;
    const view = data?.find((candidate) => candidate.is_default);
    if (view) {
      // Straight into the list's store, which the list reads as it mounts (a navigation would land later).
      store.setItem(HIDDEN_COLUMNS_KEY, [...view.state.hidden_columns]);
      store.setItem(paramsKey, listParamsOf(view.state));
      noticeDropped(view);
    }
    setSettled(true);
  }, [settled, isPending, data, store, paramsKey, noticeDropped]);

  return settled;
}
