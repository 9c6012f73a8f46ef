// Boot stage 3 of 3 (main.tsx): the app's layout, routes and the catalogue's first requests.
export { App } from '../app';
export { preloadPage } from '../routes';
export { prefetchCatalogPageData } from '../../features/catalog';
export { loadPageLanguage, prepareOwnerTexts } from '../../copy';
export { warmUpMessageFormat } from '@eshop/shared';
