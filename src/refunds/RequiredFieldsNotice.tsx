import { useEffect, useRef } from 'react';
import { useFormState } from 'react-hook-form';
import { useNotify } from 'react-admin';
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
 * 'Lütfen tüm zorunlu alanları doldurun' (spec section 5); other field errors show under their field.
 */
export const RequiredFieldsNotice = () => {
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
