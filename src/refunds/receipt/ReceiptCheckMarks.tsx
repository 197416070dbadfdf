import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, Typography } from '@mui/material';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { ReceiptFormFill } from './receiptAnalysisFill';

/** Filled fields the reader was unsure of, with the value it filled in. */
export type FieldsToCheck = Partial<ReceiptFormFill>;

interface ReceiptCheckState {
  toCheck: FieldsToCheck;
  setToCheck: (fields: FieldsToCheck) => void;
}

const ReceiptCheckContext = createContext<ReceiptCheckState>({ toCheck: {}, setToCheck: () => undefined });

/** Holds, for a refund form, which fields a receipt analysis filled without being sure of them. */
export const ReceiptCheckProvider = ({ children }: { children: ReactNode }) => {
  const [toCheck, setToCheck] = useState<FieldsToCheck>({});
  const value = useMemo(() => ({ toCheck, setToCheck }), [toCheck]);
  return <ReceiptCheckContext.Provider value={value}>{children}</ReceiptCheckContext.Provider>;
};

/** Marks the fields to check after an analysis (an empty object clears every mark). */
export const useSetFieldsToCheck = () => useContext(ReceiptCheckContext).setToCheck;

/**
 * A form field's input, marked 'Kontrol edin' (a warning outline and a line under it) while it holds
 * the value a receipt analysis filled in without being sure of it; the mark goes once the user
 * changes the value.
 */
export const ReceiptCheckMark = ({ source, children }: { source: string; children: ReactNode }) => {
  const translate = useTranslate();
  const { toCheck } = useContext(ReceiptCheckContext);
  const current: unknown = useWatch({ name: source });
  const filled = (toCheck as Record<string, unknown>)[source];
  const marked = filled !== undefined && current === filled;
  const warning = { borderColor: 'warning.main', borderBottomColor: 'warning.main' };
  // The same element tree marked or not: the input keeps its focus while the user types.
  return (
    <Box
      data-receipt-check={marked ? source : undefined}
      sx={
        marked
          ? {
              '& .MuiOutlinedInput-notchedOutline': warning,
              '& .MuiFilledInput-root::before, & .MuiFilledInput-root::after': warning,
              '& .MuiInputBase-root': { bgcolor: 'rgba(237, 108, 2, 0.06)' },
            }
          : undefined
      }
    >
      {children}
      {marked && (
        <Typography
          variant="caption"
          color="warning.main"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: -0.5, mb: 1 }}
        >
          <WarningAmberIcon fontSize="inherit" aria-hidden />
          {translate('refunds.form.checkField')}
        </Typography>
      )}
    </Box>
  );
};
