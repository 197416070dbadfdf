import { CircularProgress, Snackbar, type SnackbarCloseReason, type Theme } from '@mui/material';
import { isValidElement, useCallback, useState } from 'react';
import { type NotificationPayload, useNotificationContext, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { REFUND_CREATE_PATH } from '../refunds/refundPaths';

/** A message closes after 5 seconds unless it asks otherwise (a progress message stays until closed). */
const AUTO_HIDE_MS = 5000;

/** Space kept above a toast: the app bar (56 px on a phone, 64 px wider) and a margin, so the user menu stays free. */
const snackbarSx = (theme: Theme) => ({
  top: '72px !important',
  [theme.breakpoints.up('sm')]: { top: '80px !important' },
});

/**
 * On the refund form a toast at the top covered the fields it had just filled once the page scrolled
 * (the app bar hides): there it sits at the bottom, above the save bar that a phone pins to the bottom.
 */
const formSnackbarSx = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: { bottom: '72px !important' },
});

const isRefundFormPath = (path: string) =>
  path === REFUND_CREATE_PATH || /^\/refunds\/edit\/[^/]+$/.test(path);

const contentSx = (theme: Theme) => ({
  '&.notice-success': { bgcolor: theme.palette.success.main, color: theme.palette.success.contrastText },
  '&.notice-error': { bgcolor: theme.palette.error.main, color: theme.palette.error.contrastText },
  '&.notice-warning': { bgcolor: theme.palette.warning.main, color: theme.palette.warning.contrastText },
  '&.notice-multiLine': { whiteSpace: 'pre-wrap' },
});

/** A message sent with `progressKey` describes work under way: it stays until closeProgressNotice(key). */
export const progressKeyOf = (notice: NotificationPayload | undefined): string | undefined => {
  const key: unknown = notice?.notificationOptions?.progressKey;
  return typeof key === 'string' ? key : undefined;
};

// Each message gets its own Snackbar (key), so that a new one replaces the old at once.
const noticeIds = new WeakMap<NotificationPayload, number>();
let lastNoticeId = 0;
const idOf = (notice: NotificationPayload) => {
  let id = noticeIds.get(notice);
  if (id === undefined) {
    lastNoticeId += 1;
    id = lastNoticeId;
    noticeIds.set(notice, id);
  }
  return id;
};

/**
 * The app's toast, in place of react-admin's queue (which showed every message for its full time, one
 * after the other, so that a toast could speak of an earlier click): only the newest message is shown
 * and a new one replaces it at once. Top centre below the app bar: clear of the user menu and of the
 * page's own buttons at the top right; on the refund form at the bottom. No undo button: every write of this app is pessimistic.
 */
export const AppNotification = () => {
  const translate = useTranslate();
  const onForm = isRefundFormPath(useLocation().pathname);
  const { notifications, setNotifications } = useNotificationContext();
  const current = notifications.at(-1);
  // The last message stays rendered while it slides out.
  const [leaving, setLeaving] = useState<NotificationPayload | undefined>(undefined);
  if (current && current !== leaving) setLeaving(current);
  const notice = current ?? leaving;

  const close = useCallback(
    (_event: unknown, reason?: SnackbarCloseReason) => {
      // A click elsewhere does not hide a message about work still under way.
      if (reason === 'clickaway' && progressKeyOf(notice)) return;
      // Older messages waiting behind it go too: they are stale by now.
      setNotifications((list) =>
        notice && list.includes(notice) ? list.slice(list.indexOf(notice) + 1) : list,
      );
    },
    [notice, setNotifications],
  );

  if (!notice) return null;
  const { message, type, notificationOptions = {} } = notice;
  const { autoHideDuration, messageArgs, multiLine } = notificationOptions;
  const progress = progressKeyOf(notice) !== undefined;
  const className = ['notice-' + type, multiLine ? 'notice-multiLine' : ''].join(' ');
  return (
    <Snackbar
      key={idOf(notice)}
      open={current !== undefined}
      anchorOrigin={{ vertical: onForm ? 'bottom' : 'top', horizontal: 'center' }}
      autoHideDuration={progress ? null : autoHideDuration === undefined ? AUTO_HIDE_MS : autoHideDuration}
      onClose={close}
      message={typeof message === 'string' ? translate(message, messageArgs) : undefined}
      action={progress ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      sx={onForm ? formSnackbarSx : snackbarSx}
      slotProps={{
        content: { className, sx: contentSx },
        transition: { onExited: () => setLeaving(undefined) },
      }}
    >
      {typeof message !== 'string' && isValidElement(message) ? <div>{message}</div> : undefined}
    </Snackbar>
  );
};

/** Closes the progress message of this key, whether on screen or not yet shown. */
export function useCloseProgressNotice() {
  const { setNotifications } = useNotificationContext();
  return useCallback(
    (key: string) =>
      setNotifications((list) =>
        // Closing the message on screen leaves none, not an older one brought back.
        progressKeyOf(list.at(-1)) === key ? [] : list.filter((notice) => progressKeyOf(notice) !== key),
      ),
    [setNotifications],
  );
}
