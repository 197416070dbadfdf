/** The six fields a receipt fills in the refund form; 'Bulunamadı' marks a field that was not found. */
export const NOT_FOUND = 'Bulunamadı';

export const RECEIPT_FIELD_NAMES = [
  'gonderici_ismi',
  'alici_ismi',
  'alici_hesap',
  'tutar',
  'islem_tarihi',
  'islem_saati',
] as const;

export type ReceiptFieldName = (typeof RECEIPT_FIELD_NAMES)[number];

/**
 * gonderici_ismi / alici_ismi: names as printed (trimmed, single spaces); alici_hesap: IBAN without spaces,
 * mod 97 checked; tutar: Turkish format '1.234,56'; islem_tarihi: 'dd.MM.yyyy'; islem_saati: 'HH:mm'.
 */
export type ReceiptFields = Record<ReceiptFieldName, string>;

export const emptyReceiptFields = (): ReceiptFields =>
  Object.fromEntries(RECEIPT_FIELD_NAMES.map((name) => [name, NOT_FOUND])) as ReceiptFields;

export const foundFieldCount = (fields: ReceiptFields): number =>
  RECEIPT_FIELD_NAMES.filter((name) => fields[name] !== NOT_FOUND).length;
