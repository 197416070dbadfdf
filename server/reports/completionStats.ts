import type { CompletionFigures } from '../../contract/reports.js';
import type { CompletionGroup } from './store.js';
import { serverText } from '../i18n/catalog.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Under 24 hours in hours, otherwise in days, one decimal (Turkish decimal comma). */
export function formatCompletion(ms: number): string {
  const [value, key] =
    ms < DAY_MS ? [ms / HOUR_MS, 'server.reports.hours'] : [ms / DAY_MS, 'server.reports.days'];
  return serverText(key, { value: value.toFixed(1).replace('.', ',') });
}

export function completionFigures(group: Omit<CompletionGroup, 'payment_method_id'>): CompletionFigures {
  if (group.completed_count === 0) {
    return {
      completed_count: 0,
      avg_completion_formatted: null,
      avg_completion_hours: null,
      min_completion_hours: null,
      max_completion_hours: null,
      avg_completion_days: null,
      min_completion_days: null,
      max_completion_days: null,
    };
  }
  const avg = group.total_ms / group.completed_count;
  return {
    completed_count: group.completed_count,
    avg_completion_formatted: formatCompletion(avg),
    avg_completion_hours: round2(avg / HOUR_MS),
    min_completion_hours: round2(group.min_ms / HOUR_MS),
    max_completion_hours: round2(group.max_ms / HOUR_MS),
    avg_completion_days: round2(avg / DAY_MS),
    min_completion_days: round2(group.min_ms / DAY_MS),
    max_completion_days: round2(group.max_ms / DAY_MS),
  };
}

/** The whole set from the per-method groups: counts and sums add up, extremes are the extremes. */
export function overallCompletion(groups: readonly CompletionGroup[]): CompletionFigures {
  return completionFigures({
    completed_count: groups.reduce((sum, g) => sum + g.completed_count, 0),
    total_ms: groups.reduce((sum, g) => sum + g.total_ms, 0),
    min_ms: Math.min(...groups.map((g) => g.min_ms)),
    max_ms: Math.max(...groups.map((g) => g.max_ms)),
  });
}
