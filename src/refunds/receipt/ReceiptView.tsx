import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { downloadUrlOf, isPdfReceipt } from './receiptFiles';

export interface ReceiptViewProps {
  /** A signed /uploads/ URL. */
  url: string;
  /** Accessible name of the image or PDF frame. */
  title: string;
  maxHeight?: number;
}

/**
 * A stored receipt: the image (or 'Resim yüklenemedi' when it does not load) or the PDF in a frame,
 * with 'view in new tab' and 'download' links.
 */
export const ReceiptView = ({ url, title, maxHeight = 420 }: ReceiptViewProps) => {
  const translate = useTranslate();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const pdf = isPdfReceipt(url);
  return (
    <Stack spacing={1}>
      {pdf ? (
        // An iframe rather than <object>: helmet's default CSP forbids objects (object-src 'none').
        <Box
          component="iframe"
          src={url}
          title={title}
          sx={{ width: '100%', height: maxHeight, border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      ) : failedUrl === url ? (
        <Alert severity="warning">{translate('refunds.receiptModal.imageFailed')}</Alert>
      ) : (
        <Box
          component="img"
          src={url}
          alt={title}
          onError={() => setFailedUrl(url)}
          sx={{ maxWidth: '100%', maxHeight, objectFit: 'contain', alignSelf: 'flex-start', borderRadius: 1 }}
        />
      )}
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          startIcon={<OpenInNewIcon />}
          aria-label={`${title}: ${translate('common.viewInNewTab')}`}
        >
          {translate('common.viewInNewTab')}
        </Button>
        <Button
          size="small"
          href={downloadUrlOf(url)}
          startIcon={<DownloadIcon />}
          aria-label={`${title}: ${translate('common.download')}`}
        >
          {translate('common.download')}
        </Button>
      </Stack>
    </Stack>
  );
};
