import type { KeyboardEvent } from 'react';
import { NumberInput, type Validator } from 'react-admin';
import { isAllowedAmountKey } from './amountKeys';

const blockDisallowedKeys = (event: KeyboardEvent<HTMLInputElement>) => {
  if (!isAllowedAmountKey(event)) event.preventDefault();
};

/** The amount: numeric, step 0.01, min 0, and the keyboard rule of spec section 5. */
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
