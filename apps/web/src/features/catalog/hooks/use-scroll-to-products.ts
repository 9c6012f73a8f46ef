import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PRODUCTS_ANCHOR_SCROLL_PX } from '@eshop/shared';

/** Spec: when the URL has #products, the page jumps to 700 px once the list has rendered. */
export const useScrollToProducts = (hasRenderedList: boolean): void => {
  const location = useLocation();
  useEffect(() => {
    if (location.hash === '#products' && hasRenderedList) {
      window.scrollTo({ top: PRODUCTS_ANCHOR_SCROLL_PX, behavior: 'instant' });
    }
  }, [location.key, location.hash, hasRenderedList]);
};
