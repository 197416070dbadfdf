import { Alert, Stack, Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { CloseableDialog } from '../../common/CloseableDialog';
import { LoadingText } from '../../layout/LoadingText';
import type { Refund } from '../types';
import { depositReceiptUrl, refundReceiptUrl } from './receiptFiles';
import { ReceiptView } from './ReceiptView';

export interface ReceiptViewerDialogProps {
  refund: Refund;
  onClose: () => void;
}

/**
 * The list's receipt viewer. The refund is loaded again on opening, since the signed receipt URLs of
 * a list page that has been open for a while may have expired.
 */
export const ReceiptViewerDialog = ({ refund, onClose }: ReceiptViewerDialogProps) => {
  const translate = useTranslate();
  const { data, isPending } = useGetOne<Refund>('refunds', { id: refund.id }, { staleTime: 0, retry: false });
  const current = data ?? refund;
  const receipts = [
    { title: translate('refunds.detail.refundReceipt'), url: refundReceiptUrl(current) },
    { title: translate('refunds.detail.depositReceipt'), url: depositReceiptUrl(current) },
  ].filter((receipt): receipt is { title: string; url: string } => receipt.url !== null);

  return (
    <CloseableDialog title={`${translate('refunds.receiptModal.title')} — #${refund.id}`} onClose={onClose}>
      {isPending ? (
        <LoadingText />
      ) : receipts.length === 0 ? (
        <Alert severity="info">{translate('refunds.receiptModal.none')}</Alert>
      ) : (
        <Stack spacing={3}>
          {receipts.map((receipt) => (
            <Stack key={receipt.title} spacing={1}>
              {receipts.length > 1 && <Typography variant="subtitle2">{receipt.title}</Typography>}
              <ReceiptView url={receipt.url} title={receipt.title} />
            </Stack>
          ))}
        </Stack>
      )}
    </CloseableDialog>
  );
};
