import DocumentScannerIcon from '@mui/icons-material/DocumentScanner';
import { Button, CircularProgress } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useNotifyError } from '../../common/useNotifyError';
import { useCloseProgressNotice } from '../../layout/AppNotification';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ReceiptAnalysisTimeout } from '../../providers/receiptCalls';
import { RECEIPT_FIELD } from '../../providers/refundPayload';
import { fieldsToCheck, receiptFormFill, type ReceiptFormFill } from './receiptAnalysisFill';
import { useSetFieldsToCheck } from './ReceiptCheckMarks';
import { useReceiptAnalysed } from './ReceiptReuseWarning';

/** The 'analysing' toast stays while the analysis runs and no longer. */
const ANALYSIS_PROGRESS = 'receiptAnalysis';

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/**
 * Reads the form's chosen receipt through the analysis service and writes what it found into the
 * form. Any failure, or a receipt replaced while it ran, leaves the form as it was.
 */
function useReceiptAnalysis() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const closeProgress = useCloseProgressNotice();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { getValues, setValue } = useFormContext();
  const [running, setRunning] = useState(false);
  const setToCheck = useSetFieldsToCheck();
  const receiptAnalysed = useReceiptAnalysed();
  const runningAnalysis = useRef<AbortController | null>(null);

  // Leaving the page cancels a running analysis; nothing is reported then.
  useEffect(() => () => runningAnalysis.current?.abort(), []);

  const fill = (values: ReceiptFormFill) => {
    for (const [name, value] of Object.entries(values)) {
      setValue(name, value, { shouldDirty: true, shouldValidate: true });
    }
  };

  const analyse = async () => {
    const file: unknown = getValues(RECEIPT_FIELD);
    if (!(file instanceof File)) {
      notify('refunds.messages.receiptFirst', { type: 'warning' });
      return;
    }
    const controller = new AbortController();
    runningAnalysis.current = controller;
    setToCheck({});
    setRunning(true);
    notify('refunds.messages.analysisInfo', { type: 'info', progressKey: ANALYSIS_PROGRESS });
    try {
      const answer = await dataProvider.analyseReceipt(file, { signal: controller.signal });
      if (getValues(RECEIPT_FIELD) !== file) return;
      // The server now knows what the receipt says: the reuse check looks again.
      if (answer.success) receiptAnalysed();
      const values = answer.success ? receiptFormFill(answer.data) : {};
      if (Object.keys(values).length === 0) {
        notify('refunds.messages.analysisEmpty', { type: 'warning' });
        return;
      }
      fill(values);
      setToCheck(
        Object.fromEntries(fieldsToCheck(values, answer.confidence).map((name) => [name, values[name]])),
      );
      notify('refunds.messages.analysisSuccess', { type: 'success' });
    } catch (error) {
      if (controller.signal.aborted && isAbort(error)) return;
      if (error instanceof ReceiptAnalysisTimeout) {
        notify('refunds.messages.analysisError', {
          type: 'error',
          messageArgs: { msg: translate('refunds.messages.analysisTimeout') },
        });
      } else notifyError(error, 'refunds.messages.analysisError');
    } finally {
      closeProgress(ANALYSIS_PROGRESS);
      setRunning(false);
    }
  };

  return { analyse, running };
}

/**
 * 'Dekontu Analiz Et' under the receipt chooser: fills the form from the chosen receipt; the filled
 * fields the reader was unsure of are marked 'Kontrol edin' on their inputs (ReceiptCheckMarks).
 */
export const AnalyseReceiptButton = () => {
  const translate = useTranslate();
  const { analyse, running } = useReceiptAnalysis();
  return (
    <Button
      variant="outlined"
      onClick={() => void analyse()}
      disabled={running}
      startIcon={running ? <CircularProgress size={16} aria-hidden /> : <DocumentScannerIcon />}
      sx={{ justifySelf: 'start' }}
    >
      {translate(running ? 'refunds.form.analysingReceipt' : 'refunds.form.analyseReceipt')}
    </Button>
  );
};
