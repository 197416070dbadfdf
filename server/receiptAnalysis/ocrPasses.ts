/**
 * OCR of one image in up to two passes with different Tesseract settings, the second only when the first
 * misses a field: page segmentation 4 (a column of lines: keeps 'label   value' rows together, best on
 * clean images), then 6 with Sauvola's local binarisation (grey table cells, noisy scans). Each field then
 * takes the value most passes agree on, ties going to the pass that found more fields.
 */
import {
  emptyReceiptFields,
  foundFieldCount,
  NOT_FOUND,
  RECEIPT_FIELD_NAMES,
  type ReceiptFields,
} from './receiptFields.js';
import { parseReceiptText } from './receiptParser.js';
import { recogniseImage, type OcrOptions } from './tesseractOcr.js';

const PASSES: OcrOptions[] = [{ pageSegmentation: 4 }, { pageSegmentation: 6, thresholding: 'sauvola' }];

export interface OcrReading {
  fields: ReceiptFields;
  /** Text of every pass run, separated by a line with '---'. */
  text: string;
}

/** Per field, the value found by most readings; ties go to the reading with more fields, then the earlier. */
export function voteFields(readings: ReceiptFields[]): ReceiptFields {
  const fields = emptyReceiptFields();
  readings = [...readings].sort((a, b) => foundFieldCount(b) - foundFieldCount(a));
  for (const name of RECEIPT_FIELD_NAMES) {
    const counts = new Map<string, number>();
    for (const reading of readings) {
      if (reading[name] !== NOT_FOUND) counts.set(reading[name], (counts.get(reading[name]) ?? 0) + 1);
    }
    let best = 0;
    for (const [value, count] of counts) {
      if (count > best) {
        best = count;
        fields[name] = value;
      }
    }
  }
  return fields;
}

export async function readImageByOcr(
  image: Buffer,
  options: Pick<OcrOptions, 'timeoutMs'> = {},
): Promise<OcrReading> {
  const texts: string[] = [];
  const readings: ReceiptFields[] = [];
  for (const pass of PASSES) {
    const text = await recogniseImage(image, { ...pass, ...options });
    texts.push(text);
    readings.push(parseReceiptText(text));
    if (foundFieldCount(readings[readings.length - 1]) === RECEIPT_FIELD_NAMES.length) {
      return { fields: readings[readings.length - 1], text: texts.join('\n---\n') };
    }
  }
  return { fields: voteFields(readings), text: texts.join('\n---\n') };
}
