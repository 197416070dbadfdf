/**
 * Shares of a whole in percent with one decimal. Each share is rounded on its own (what a reader checks
 * by hand); only when those roundings together drift more than 0.1 from 100 are the shares closest to
 * their rounding boundary moved by 0.1, so that the column always adds up to 100 ± 0.1.
 */
export function percentagesOf(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return counts.map(() => 0);
  const exact = counts.map((count) => (count * 1000) / total);
  const tenths = exact.map(Math.round);
  let drift = tenths.reduce((sum, value) => sum + value, 0) - 1000;
  if (Math.abs(drift) > 1) {
    const step = drift > 0 ? -1 : 1;
    // Moving a share by one tenth costs the distance between its exact value and the other rounding.
    const candidates = exact
      .map((value, index) => ({ index, cost: Math.abs(tenths[index] + step - value) }))
      .sort((a, b) => a.cost - b.cost || a.index - b.index);
    for (const { index } of candidates) {
      if (Math.abs(drift) <= 1) break;
      tenths[index] += step;
      drift += step;
    }
  }
  return tenths.map((value) => value / 10);
}
