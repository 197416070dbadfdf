import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { bulkApprovalNotice } from '../approvals/approvalNotices';
import { useNotifyError } from '../common/useNotifyError';
import { bulkMailNotice } from './statusMailNotice';
import type { BulkAction, BulkAnswer, Refund } from './types';
import type { AppDataProvider } from '../providers/dataProvider';

/** The API takes at most this many ids per bulk call; larger selections go in several calls. */
export const BULK_MAX_IDS = 500;

type BulkRequest =
  { action: 'status'; status_id: number } | { action: 'mail'; mail_sent: boolean } | { action: 'delete' };

/**
 * id → version for a status change: from the rows shown, else (a selection kept across pages) read
 * fresh. A record changed since it was shown is then refused and reported as failed.
 */
async function versionsFor(
  ids: number[],
  shown: readonly Refund[] | undefined,
  fetchMany: (ids: number[]) => Promise<Refund[]>,
): Promise<Record<number, number>> {
  const versions: Record<number, number> = {};
  for (const record of shown ?? []) {
    if (record.version !== undefined) versions[Number(record.id)] = record.version;
  }
  const missing = ids.filter((id) => versions[id] === undefined);
  if (missing.length > 0) {
    for (const record of await fetchMany(missing)) {
      if (record.version !== undefined) versions[Number(record.id)] = record.version;
    }
  }
  return Object.fromEntries(ids.filter((id) => versions[id] !== undefined).map((id) => [id, versions[id]]));
}

const SUCCESS_KEYS: Record<BulkRequest['action'], string> = {
  status: 'refunds.bulk.statusDone',
  mail: 'refunds.bulk.mailDone',
  delete: 'refunds.bulk.deleteDone',
};

/**
 * Runs a bulk action over the selected refunds through POST /api/refunds/bulk, reports what
 * succeeded and what failed (the server checks and logs each record) and any canned response a status
 * change could not send, reloads the list (which shows the mail flags the server set) and keeps only
 * the failed rows selected.
 */
export function useBulkRefundAction() {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const translate = useTranslate();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { selectedIds, onUnselectItems, onSelect, data } = useListContext<Refund>();
  const [running, setRunning] = useState(false);

  const run = async (request: BulkRequest): Promise<boolean> => {
    const ids = selectedIds.map(Number);
    if (ids.length === 0) return false;
    setRunning(true);
    const result: Pick<Required<BulkAnswer>, 'succeeded' | 'failed' | 'mail'> = {
      succeeded: [],
      failed: [],
      mail: [],
    };
    // Records whose status change went to approval instead of being made.
    let pending = 0;
    try {
      for (let start = 0; start < ids.length; start += BULK_MAX_IDS) {
        const chunk = ids.slice(start, start + BULK_MAX_IDS);
        const versions =
          request.action === 'status'
            ? await versionsFor(
                chunk,
                data,
                async (missing) => (await dataProvider.getMany<Refund>('refunds', { ids: missing })).data,
              )
            : undefined;
        const answer = await dataProvider.bulkRefunds({
          ...request,
          ids: chunk,
          ...(versions ? { versions } : {}),
        } as BulkAction);
        result.succeeded.push(...(answer.succeeded ?? []));
        result.failed.push(...(answer.failed ?? []));
        result.mail.push(...(answer.mail ?? []));
        pending += answer.pending_approval?.length ?? 0;
      }
    } catch (error) {
      notifyError(error, 'refunds.bulk.error');
      setRunning(false);
      refresh();
      return false;
    }
    setRunning(false);
    const mailWarning = bulkMailNotice(result.mail);
    if (result.failed.length === 0) {
      // A canned response that could not be sent is worth the toast more than the plain success.
      if (mailWarning) notify(mailWarning.message, mailWarning.options);
      else if (pending > 0) {
        const notice = bulkApprovalNotice(pending);
        notify(notice.message, notice.options);
      } else {
        notify(SUCCESS_KEYS[request.action], {
          type: 'success',
          messageArgs: { count: result.succeeded.length },
        });
      }
      onUnselectItems();
    } else {
      const partial = translate('refunds.bulk.partial', {
        succeeded: result.succeeded.length,
        failed: result.failed.length,
        msg: result.failed[0].message,
      });
      // One toast shows at a time: the unsent canned responses go on a second line of the same one.
      const mailLine = mailWarning && translate(mailWarning.message, mailWarning.options.messageArgs);
      notify(mailLine ? `${partial}\n${mailLine}` : partial, { type: 'warning', multiLine: true });
      onSelect(result.failed.map((failure) => failure.id));
    }
    refresh();
    return true;
  };

  return { run, running, count: selectedIds.length };
}
