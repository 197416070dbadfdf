import { useEffect } from 'react';
import { useNotify } from 'react-admin';

/** sessionStorage key of a message that is to show on the next page load. */
export const PENDING_NOTICE_KEY = 'pendingNotice';

type NoticeType = 'success' | 'info' | 'warning' | 'error';

interface PendingNotice {
  message: string;
  type: NoticeType;
}

const NOTICE_TYPES: readonly string[] = ['success', 'info', 'warning', 'error'];

/** Keeps a message (a catalog key) for the page that a full browser navigation is about to load. */
export function keepNoticeForNextPage(message: string, type: NoticeType): void {
  try {
    window.sessionStorage.setItem(PENDING_NOTICE_KEY, JSON.stringify({ message, type }));
  } catch {
    // Storage blocked: the message is lost, the navigation goes on.
  }
}

/** The kept message, removed so that it shows once. */
function takePendingNotice(): PendingNotice | null {
  try {
    const raw = window.sessionStorage.getItem(PENDING_NOTICE_KEY);
    window.sessionStorage.removeItem(PENDING_NOTICE_KEY);
    const parsed = JSON.parse(raw ?? 'null') as Partial<PendingNotice> | null;
    if (typeof parsed?.message !== 'string' || !NOTICE_TYPES.includes(parsed.type ?? '')) return null;
    return { message: parsed.message, type: parsed.type as NoticeType };
  } catch {
    return null;
  }
}

/** Shows the message kept by the page before the last full navigation, if any. */
export function usePendingNotice(): void {
  const notify = useNotify();
  useEffect(() => {
    const notice = takePendingNotice();
    if (notice) notify(notice.message, { type: notice.type });
  }, [notify]);
}
