import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Box, Link, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { checkReceiptFile, firstFileOf, isPdfReceipt, RECEIPT_ACCEPT } from './receiptFiles';

interface ReceiptPreviewProps {
  file: File;
  onRemove: () => void;
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toLocaleString('tr-TR', { maximumFractionDigits: 1 })} MB`
    : `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('tr-TR')} KB`;

/** A chosen (not yet saved) receipt: image thumbnail or PDF icon, name, size and a removal link. */
const ReceiptPreview = ({ file, onRemove }: ReceiptPreviewProps) => {
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

export interface ReceiptDropzoneProps {
  file: File | null;
  onChange: (file: File | null) => void;
  /** Toast 'Dekont yüklendi: {file}' when a file is accepted (the forms do; the upload box saves at once). */
  announceSelection?: boolean;
  disabled?: boolean;
  hint?: string;
}

/**
 * Receipt chooser: click (or Enter) for the file picker, drag and drop, or paste from the clipboard
 * anywhere on the page. Files are checked for type (JPEG, PNG, GIF, PDF) and size (5 MB) first; a
 * refused one leaves the current choice as it is.
 */
export const ReceiptDropzone = ({
  file,
  onChange,
  announceSelection = true,
  disabled,
  hint,
}: ReceiptDropzoneProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const accept = (candidate: File | null) => {
    if (!candidate || disabled) return;
    const check = checkReceiptFile(candidate);
    if (!check.ok) {
      notify(check.message, { type: 'error' });
      return;
    }
    onChange(candidate);
    if (announceSelection) {
      notify('refunds.messages.receiptAttached', { type: 'success', messageArgs: { file: candidate.name } });
    }
  };
  // The paste listener lives as long as the dropzone and always sees the latest props.
  const acceptRef = useRef(accept);
  acceptRef.current = accept;

  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const pasted = firstFileOf(event.clipboardData);
      if (!pasted) return; // text pastes go to the focused field as usual
      event.preventDefault();
      acceptRef.current(pasted);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, []);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    accept(firstFileOf(event.dataTransfer));
  };

  return (
    <Box>
      <Box
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-disabled={disabled || undefined}
        aria-label={translate('refunds.form.receiptUpload')}
        onClick={() => !disabled && inputRef.current?.click()}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            if (!disabled) inputRef.current?.click();
          }
        }}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          borderRadius: 2,
          bgcolor: dragging ? 'action.hover' : 'transparent',
          p: 3,
          textAlign: 'center',
          cursor: disabled ? 'default' : 'pointer',
          opacity: disabled ? 0.6 : 1,
        }}
      >
        <CloudUploadIcon color="action" sx={{ fontSize: 36 }} aria-hidden />
        <Typography variant="body2">{hint ?? translate('refunds.form.receiptDropzone')}</Typography>
        {!hint && (
          <Typography variant="caption" color="text.secondary">
            {translate('refunds.form.receiptTypes')}
          </Typography>
        )}
      </Box>
      <input
        ref={inputRef}
        type="file"
        accept={RECEIPT_ACCEPT}
        hidden
        aria-label={translate('refunds.form.receiptFile')}
        data-testid="receipt-file-input"
        onChange={(event) => {
          accept(event.target.files?.[0] ?? null);
          event.target.value = '';
        }}
      />
      {file && (
        <Box sx={{ mt: 2 }}>
          <ReceiptPreview file={file} onRemove={() => onChange(null)} />
        </Box>
      )}
    </Box>
  );
};
