import { Box, Typography } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { RECEIPT_FIELD } from '../providers/refundPayload';
import { ReceiptDropzone } from './ReceiptDropzone';

/** The forms' optional receipt: a File kept in the form state under `receipt_image`. */
export const ReceiptInput = () => {
  const translate = useTranslate();
  const { field } = useInput<File | null>({ source: RECEIPT_FIELD, defaultValue: null });
  const file = field.value instanceof File ? field.value : null;
  return (
    <Box>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {translate('refunds.fields.receipt')} {translate('common.optional')}
      </Typography>
      <ReceiptDropzone file={file} onChange={(next) => field.onChange(next)} />
    </Box>
  );
};
