import { Alert, Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { refundReceiptUrl } from './receiptFiles';
import { ReceiptView } from './ReceiptView';
import type { Refund } from './types';

/** The edit page's current receipt, with the note that a new one replaces it. */
export const CurrentReceipt = () => {
  const translate = useTranslate();
  const record = useRecordContext<Refund>();
  const url = record ? refundReceiptUrl(record) : null;
  if (!url) return null;
  return (
    <Box>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {translate('refunds.form.currentReceipt')}
      </Typography>
      <ReceiptView url={url} title={translate('refunds.form.currentReceipt')} maxHeight={240} />
      <Alert severity="info" sx={{ mt: 1 }}>
        {translate('refunds.form.replaceReceiptNote')}
      </Alert>
    </Box>
  );
};
