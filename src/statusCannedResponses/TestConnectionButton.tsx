import LanIcon from '@mui/icons-material/Lan';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { errorText } from '../common/errorText';
import type { AppDataProvider } from '../providers/dataProvider';

/** The server's failure text often starts with 'Bağlantı hatası' already; the toast says it once. */
function withoutLeadingLabel(text: string, label: string): string {
  return text.startsWith(label) ? text.slice(label.length).replace(/^\s*:\s*/, '') || text : text;
}

/** 'Bağlantıyı Test Et': asks the server to reach the help desk and says how it went. */
export const TestConnectionButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [testing, setTesting] = useState(false);

  const fail = (reason: string) =>
    notify('statusCannedResponses.messages.connectionFailed', {
      type: 'error',
      messageArgs: {
        msg: withoutLeadingLabel(reason, translate('statusCannedResponses.messages.connectionError')),
      },
    });

  const test = async () => {
    setTesting(true);
    try {
      const answer = await dataProvider.testHelpdeskConnection();
      if (answer.success === false) fail(answer.message || translate('errors.generic'));
      else notify('statusCannedResponses.messages.connectionOk', { type: 'success' });
    } catch (error) {
      fail(errorText(error, translate('errors.generic')));
    } finally {
      setTesting(false);
    }
  };

  return (
    <Button
      variant="outlined"
      onClick={() => void test()}
      disabled={testing}
      startIcon={testing ? <CircularProgress size={16} aria-hidden /> : <LanIcon />}
    >
      {translate('statusCannedResponses.testConnection')}
    </Button>
  );
};
