import type { KeyboardEvent } from 'react';
import { TextInput, type Validator } from 'react-admin';
import { formatAmountInput } from '../common/formatters';

/** Navigation and edit keys the amount field lets through. */
const NAVIGATION_AND_EDIT_KEYS = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'Escape',
  'Enter',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
]);

/** Copy, cut, paste, select all and undo/redo with Ctrl (or Cmd on macOS). */
const CLIPBOARD_COMBO_KEYS = new Set(['a', 'c', 'v', 'x', 'z', 'y']);

type KeyInfo = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>;

/**
 * The amount field's keyboard rule: digits, the decimal comma and the thousands dot, navigation and
 * edit keys and copy/paste combinations.
 */
export function isAllowedAmountKey({ key, ctrlKey, metaKey, altKey }: KeyInfo): boolean {
  if ((ctrlKey || metaKey) && !altKey && CLIPBOARD_COMBO_KEYS.has(key.toLowerCase())) return true;
  if (ctrlKey || metaKey || altKey) return false;
  if (NAVIGATION_AND_EDIT_KEYS.has(key)) return true;
  return /^[0-9,.]$/.test(key);
}

const blockDisallowedKeys = (event: KeyboardEvent<HTMLInputElement>) => {
  if (!isAllowedAmountKey(event)) event.preventDefault();
};

/** A stored amount shows as '48.965,45'; what the user types stays as typed until it is sent. */
const showAmount = (value: unknown) =>
  typeof value === 'number' ? formatAmountInput(value) : typeof value === 'string' ? value : '';
const keepTyped = (text: string) => (text === '' ? null : text);

/**
 * The amount, shown and typed the Turkish way (48.965,45). The form keeps the typed text; the
 * validator and the request read it with parseTypedAmount, so '48.965,45' is sent as 48965.45.
 */
export const AmountInput = ({ validate }: { validate: Validator[] }) => (
  <TextInput
    source="amount"
    label="refunds.fields.amount"
    validate={validate}
    format={showAmount}
    parse={keepTyped}
    inputProps={{ onKeyDown: blockDisallowedKeys, inputMode: 'decimal' }}
    fullWidth
  />
);
