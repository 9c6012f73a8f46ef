import { usePageMeta } from './page-meta';

/** Sets the tab title to "Page | Shop" (or just the shop name) while the page is shown. */
export const useDocumentTitle = (title?: string): void => usePageMeta({ title });
