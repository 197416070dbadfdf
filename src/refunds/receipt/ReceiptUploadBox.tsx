import UploadIcon from '@mui/icons-material/Upload';
import { Button, CircularProgress, Stack } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNotifyError } from '../../common/useNotifyError';
import { useRefundWritten } from '../refundCache';
import { SectionCard } from '../SectionCard';
import type { Refund } from '../types';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ReceiptDropzone } from './ReceiptDropzone';
import { ReceiptReuseWarning } from './ReceiptReuseWarning';

/**
 * The detail page's receipt upload (update_refund): choose by drag and drop, click or paste, see the
 * preview, then upload; the refund is PUT with nothing but `receipt_image`.
 */
export const ReceiptUploadBox = ({ refundId, version }: { refundId: number; version?: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refundWritten = useRefundWritten();
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);

  const upload = async () => {
    if (!file) return;
    setUploading(true);
    try {
      const answer = await dataProvider.uploadRefundReceipt(refundId, file, version);
      refundWritten(refundId, answer as Partial<Refund>);
      setFile(null);
      notify('refunds.messages.receiptUploaded', { type: 'success' });
    } catch (error) {
      notifyError(error, 'refunds.messages.receiptUploadError');
    } finally {
      setUploading(false);
    }
  };

  return (
    <SectionCard title={translate('refunds.detail.uploadReceipt')}>
      <Stack spacing={2}>
        <ReceiptDropzone
          file={file}
          onChange={setFile}
          announceSelection={false}
          disabled={uploading}
          hint={translate('refunds.detail.uploadHint')}
        />
        <ReceiptReuseWarning file={file} refundId={refundId} />
        {file && (
          <Button
            variant="contained"
            onClick={upload}
            disabled={uploading}
            startIcon={uploading ? <CircularProgress size={16} aria-hidden /> : <UploadIcon />}
            sx={{ alignSelf: 'flex-start' }}
          >
            {translate(uploading ? 'refunds.detail.uploading' : 'refunds.detail.upload')}
          </Button>
        )}
      </Stack>
    </SectionCard>
  );
};
