import type { KeyboardEvent } from 'react';
import { NumberInput, type Validator } from 'react-admin';

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
 * The amount field's keyboard rule: digits, navigation and edit keys and copy/paste combinations;
 * no decimal point key (decimals arrive by paste or from a receipt).
 */
export function isAllowedAmountKey({ key, ctrlKey, metaKey, altKey }: KeyInfo): boolean {
  if ((ctrlKey || metaKey) && !altKey && CLIPBOARD_COMBO_KEYS.has(key.toLowerCase())) return true;
  if (ctrlKey || metaKey || altKey) return false;
  if (NAVIGATION_AND_EDIT_KEYS.has(key)) return true;
  return /^[0-9]$/.test(key);
}

const blockDisallowedKeys = (event: KeyboardEvent<HTMLInputElement>) => {
  if (!isAllowedAmountKey(event)) event.preventDefault();
};

/** The amount: numeric, step 0.01, min 0, typed with digits only (see isAllowedAmountKey). */
export const AmountInput = ({ validate }: { validate: Validator[] }) => (
  <NumberInput
    source="amount"
    label="refunds.fields.amount"
    step={0.01}
    min={0}
    validate={validate}
    inputProps={{ onKeyDown: blockDisallowedKeys, inputMode: 'numeric' }}
    fullWidth
  />
);
