import type { KeyboardEvent } from 'react';

/** Navigation and edit keys the amount field lets through (spec section 5). */
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
