import { useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useNotify, useTranslate } from 'react-admin';
import { errorText } from '../common/errorText';
import { RECEIPT_FIELD } from '../providers/refundPayload';
import { analyseReceipt, ReceiptAnalysisTimeout } from './receiptAnalysisApi';
import { fieldsToCheck, receiptFormFill, type ReceiptFormFill } from './receiptAnalysisFill';

/** Spec section 9: the "analysing" toast stays for 5 seconds. */
export const ANALYSIS_INFO_TOAST_MS = 5000;

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/**
 * Reads the form's chosen receipt through the analysis service and writes what it found into the
 * form (spec section 5). Any failure, or a receipt replaced while it ran, leaves the form as it was.
 */
export function useReceiptAnalysis() {
  const translate = useTranslate();
  const notify = useNotify();
  const { getValues, setValue } = useFormContext();
  const [running, setRunning] = useState(false);
  /** Filled fields to check, with the value filled in (a field the user changed needs no mark). */
  const [toCheck, setToCheck] = useState<Partial<ReceiptFormFill>>({});
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
    notify('refunds.messages.analysisInfo', { type: 'info', autoHideDuration: ANALYSIS_INFO_TOAST_MS });
    try {
      const answer = await analyseReceipt(file, { signal: controller.signal });
      if (getValues(RECEIPT_FIELD) !== file) return;
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
      const reason =
        error instanceof ReceiptAnalysisTimeout
          ? translate('refunds.messages.analysisTimeout')
          : errorText(error, translate('errors.generic'));
      notify('refunds.messages.analysisError', { type: 'error', messageArgs: { msg: reason } });
    } finally {
      setRunning(false);
    }
  };

  return { analyse, running, toCheck };
}
