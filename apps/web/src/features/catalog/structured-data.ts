// schema.org data of catalogue pages, as search engines read it (JSON-LD): a product with its offer
// and rating, and the breadcrumb trail above it. URLs are absolute, from the shop's public origin.
import { imageAtWidth, isResizableImage, type Product } from '@eshop/shared';
import type { JsonLd } from '../../lib/page-meta';
import { categoryPath, productPath } from '../../lib/format';

/** The largest picture a link preview or a search result can use. */
export const shareImage = (url: string) => (isResizableImage(url) ? imageAtWidth(url, 800) : url);

const absolute = (origin: string, pathOrUrl: string) => new URL(pathOrUrl, origin).toString();

/** The amount as schema.org writes prices: dollars with two decimals, never a float's tail. */
const decimalPrice = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

export function productJsonLd(product: Product, origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.desc,
    image: absolute(origin, shareImage(product.imageURL)),
    sku: product.id,
    category: product.category,
    brand: { '@type': 'Brand', name: product.brand },
    offers: {
      '@type': 'Offer',
      url: absolute(origin, productPath(product.id)),
      price: decimalPrice(product.priceCents),
      priceCurrency: 'USD',
      availability: `https://schema.org/${product.stock > 0 ? 'InStock' : 'OutOfStock'}`,
    },
    ...(product.reviewCount > 0 && product.averageRating !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.averageRating,
            reviewCount: product.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** Home > category (> product): each step a page of the shop. */
export function breadcrumbJsonLd(origin: string, steps: { name: string; path: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absolute(origin, step.path),
    })),
  };
}

export const categoryCrumbs = (homeName: string, category: string) => [
  { name: homeName, path: '/' },
  { name: category, path: categoryPath(category) },
];
