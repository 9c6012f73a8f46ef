// How a figure of the dashboard's last days moved against the days before (issue 22): up or down by a
// whole percentage of the previous figure, the same, or new (nothing before, so no percentage).

export type PeriodChange =
  | {
      direction: 'up' | 'down';
      /** Whole percent of the previous figure; 0 means under 1%. */ percent: number;
    }
  | { direction: 'same' }
  | { direction: 'new' };

export function comparePeriods(current: number, previous: number): PeriodChange {
  if (current === previous) return { direction: 'same' };
  // A percentage of nothing is no number: the figure is new.
  if (previous === 0) return { direction: 'new' };
  const percent = Math.round((Math.abs(current - previous) / previous) * 100);
  return { direction: current > previous ? 'up' : 'down', percent };
}
