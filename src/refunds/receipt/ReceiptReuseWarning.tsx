import { Alert, AlertTitle, Link, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useCallback } from 'react';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import type { ReceiptReuse } from '../../../contract/receiptReuse';
import type { AppDataProvider } from '../../providers/dataProvider';
import { RECEIPT_FIELD } from '../../providers/refundPayload';
import { refundShowPath } from '../refundPaths';
import type { Refund } from '../types';

const QUERY_KEY = 'receiptReuse';

/**
 * Called by the analyse button once the reader has read the chosen receipt: the server keeps what it
 * found, so the check runs again and may now find the same transfer on other refunds.
 */
export function useReceiptAnalysed() {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: [QUERY_KEY] }), [queryClient]);
}

/** A stable number per chosen File, for the query key (a File has no identity of its own there). */
const fileIds = new WeakMap<File, number>();
let nextFileId = 0;
function fileIdOf(file: File): number {
  let id = fileIds.get(file);
  if (id === undefined) {
    nextFileId += 1;
    id = nextFileId;
    fileIds.set(file, id);
  }
  return id;
}

/** The server's answer for the chosen receipt; asked again for each new file and after each analysis. */
function useReceiptReuse(file: File | null, refundId: number | undefined) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: [QUERY_KEY, file ? fileIdOf(file) : null, refundId ?? null],
    queryFn: ({ signal }) => dataProvider.checkReceiptReuse(file as File, { refundId, signal }),
    enabled: file !== null,
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
  });
}

/** A marker no translation contains, where the refund links go into the sentence. */
const IDS_MARK = '\u0000';

const matchKey = ({ same_file, same_details }: ReceiptReuse['refunds'][number]) =>
  same_file && same_details
    ? 'receiptReuse.warning.sameBoth'
    : same_file
      ? 'receiptReuse.warning.sameFile'
      : 'receiptReuse.warning.sameDetails';

/** 'Bu dekont #12, #34 numaralı iadede de kullanılmış', each id a link opening that refund in a new tab. */
const VisibleRefunds = ({ refunds }: { refunds: ReceiptReuse['refunds'] }) => {
  const translate = useTranslate();
  const [before, after = ''] = translate('receiptReuse.warning.visible', { ids: IDS_MARK }).split(IDS_MARK);
  return (
    <Typography variant="body2">
      {before}
      {refunds.map((match, index) => (
        <Fragment key={match.id}>
          {index > 0 && ', '}
          <Link
            component={RouterLink}
            to={refundShowPath(match.id)}
            target="_blank"
            rel="noopener"
            color="inherit"
            sx={{ fontWeight: 600 }}
            aria-label={translate('receiptReuse.warning.openRefund', {
              id: match.id,
              match: translate(matchKey(match)),
            })}
            title={translate(matchKey(match))}
          >
            #{match.id}
          </Link>
        </Fragment>
      ))}
      {after}
    </Typography>
  );
};

export interface ReceiptReuseWarningProps {
  file: File | null;
  /** The refund being edited, which the check leaves out. */
  refundId?: number;
}

/**
 * Before saving: whether the chosen receipt is already used by other refunds (the same file, or the
 * same IBAN, amount and date the reader found). Refunds the user may not see are only counted. Saving
 * anyway stays possible; the server notes it in the refund's history and the system log.
 */
export const ReceiptReuseWarning = ({ file, refundId }: ReceiptReuseWarningProps) => {
  const translate = useTranslate();
  const { data, isFetching, isError } = useReceiptReuse(file, refundId);
  if (!file) return null;
  if (isError) {
    return (
      <Typography variant="body2" color="text.secondary" role="status">
        {translate('receiptReuse.warning.checkFailed')}
      </Typography>
    );
  }
  if (!data) {
    return isFetching ? (
      <Typography variant="body2" color="text.secondary" role="status">
        {translate('receiptReuse.warning.checking')}
      </Typography>
    ) : null;
  }
  const visible = data.refunds;
  const hidden = data.hidden_count;
  if (visible.length === 0 && hidden === 0) return null;
  return (
    <Alert severity="warning" role="alert" data-testid="receipt-reuse-warning">
      <AlertTitle>{translate('receiptReuse.warning.title')}</AlertTitle>
      {visible.length > 0 && <VisibleRefunds refunds={visible} />}
      {hidden > 0 && (
        <Typography variant="body2">
          {translate(
            visible.length > 0 ? 'receiptReuse.warning.hiddenMore' : 'receiptReuse.warning.hiddenOnly',
            {
              count: hidden,
            },
          )}
        </Typography>
      )}
      <Typography variant="body2" sx={{ mt: 1 }}>
        {translate('receiptReuse.warning.saveAnyway')}
      </Typography>
    </Alert>
  );
};

/** The create and edit forms' warning, for the receipt chosen in the form. */
export const FormReceiptReuseWarning = () => {
  const record = useRecordContext<Refund>();
  const value: unknown = useWatch({ name: RECEIPT_FIELD });
  const file = value instanceof File ? value : null;
  const id = record?.id === undefined ? undefined : Number(record.id);
  return <ReceiptReuseWarning file={file} refundId={id} />;
};
