import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import { useNotifyError } from '../common/useNotifyError';
import type { AppDataProvider } from '../providers/dataProvider';
import type { UserBulkAction } from './types';
import { IrreversibleButton } from '../common/IrreversibleButton';

/** Activate, deactivate or delete the users selected in the list (shown while some are selected). */
export const UserBulkActions = ({ onDone }: { onDone: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { selectedIds } = useListContext();
  const [busy, setBusy] = useState(false);
  if (selectedIds.length === 0) return null;

  const run = async (action: UserBulkAction) => {
    setBusy(true);
    try {
      const answer = await dataProvider.bulkUsers(action, selectedIds.map(Number));
      const failed = answer.failed ?? [];
      notify('users.bulk.done', {
        type: failed.length > 0 ? 'warning' : 'success',
        messageArgs: {
          ok: (answer.succeeded ?? []).length,
          failed: failed.length,
          details: failed.map((f) => f.message).join('; '),
        },
      });
      onDone();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ mb: 1, p: 1, alignItems: 'center', bgcolor: 'action.selected', borderRadius: 1 }}
    >
      <Typography sx={{ flexGrow: 1 }}>
        {translate('users.bulk.selected', { count: selectedIds.length })}
      </Typography>
      <Button disabled={busy} onClick={() => void run('activate')}>
        {translate('users.bulk.activate')}
      </Button>
      <Button disabled={busy} onClick={() => void run('deactivate')}>
        {translate('users.bulk.deactivate')}
      </Button>
      <IrreversibleButton
        label="users.bulk.delete"
        disabled={busy}
        title="users.bulk.deleteTitle"
        question="users.bulk.deleteConfirm"
        questionArgs={{ count: selectedIds.length }}
        onConfirm={() => run('delete')}
      />
    </Stack>
  );
};
