/** The list page the address asks for (`?page=`): 1 when it is missing or not a positive number. */
export const pageParamOf = (params: URLSearchParams): number =>
  Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

/** `?page=` for `page`, left out on the first page (its address has no page). */
export const toPageParam = (page: number): { page?: string } => (page > 1 ? { page: String(page) } : {});
