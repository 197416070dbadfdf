import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { errorText } from './errorText';

/**
 * Shows a failed call as an error toast: the server's message, else the transport's, else the generic
 * 'Bir hata oluştu'. `key` is a catalog text with a `%{msg}` placeholder ('İşlem başarısız: %{msg}' by
 * default); with `key: null` the message is shown alone.
 */
export function useNotifyError() {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    (error: unknown, key: string | null = 'errors.operationFailed') => {
      const msg = errorText(error, translate('errors.generic'));
      if (key === null) notify(msg, { type: 'error' });
      else notify(key, { type: 'error', messageArgs: { msg } });
    },
    [notify, translate],
  );
}
