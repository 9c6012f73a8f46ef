import { describe, expect, it } from 'vitest';
import { comparePeriods } from './period-change';

describe('comparing a figure with the previous period', () => {
  it('gives the change as a whole percentage of the previous figure', () => {
    expect(comparePeriods(11_200, 10_000)).toEqual({ direction: 'up', percent: 12 });
    expect(comparePeriods(9_150, 10_000)).toEqual({ direction: 'down', percent: 9 }); // 8.5 rounds up
    expect(comparePeriods(0, 4_000)).toEqual({ direction: 'down', percent: 100 });
    expect(comparePeriods(30, 10)).toEqual({ direction: 'up', percent: 200 });
  });

  it('keeps the direction of a change under 1%', () => {
    expect(comparePeriods(10_001, 10_000)).toEqual({ direction: 'up', percent: 0 });
    expect(comparePeriods(9_999, 10_000)).toEqual({ direction: 'down', percent: 0 });
  });

  it('calls a figure new when there was nothing before, and equal ones the same', () => {
    expect(comparePeriods(500, 0)).toEqual({ direction: 'new' });
    expect(comparePeriods(0, 0)).toEqual({ direction: 'same' });
    expect(comparePeriods(7, 7)).toEqual({ direction: 'same' });
  });
});
