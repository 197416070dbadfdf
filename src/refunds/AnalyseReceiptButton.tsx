import DocumentScannerIcon from '@mui/icons-material/DocumentScanner';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import type { ReceiptFormFill } from './receiptAnalysisFill';
import { useReceiptAnalysis } from './useReceiptAnalysis';

const FIELD_LABELS: Record<keyof ReceiptFormFill, string> = {
  refund_name: 'refunds.fields.refundName',
  banveri: 'refunds.fields.iban',
  amount: 'refunds.fields.amount',
};
const FIELDS = Object.keys(FIELD_LABELS) as Array<keyof ReceiptFormFill>;

/**
 * 'Dekontu Analiz Et' under the receipt chooser: fills the form from the chosen receipt, then marks the
 * filled fields the reader was unsure of with 'Kontrol edin' until the user changes them.
 */
export const AnalyseReceiptButton = () => {
  const translate = useTranslate();
  const { analyse, running, toCheck } = useReceiptAnalysis();
  const current = useWatch({ name: FIELDS }) as unknown[];
  const unsure = FIELDS.filter((name, index) => name in toCheck && current[index] === toCheck[name]);
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Button
        variant="outlined"
        onClick={() => void analyse()}
        disabled={running}
        startIcon={running ? <CircularProgress size={16} aria-hidden /> : <DocumentScannerIcon />}
      >
        {translate(running ? 'refunds.form.analysingReceipt' : 'refunds.form.analyseReceipt')}
      </Button>
      {unsure.length > 0 && (
        <Alert severity="warning" data-testid="analysis-check">
          {translate('refunds.form.checkAnalysed', {
            fields: unsure.map((name) => translate(FIELD_LABELS[name])).join(', '),
          })}
        </Alert>
      )}
    </Box>
  );
};
