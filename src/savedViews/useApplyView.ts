import { useCallback } from 'react';
import { useNotify, useStore, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { SavedView } from '../../contract/savedViews';
import { HIDDEN_COLUMNS_KEY, listSearchOf } from './listState';

/** Notes on what of a view could not be applied: a filter whose status or method was deleted since. */
export function useDroppedNotice() {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    (view: Pick<SavedView, 'dropped'>) => {
      if (view.dropped.length === 0) return false;
      const notes = view.dropped.map((key) => translate(`savedViews.dropped.${key}`));
      notify(notes.join(' '), { type: 'warning', autoHideDuration: 10_000 });
      return true;
    },
    [notify, translate],
  );
}

/**
 * Applies a view to the refund list: its filters, sort and page size through the location (react-admin
 * reads them from there and keeps them in the list's store), its hidden columns in that store; says so,
 * or says which of its filters had to be left out. Used inside the list's StoreContextProvider.
 */
export function useApplyView() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [, setHiddenColumns] = useStore<string[]>(HIDDEN_COLUMNS_KEY, []);
  const noticeDropped = useDroppedNotice();
  return useCallback(
    (view: SavedView) => {
      setHiddenColumns([...view.state.hidden_columns]);
      navigate({ search: listSearchOf(view.state) });
      if (!noticeDropped(view))
        notify('savedViews.applied', { type: 'info', messageArgs: { name: view.name } });
    },
    [navigate, notify, noticeDropped, setHiddenColumns],
  );
}
