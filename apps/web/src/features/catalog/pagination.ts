// Which page numbers the pagination shows: a window of PAGINATION_WINDOW numbers that keeps the
// current page in the middle where it can, and never runs past the first or last page.
import { PAGINATION_WINDOW } from '@eshop/shared';

export const getPageWindow = (
  currentPage: number,
  pageCount: number,
  windowSize: number = PAGINATION_WINDOW,
): number[] => {
  if (pageCount < 1) return [];
  const size = Math.min(windowSize, pageCount);
  const current = Math.min(Math.max(currentPage, 1), pageCount);
  const first = Math.min(Math.max(current - Math.floor(size / 2), 1), pageCount - size + 1);
  return Array.from({ length: size }, (_, index) => first + index);
};
