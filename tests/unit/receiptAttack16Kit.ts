/**
 * The design book and helpers of attack 16's receipts (receiptAttack16Designs.ts, receiptAttack16MoreDesigns.ts):
 * one book, so each design's id is its rule and its place over both files.
 */
import type { Word } from '../../server/receiptAnalysis/layout';
import {
  N,
  R,
  designBook,
  ocrAt,
  ocrLines,
  ocrForm as form,
  textForm as text,
  ocrAmount as amount,
  type Cells,
  type Fields,
} from './receiptAttackKit';
import { spaced } from './receiptTestWords';

export const { designs, add } = designBook();
export const spacedFigure = (title: string, input: string | Word[], want?: Fields) =>
  add('amount', title, input, want);
export const zone = (title: string, input: string | Word[], want?: Fields) => add('zone', title, input, want);
export const log = (title: string, input: string | Word[], want?: Fields) => add('log', title, input, want);
export const message = (title: string, input: string | Word[], want?: Fields) =>
  add('message', title, input, want);
export const tail = (title: string, input: string | Word[], want?: Fields) => add('tail', title, input, want);

export const page = (...lines: string[]) => lines.join('\n') + '\n';
/** A text table's line: each cell but the last padded to its column's width. */
export const line = (widths: number[], ...row: string[]) =>
  row.map((cell, index) => (index < row.length - 1 ? cell.padEnd(widths[index]) : cell)).join('');
/** One OCR'd line's cells, each a text then its x: cells('Ad Soyad', 0, 'MEHMET KAYA', 20). */
export const cells = (...parts: Array<string | number>): Cells =>
  parts.flatMap((value, index) => (index % 2 ? [] : [[String(value), Number(parts[index + 1] ?? 0)]]));
export const PARTIES = ['Gönderen: AYŞE YILMAZ', 'Alıcı Adı: MEHMET KAYA', `Alıcı IBAN: ${spaced(R)}`];
export const PARTY_CELLS = [
  cells('Gönderen', 0, 'AYŞE YILMAZ', 24),
  cells('Alıcı Adı', 0, 'MEHMET KAYA', 24),
  cells('Alıcı IBAN', 0, spaced(R), 24),
];

export { N, R, ocrAt, ocrLines, form, text, amount, spaced, type Cells, type Fields, type Word };
