import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
};

/** True while the page is scrolled further down than `offsetPx`. */
export const useIsScrolledPast = (offsetPx: number): boolean =>
  useSyncExternalStore(
    subscribe,
    () => window.scrollY > offsetPx,
    () => false,
  );
