import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { formatCount, formatDuration, formatPercent } from '../../../src/common/formatters';

const translate = i18nProvider.translate;

describe('report formats', () => {
  it('show completion times under 24 hours in hours and from 24 hours on in days, one decimal', () => {
    expect(formatDuration(0.04, translate)).toBe('0,0 saat');
    expect(formatDuration(5.55, translate)).toBe('5,6 saat');
    expect(formatDuration(23.94, translate)).toBe('23,9 saat');
    expect(formatDuration(24, translate)).toBe('1,0 gün');
    expect(formatDuration(36, translate)).toBe('1,5 gün');
    expect(formatDuration(55.2, translate)).toBe('2,3 gün');
    expect(formatDuration(24 * 400, translate)).toBe('400,0 gün');
  });

  it('show no completion time when nothing was completed', () => {
    expect(formatDuration(null, translate)).toBe('—');
    expect(formatDuration(undefined, translate)).toBe('—');
  });

  it('show percentages with one decimal and the Turkish sign before the number', () => {
    expect(formatPercent(33.3, translate)).toBe('%33,3');
    expect(formatPercent(100, translate)).toBe('%100,0');
    expect(formatPercent(0, translate)).toBe('%0,0');
    expect(formatPercent('12.5', translate)).toBe('%12,5');
  });

  it('group counts the Turkish way', () => {
    expect(formatCount(1234567)).toBe('1.234.567');
    expect(formatCount(0)).toBe('0');
  });
});
