// The shop pages feature's public face: the admin's page editor reads and saves through this API and
// previews with the same Markdown renderer the shopper sees.
export { useGetShopPageQuery, useSaveShopPageMutation } from './api/pages-api';
export { Markdown } from './components/markdown';
