import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** A new page starts at the top; a link with a #hash is left to the page that owns the anchor. */
export const useScrollToTop = (): void => {
  const { pathname, hash } = useLocation();
  useLayoutEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
};
