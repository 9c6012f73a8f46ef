// What a page says about itself beyond its body: the tab title, and, for a page rendered on the server
// (decision 024), the HTTP status, the description, the picture a link preview shows and structured
// data for search engines. In the browser only the title is applied (on every navigation); on the
// server the renderer hands each page a context to write to, and puts it into the HTML's head.
import { createContext, useContext, useEffect } from 'react';
import { shopName } from './shop-name';

export type JsonLd = Record<string, unknown>;

export type PageMeta = {
  /** The page's own title; the tab shows "title | Shop" (the shop's name alone when absent). */
  title?: string;
  description?: string;
  /** Absolute path or URL of the picture of a link preview (Open Graph, Twitter). */
  image?: string;
  /** Open Graph's type: "website" unless the page is a product. */
  type?: 'website' | 'product';
  /** schema.org objects (Product, BreadcrumbList) put into the page as JSON-LD. */
  jsonLd?: JsonLd[];
  /** An HTTP status other than 200: 404 for a page, product or category that does not exist. */
  status?: number;
  /** A page nobody searches for (the cart): kept out of search results, with no canonical URL. */
  noindex?: boolean;
};

/** Filled in by the pages of one server render; `origin` is the shop's public URL (for absolute links). */
export type ServerPageRecord = { origin: string; meta: PageMeta };

export const ServerPageContext = createContext<ServerPageRecord | null>(null);

export const fullTitle = (title?: string) => (title ? `${title} | ${shopName}` : shopName);

/** Structured data is only drawn on the server: the browser has no use for it after the first page. */
export const useIsServerPage = () => useContext(ServerPageContext) !== null;

/** The shop's public origin, for the absolute URLs of structured data (only asked for on the server). */
export const useServerOrigin = (): string => useContext(ServerPageContext)?.origin ?? '';

/** Declares the page's meta; the last page to declare wins (the layout's routes render one page). */
export function usePageMeta(meta: PageMeta): void {
  const record = useContext(ServerPageContext);
  if (record) record.meta = { ...record.meta, ...meta };
  const { title } = meta;
  useEffect(() => {
    document.title = fullTitle(title);
  }, [title]);
}
