import { describe, expect, it } from 'vitest';
import { formatCompletion } from '../../server/reports/completionStats';
import { percentagesOf } from '../../server/reports/percentages';

/** A small deterministic generator, so that a failure names the counts that caused it. */
function* countSets(): Generator<number[]> {
  let seed = 12345;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  for (let i = 0; i < 2000; i++) {
    const length = 1 + (next() % 12);
    yield Array.from({ length }, () => (next() % 5 === 0 ? next() % 3 : next() % 100_000));
  }
}

describe('report percentages', () => {
  it('rounds each share to one decimal: 3 of 7 is 42.9', () => {
    expect(percentagesOf([3, 2, 2])).toEqual([42.9, 28.6, 28.6]);
    expect(percentagesOf([1, 1, 1])).toEqual([33.3, 33.3, 33.3]);
    expect(percentagesOf([0, 0])).toEqual([0, 0]);
  });

  it('always adds up to 100 ± 0.1 and stays within 0.1 of each exact share', () => {
    for (const counts of countSets()) {
      const total = counts.reduce((s, c) => s + c, 0);
      if (total === 0) continue;
      const shares = percentagesOf(counts);
      const sum = shares.reduce((s, v) => s + v, 0);
      expect(Math.abs(sum - 100), JSON.stringify(counts)).toBeLessThanOrEqual(0.1 + 1e-9);
      shares.forEach((share, i) =>
        expect(Math.abs(share - (counts[i] * 100) / total), JSON.stringify(counts)).toBeLessThanOrEqual(
          0.1 + 1e-9,
        ),
      );
    }
  });

  it('moves the shares nearest their rounding boundary when plain rounding drifts', () => {
    // Eleven equal shares of 9.0909…: plain rounding gives 9.1 × 11 = 100.1, still inside the band.
    expect(percentagesOf(Array(11).fill(1)).reduce((s, v) => s + v, 0)).toBeCloseTo(100.1, 6);
    // Sixteen shares of 6.25 round half up to 6.3 each (100.8): seven of them go back to 6.2.
    const sixteen = percentagesOf(Array(16).fill(1));
    expect(sixteen.filter((v) => v === 6.2)).toHaveLength(7);
    expect(sixteen.reduce((s, v) => s + v, 0)).toBeCloseTo(100.1, 6);
  });
});

describe('completion time format', () => {
  it('shows hours under 24 hours and days from 24 hours, one decimal with a comma', () => {
    expect(formatCompletion(5.25 * 3_600_000)).toBe('5,3 saat');
    expect(formatCompletion(23.9 * 3_600_000)).toBe('23,9 saat');
    expect(formatCompletion(24 * 3_600_000)).toBe('1,0 gün');
    expect(formatCompletion(27.25 * 3_600_000)).toBe('1,1 gün');
  });
});
