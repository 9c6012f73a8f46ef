// What a product page's related products ask for, shared by the page and by the server's loading of
// its data before the render (prefetch-page-data.ts): the same arguments find the same answer.
export const RELATED_COUNT = 4;

/** The newest products of the category, one more than shown: the product itself may be among them. */
export const relatedProductsQuery = (category: string) =>
  ({ category, sort: 'latest', page: 1, limit: RELATED_COUNT + 1 }) as const;
