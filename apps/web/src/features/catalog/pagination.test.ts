import { describe, expect, it } from 'vitest';
import { getPageWindow } from './pagination';

describe('getPageWindow', () => {
  it('shows every page when there are 5 or fewer', () => {
    expect(getPageWindow(1, 1)).toEqual([1]);
    expect(getPageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(getPageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows nothing when there are no pages', () => {
    expect(getPageWindow(1, 0)).toEqual([]);
  });

  it('keeps 5 numbers with the current page in the middle', () => {
    expect(getPageWindow(6, 20)).toEqual([4, 5, 6, 7, 8]);
  });

  it('pins the window to the first and last pages', () => {
    expect(getPageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(getPageWindow(2, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(getPageWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(getPageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it('clamps a current page outside the range', () => {
    expect(getPageWindow(99, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(getPageWindow(0, 7)).toEqual([1, 2, 3, 4, 5]);
  });
});
