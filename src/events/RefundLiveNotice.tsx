import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { Refund } from '../../contract/refunds';
import { patchRefundInCache } from '../refunds/refundCache';
import { changedValues, type ChangedValue } from './refundChanges';
import { useOwnUserId, useRefundEvents } from './useRefundEvents';
import { useRefundViewers } from './useRefundViewers';

interface Notice {
  actor: string | null;
  deleted: boolean;
  changes: ChangedValue[];
}

interface RefundLiveNoticeProps {
  /** The copy on screen. */
  refund: Refund;
  /**
   * On the edit page: the form keeps what the user typed, and this reloads it with the new values when
   * asked. Without it (the detail page) the page takes the new values at once.
   */
  onReload?: () => Promise<unknown>;
}

/**
 * The detail and edit pages' live part: who else has the refund open, and, when another user changes or
 * deletes it, 'Bu iade başka bir kullanıcı tarafından güncellendi' with who did it and the new values.
 */
export const RefundLiveNotice = ({ refund, onReload }: RefundLiveNoticeProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const ownId = useOwnUserId();
  const viewers = useRefundViewers(refund.id);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [reloading, setReloading] = useState(false);
  const shown = useRef(refund);
  shown.current = refund;
  /** The newest copy read here; on the edit page it stays apart from the form's. */
  const newest = useRef(refund);
  if (refund.version > newest.current.version) newest.current = refund;

  const readNewValues = async (actor: string | null) => {
    let fresh: Refund;
    try {
      fresh = (await dataProvider.getOne<Refund>('refunds', { id: refund.id })).data;
    } catch {
      return;
    }
    if (fresh.version <= newest.current.version) return;
    newest.current = fresh;
    setNotice({
      actor: actor ?? fresh.updated_by_username,
      deleted: false,
      changes: changedValues(shown.current, fresh, translate),
    });
    if (!onReload) {
      patchRefundInCache(queryClient, refund.id, fresh);
      void queryClient.invalidateQueries({ queryKey: ['refunds', 'logs', String(refund.id)] });
    }
  };

  useRefundEvents((signal) => {
    // After a reconnect something may have been missed: compare versions.
    if (signal.kind === 'resync') return void readNewValues(null);
    if (signal.refund_id !== refund.id || signal.kind === 'viewers') return;
    if (ownId !== null && signal.actor_id === ownId) return;
    if (signal.kind === 'deleted') return setNotice({ actor: signal.actor_name, deleted: true, changes: [] });
    if (signal.version !== null && signal.version <= newest.current.version) return;
    void readNewValues(signal.actor_name);
  });

  const reload = async () => {
    if (!onReload) return;
    setReloading(true);
    try {
      await onReload();
      setNotice(null);
    } finally {
      setReloading(false);
    }
  };

  if (!notice && viewers.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {viewers.length > 0 && (
        <Alert severity="info">
          {translate('events.viewers', { names: viewers.map((viewer) => viewer.username).join(', ') })}
        </Alert>
      )}
      {notice && (
        <Alert
          severity="warning"
          role="alert"
          onClose={onReload ? undefined : () => setNotice(null)}
          action={
            onReload && !notice.deleted ? (
              <Button color="inherit" size="small" onClick={reload} disabled={reloading}>
                {translate('refunds.conflict.reload')}
              </Button>
            ) : undefined
          }
        >
          <AlertTitle>
            {translate(notice.deleted ? 'events.deletedByOther' : 'events.updatedByOther')}
          </AlertTitle>
          {notice.actor && (
            <Typography variant="body2">{translate('events.actor', { user: notice.actor })}</Typography>
          )}
          {notice.changes.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {notice.changes.map((change) => (
                <li key={change.label}>
                  <Typography variant="body2">
                    {change.label}: <strong>{change.value}</strong>
                  </Typography>
                </li>
              ))}
            </Box>
          )}
          {onReload && !notice.deleted && (
            <Typography variant="body2">{translate('events.editHint')}</Typography>
          )}
        </Alert>
      )}
    </Stack>
  );
};
