import BookmarkAddIcon from '@mui/icons-material/BookmarkAddOutlined';
import { Box, Button, Typography } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { useListContext, useNotify, usePermissions, useStore, useTranslate } from 'react-admin';
import { canAccess } from '../../contract/access';
import type { PermissionSubject } from '../../contract/permissions';
import type { HideableColumn, SavedView } from '../../contract/savedViews';
import { IrreversibleConfirm } from '../common/IrreversibleConfirm';
import { useNotifyError } from '../common/useNotifyError';
import { HIDDEN_COLUMNS_KEY, listShowsView, viewStateOf, type ListSnapshot } from './listState';
import { RenameViewDialog } from './RenameViewDialog';
import { savedViewCalls, useSavedViewMutation, useSavedViews } from './savedViewCalls';
import { SavedViewChip, type ViewAction } from './SavedViewChip';
import { SaveViewDialog } from './SaveViewDialog';
import { ShareViewDialog } from './ShareViewDialog';
import { useApplyView } from './useApplyView';

type OpenDialog = { kind: 'save' } | { kind: 'rename' | 'share' | 'delete'; view: SavedView } | null;

/** The refund list as react-admin and the list's store hold it now. */
function useListSnapshot(): ListSnapshot {
  const { filterValues, sort, perPage } = useListContext();
  const [hiddenColumns] = useStore<string[]>(HIDDEN_COLUMNS_KEY, []);
  return { filterValues, sort, perPage, hiddenColumns };
}

/**
 * Above the refund table: the saved views as chips (the one the list shows is marked), each with its
 * menu, the button that saves the list as a new view, and `extra` (the keyboard help) at the end.
 */
export const SavedViewBar = ({ extra }: { extra?: ReactNode }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const { permissions } = usePermissions<PermissionSubject>();
  const canShare = !!permissions && canAccess(permissions, 'saved-views', 'share');
  const views = useSavedViews();
  const snapshot = useListSnapshot();
  const [, setHiddenColumns] = useStore<string[]>(HIDDEN_COLUMNS_KEY, []);
  const applyView = useApplyView();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [lastApplied, setLastApplied] = useState<number | null>(null);
  const apply = (view: SavedView) => {
    setLastApplied(view.id);
    applyView(view);
  };

  const viewsError = views.error;
  useEffect(() => {
    if (viewsError) notifyError(viewsError, 'savedViews.loadError');
  }, [viewsError, notifyError]);

  const change = useSavedViewMutation(async ({ view, action }: { view: SavedView; action: ViewAction }) => {
    if (action === 'setDefault') return savedViewCalls.setDefault(view.id);
    if (action === 'clearDefault') return savedViewCalls.setDefault(null);
    if (action === 'delete') return savedViewCalls.remove(view.id);
    return savedViewCalls.update(view.id, { state: viewStateOf(snapshot) });
  });
  const run = (view: SavedView, action: ViewAction) =>
    change.mutate(
      { view, action },
      {
        onSuccess: (answer) => {
          notify(answer.message, { type: 'success' });
          if (action === 'delete') setDialog(null);
        },
        onError: (error) => {
          notifyError(error, null);
          if (action === 'delete') setDialog(null);
        },
      },
    );
  const onAction = (view: SavedView, action: ViewAction) => {
    if (action === 'rename' || action === 'share' || action === 'delete') setDialog({ kind: action, view });
    else run(view, action);
  };

  const list = views.data ?? [];
  // One chip is the applied one even when several views save the same state: the last applied, else the first.
  const matching = list.filter((view) => listShowsView(snapshot, view.state));
  const activeId = (matching.find((view) => view.id === lastApplied) ?? matching[0])?.id;
  return (
    <Box
      component="nav"
      aria-label={translate('savedViews.title')}
      // The chips stay on one row that scrolls sideways (each chip takes focus by Tab, which scrolls it
      // into view) rather than wrapping into rows that push the table down on a narrow screen.
      sx={{
        display: 'flex',
        flexWrap: 'nowrap',
        overflowX: 'auto',
        '& > *': { flexShrink: 0 },
        alignItems: 'center',
        gap: 1,
        px: 2,
        pb: 1,
      }}
    >
      {list.map((view) => (
        <SavedViewChip
          key={view.id}
          view={view}
          active={view.id === activeId}
          onApply={apply}
          onAction={onAction}
          canShare={canShare}
        />
      ))}
      {views.isSuccess && list.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('savedViews.none')}
        </Typography>
      )}
      <Button size="small" startIcon={<BookmarkAddIcon />} onClick={() => setDialog({ kind: 'save' })}>
        {translate('savedViews.save')}
      </Button>
      <Box sx={{ flexGrow: 1 }} />
      {extra}
      {dialog?.kind === 'save' && (
        <SaveViewDialog
          state={viewStateOf(snapshot)}
          canShare={canShare}
          onClose={() => setDialog(null)}
          onSaved={(hidden: HideableColumn[]) => setHiddenColumns(hidden)}
        />
      )}
      {dialog?.kind === 'rename' && <RenameViewDialog view={dialog.view} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'share' && <ShareViewDialog view={dialog.view} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'delete' && (
        <IrreversibleConfirm
          isOpen
          loading={change.isPending}
          title="savedViews.deleteTitle"
          question="savedViews.deleteConfirm"
          questionArgs={{ name: dialog.view.name }}
          onConfirm={() => run(dialog.view, 'delete')}
          onClose={() => setDialog(null)}
        />
      )}
    </Box>
  );
};
