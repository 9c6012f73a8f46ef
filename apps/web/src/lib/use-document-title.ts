import { useEffect } from 'react';
import { shopName } from './shop-name';

/** Sets the tab title to "Page | Shop" (or just the shop name) while the page is shown. */
export const useDocumentTitle = (title?: string): void => {
  useEffect(() => {
    document.title = title ? `${title} | ${shopName}` : shopName;
  }, [title]);
};
