// Text helpers for display.

/** Cuts text to `length` characters and adds '...' when it was longer (spec: names 18, descriptions 100). */
export const truncate = (text: string, length: number): string =>
  text.length > length ? `${text.slice(0, length)}...` : text;

/** Link target of a category page; 'Health & Beauty' needs encoding. */
export const categoryPath = (category: string): string => `/category/${encodeURIComponent(category)}`;

export const productPath = (id: string): string => `/product-details/${id}`;
