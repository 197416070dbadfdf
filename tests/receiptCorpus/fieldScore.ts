/** Field-by-field comparison of analyser output with a sample's expected fields. */
import { NOT_FOUND } from '../../server/receiptAnalysis/receiptFields.js';
import { RECEIPT_FIELD_NAMES, type ReceiptFieldName } from '../../server/receiptAnalysis/receiptFields.js';
import type { ExpectedFields } from './receiptLayouts.js';

export interface FieldMiss {
  field: ReceiptFieldName;
  expected: string;
  actual: string;
  /** A value was given, and it is not the expected one (worse than 'Bulunamadı'). */
  wrong: boolean;
}

export function fieldMisses(expected: ExpectedFields, actual: Record<string, unknown>): FieldMiss[] {
  return RECEIPT_FIELD_NAMES.filter((field) => actual[field] !== expected[field]).map((field) => ({
    field,
    expected: expected[field],
    actual: String(actual[field]),
    wrong: actual[field] !== NOT_FOUND,
  }));
}

/** Right and wrong answers per field over many samples. */
export class FieldTally {
  readonly right = Object.fromEntries(RECEIPT_FIELD_NAMES.map((field) => [field, 0])) as Record<
    ReceiptFieldName,
    number
  >;
  samples = 0;
  /** Fields answered with a wrong (non-empty) value. */
  wrong = 0;
  /** Recipient IBANs answered with a wrong account. */
  wrongIbans = 0;

  add(misses: FieldMiss[]): void {
    this.samples++;
    for (const field of RECEIPT_FIELD_NAMES)
      if (!misses.some((miss) => miss.field === field)) this.right[field]++;
    for (const miss of misses) {
      if (!miss.wrong) continue;
      this.wrong++;
      if (miss.field === 'alici_hesap') this.wrongIbans++;
    }
  }

  get fieldsRight(): number {
    return RECEIPT_FIELD_NAMES.reduce((sum, field) => sum + this.right[field], 0);
  }

  get fieldsTotal(): number {
    return this.samples * RECEIPT_FIELD_NAMES.length;
  }

  /** Share of all fields right, 0–1 (1 for no samples). */
  get accuracy(): number {
    return this.fieldsTotal === 0 ? 1 : this.fieldsRight / this.fieldsTotal;
  }

  /** Share of all fields answered with a wrong value, 0–1. */
  get wrongRate(): number {
    return this.fieldsTotal === 0 ? 0 : this.wrong / this.fieldsTotal;
  }
}
