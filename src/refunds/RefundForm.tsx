import { Button, CardContent, Typography } from '@mui/material';
import { type ReactNode, useEffect, useRef } from 'react';
import { Form, SaveButton, Toolbar, useNotify, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { REQUIRED_MESSAGE } from './refundValidation';

/** react-admin hands its validators' messages to react-hook-form as '@@react-admin@@' + JSON. */
const RA_ERROR_PREFIX = '@@react-admin@@';

function messageKeyOf(error: unknown): string | null {
  const message = (error as { message?: unknown } | undefined)?.message;
  if (typeof message !== 'string') return null;
  if (!message.startsWith(RA_ERROR_PREFIX)) return message;
  try {
    const parsed: unknown = JSON.parse(message.slice(RA_ERROR_PREFIX.length));
    if (typeof parsed === 'string') return parsed;
    const inner = (parsed as { message?: unknown } | null)?.message;
    return typeof inner === 'string' ? inner : null;
  } catch {
    return null;
  }
}

/**
 * Replaces react-admin's generic "form is not valid" toast: a submit with empty required fields says
 * 'Lütfen tüm zorunlu alanları doldurun'; other field errors show under their field.
 */
const RequiredFieldsNotice = () => {
  const notify = useNotify();
  const { submitCount, errors } = useFormState();
  const seen = useRef(submitCount);
  useEffect(() => {
    if (submitCount === seen.current) return;
    seen.current = submitCount;
    const keys = Object.values(errors).map(messageKeyOf);
    if (keys.length === 0) return;
    notify(keys.includes(REQUIRED_MESSAGE) ? REQUIRED_MESSAGE : 'ra.message.invalid_form', { type: 'error' });
  }, [submitCount, errors, notify]);
  return null;
};

interface RefundFormToolbarProps {
  saveLabel: string;
  /** Where 'İptal' goes. */
  cancelTo: string;
}

/** Cancel and save; the save button is busy while the form is being sent. */
const RefundFormToolbar = ({ saveLabel, cancelTo }: RefundFormToolbarProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Toolbar sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
      <Button onClick={() => navigate(cancelTo)}>{translate('refunds.form.cancel')}</Button>
      <SaveButton label={saveLabel} alwaysEnable />
    </Toolbar>
  );
};

export interface RefundFormProps {
  /** Translation key of the page heading. */
  title: string;
  saveLabel: string;
  cancelTo: string;
  defaultValues?: Record<string, unknown>;
  children: ReactNode;
}

/**
 * The form frame of the create and edit pages: react-admin's Form (record, save and validation from
 * the surrounding Create or Edit), the required-fields toast, and cancel and save. Leaving with unsaved
 * changes (cancel, a menu link, back) asks first.
 */
export const RefundForm = ({ title, saveLabel, cancelTo, defaultValues, children }: RefundFormProps) => {
  const translate = useTranslate();
  return (
    // noValidate: our validators give the Turkish messages; the browser's own bubbles would pre-empt them.
    <Form defaultValues={defaultValues} disableInvalidFormNotification noValidate warnWhenUnsavedChanges>
      <RequiredFieldsNotice />
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
      <RefundFormToolbar saveLabel={saveLabel} cancelTo={cancelTo} />
    </Form>
  );
};
