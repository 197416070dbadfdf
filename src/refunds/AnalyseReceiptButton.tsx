import DocumentScannerIcon from '@mui/icons-material/DocumentScanner';
import { Box, Button, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useReceiptAnalysis } from './useReceiptAnalysis';

/** 'Dekontu Analiz Et' under the receipt chooser: fills the form from the chosen receipt. */
export const AnalyseReceiptButton = () => {
  const translate = useTranslate();
  const { analyse, running } = useReceiptAnalysis();
  return (
    <Box>
      <Button
        variant="outlined"
        onClick={() => void analyse()}
        disabled={running}
        startIcon={running ? <CircularProgress size={16} aria-hidden /> : <DocumentScannerIcon />}
      >
        {translate(running ? 'refunds.form.analysingReceipt' : 'refunds.form.analyseReceipt')}
      </Button>
    </Box>
  );
};
