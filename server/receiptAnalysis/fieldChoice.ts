/**
 * How a field picks its value among the candidates its labels offer: the valid values of the most
 * specific labels compete, and two different values without a clear winner leave the field unanswered
 * (a wrong value is worse than none).
 */
import type { Word } from './layout.js';
import type { Candidate, FieldTarget, PageLayout } from './layoutCandidates.js';

/** A field's value, how sure the reader is of it (0–1), and the candidate it came from, if any. */
export interface Found {
  value: string;
  confidence: number;
  candidate?: Candidate;
}

/** Two values within this much score of each other leave the field unanswered. */
const TIE_MARGIN = 0.1;

export const meanConf = (words: Word[]) =>
  words.length === 0 ? 1 : words.reduce((sum, word) => sum + word.conf, 0) / words.length;

/** Whether any word of the page was read by an OCR (a text layer's words are sure: confidence 1). */
export const isOcrPage = (layout: PageLayout) =>
  layout.rows.some((row) => row.segments.some((segment) => segment.words.some((word) => word.conf < 1)));

/** The winner among a field's candidates, 'ambiguous' when two different values compete, null if none. */
export function choose(
  candidates: Candidate[],
  target: FieldTarget,
  read: (candidate: Candidate) => string | null,
): Found | 'ambiguous' | null {
  const valued = candidates
    .filter((candidate) => candidate.target === target)
    .map((candidate) => ({ candidate, value: read(candidate) }))
    .filter((entry): entry is { candidate: Candidate; value: string } => entry.value !== null);
  if (valued.length === 0) return null;
  const bestRank = Math.min(...valued.map((entry) => entry.candidate.rank));
  const top = valued
    .filter((entry) => entry.candidate.rank === bestRank)
    .sort((a, b) => b.candidate.score - a.candidate.score);
  const best = top[0];
  if (
    top.some(
      (entry) => entry.value !== best.value && entry.candidate.score >= best.candidate.score - TIE_MARGIN,
    )
  )
    return 'ambiguous';
  const disagreement = valued.some((entry) => entry.value !== best.value) ? 0.85 : 1;
  const generic = bestRank >= 3 ? 0.85 : 1;
  return {
    value: best.value,
    candidate: best.candidate,
    confidence: best.candidate.score * meanConf(best.candidate.words) * disagreement * generic,
  };
}

export const found = (result: Found | 'ambiguous' | null): Found | null =>
  result === 'ambiguous' ? null : result;

/** The text of each segment of the page, without the words under fee, total and print-date labels. */
export function segmentTexts(layout: PageLayout, rowsOf?: Set<number>): string[] {
  return layout.rows.flatMap((row, index) =>
    rowsOf && !rowsOf.has(index)
      ? []
      : row.segments.map((segment) =>
          segment.words
            .filter((word) => !layout.excluded.has(word))
            .map((word) => word.text)
            .join(' '),
        ),
  );
}

/** The only distinct value a reader finds on the page outside excluded lines, if exactly one. */
export function onlyValue(
  layout: PageLayout,
  read: (text: string) => string | null,
  rowsOf?: Set<number>,
): string | null {
  const values = new Set<string>();
  for (const text of segmentTexts(layout, rowsOf)) {
    const value = read(text);
    if (value) values.add(value);
  }
  return values.size === 1 ? [...values][0] : null;
}
