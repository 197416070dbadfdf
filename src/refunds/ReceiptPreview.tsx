import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Box, Link, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { isPdfReceipt } from './receiptFiles';

export interface ReceiptPreviewProps {
  file: File;
  onRemove: () => void;
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toLocaleString('tr-TR', { maximumFractionDigits: 1 })} MB`
    : `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('tr-TR')} KB`;

/** A chosen (not yet saved) receipt: image thumbnail or PDF icon, name, size and a removal link. */
export const ReceiptPreview = ({ file, onRemove }: ReceiptPreviewProps) => {
  const translate = useTranslate();
  const pdf = isPdfReceipt(file);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (pdf) return undefined;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file, pdf]);

  return (
    <Stack direction="row" spacing={2} alignItems="center" data-testid="receipt-preview">
      {pdf ? (
        <PictureAsPdfIcon color="error" sx={{ fontSize: 48 }} aria-hidden />
      ) : (
        url && (
          <Box
            component="img"
            src={url}
            alt={file.name}
            sx={{
              width: 96,
              height: 96,
              objectFit: 'cover',
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
            }}
          />
        )
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
          {file.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {sizeText(file.size)}
        </Typography>
        <Link component="button" type="button" variant="body2" color="error" onClick={onRemove}>
          {translate('refunds.form.removeReceipt')}
        </Link>
      </Box>
    </Stack>
  );
};
