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

import { cells, line, page, PARTIES, PARTY_CELLS } from './receiptAttackPages';
export { cells, line, page, PARTIES, PARTY_CELLS };

export { N, R, ocrAt, ocrLines, form, text, amount, spaced, type Cells, type Fields, type Word };
