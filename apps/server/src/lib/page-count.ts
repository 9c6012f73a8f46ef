// How many pages a list of `total` things takes, `pageSize` a page: at least one, so an empty list
// still has its (empty) first page to show. (The storefront's listings and reviews answer 0 pages for
// nothing found, as the spec's API does: they keep their own rule.)
export const pageCountOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
