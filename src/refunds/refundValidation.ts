import { email, required, type Validator } from 'react-admin';
import { MAX_REFUND_AMOUNT } from '../../contract/refunds';
import { formatAmountInput } from '../common/formatters';
import { parseTypedAmount } from '../common/typedAmount';

/** Every empty required field gives the same message: 'Lütfen tüm zorunlu alanları doldurun'. */
export const REQUIRED_MESSAGE = 'refunds.messages.requiredFields';

export const requiredField: Validator = required(REQUIRED_MESSAGE);

/** Amount: a number ≥ 0 with at most two decimals (kuruş); typed text is read the Turkish way. */
export const validAmount: Validator = (value: unknown) => {
  if (value === null || value === undefined || value === '') return undefined;
  const amount = typeof value === 'string' ? (parseTypedAmount(value) ?? NaN) : Number(value);
  if (!Number.isFinite(amount) || amount < 0) return 'refunds.messages.amountInvalid';
  if (amount > MAX_REFUND_AMOUNT) {
    return {
      message: 'refunds.messages.amountTooLarge',
      args: { max: formatAmountInput(MAX_REFUND_AMOUNT) },
    };
  }
  const cents = amount * 100;
  return Math.abs(cents - Math.round(cents)) > 1e-6 ? 'refunds.messages.amountInvalid' : undefined;
};

export const validEmail: Validator = email('refunds.messages.emailInvalid');
