import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { trTR } from '@mui/x-date-pickers/locales';
import { tr } from 'date-fns/locale/tr';
import { useMemo, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { TurkishDateAdapter } from './TurkishDateAdapter';

const pickerLocaleText = trTR.components.MuiLocalizationProvider.defaultProps.localeText;

/** Date pickers below this speak Turkish (date-fns `tr`, MUI X's Turkish texts) and take today from Turkey. */
export const TurkishDatePickers = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  // A stable object: a new one would make the date fields start their typing over.
  const localeText = useMemo(
    () => ({
      ...pickerLocaleText,
      // MUI X's Turkish texts leave the date sections' names in English.
      day: translate('refunds.filters.dateSections.day'),
      month: translate('refunds.filters.dateSections.month'),
      year: translate('refunds.filters.dateSections.year'),
    }),
    [translate],
  );
  return (
    <LocalizationProvider dateAdapter={TurkishDateAdapter} adapterLocale={tr} localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
};
