// schema.org data of catalogue pages, as search engines read it (JSON-LD): a product with its offer
// and rating, and the breadcrumb trail above it. URLs are absolute, from the shop's public origin.
import {
  amountText,
  imageAtWidth,
  isResizableImage,
  pathIn,
  shopCurrency,
  type Product,
} from '@eshop/shared';
import { currentLanguage } from '../../copy';
import type { JsonLd } from '../../lib/page-meta';
import { categoryPath, productPath } from '../../lib/format';

/** The largest picture a link preview or a search result can use. */
export const shareImage = (url: string) => (isResizableImage(url) ? imageAtWidth(url, 800) : url);

const absolute = (origin: string, pathOrUrl: string) => new URL(pathOrUrl, origin).toString();
/** A page of the shop in the page's language ('/de/product-details/...' on a German page). */
const pageUrl = (origin: string, path: string) => absolute(origin, pathIn(currentLanguage(), path));

/** The amount as schema.org writes prices: the currency's decimals (19.99, 2000), never a float's tail. */
const decimalPrice = (cents: number) => amountText(cents, shopCurrency());

const availability = (stock: number) => `https://schema.org/${stock > 0 ? 'InStock' : 'OutOfStock'}`;

/** schema.org's property for an option, where it has one (the rest vary by their own name). */
const variesBy = (option: string) =>
  /^colou?rs?$/i.test(option)
    ? 'https://schema.org/color'
    : /^sizes?$/i.test(option)
      ? 'https://schema.org/size'
      : option;

/**
 * A product sold one way is a `Product` with its offer. A product with options is a `ProductGroup`
 * (Google's markup for variants): `variesBy` its options, `hasVariant` a `Product` per variant with
 * its SKU, values, picture, price and its own URL (`?variant=`); `variantId` names the one the page
 * shows.
 */
export function productJsonLd(product: Product, origin: string, variantId?: string | null): JsonLd {
  const url = pageUrl(origin, productPath(product.id));
  const rating =
    product.reviewCount > 0 && product.averageRating !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.averageRating,
            reviewCount: product.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {};
  const common = {
    '@context': 'https://schema.org',
    name: product.name,
    description: product.desc,
    category: product.category,
    brand: { '@type': 'Brand', name: product.brand },
    ...rating,
  };
  const options = product.options ?? [];
  if (options.length === 0 || !product.variants) {
    return {
      ...common,
      '@type': 'Product',
      image: absolute(origin, shareImage(product.imageURL)),
      sku: product.id,
      offers: {
        '@type': 'Offer',
        url,
        price: decimalPrice(product.priceCents),
        priceCurrency: shopCurrency(),
        availability: availability(product.stock),
      },
    };
  }
  return {
    ...common,
    '@type': 'ProductGroup',
    productGroupID: product.id,
    url: variantId ? `${url}?variant=${encodeURIComponent(variantId)}` : url,
    variesBy: options.map((option) => variesBy(option.name)),
    hasVariant: product.variants.map((variant) => ({
      '@type': 'Product',
      name: `${product.name} - ${variant.title}`,
      sku: variant.sku,
      image: absolute(origin, shareImage(variant.imageURL ?? product.imageURL)),
      ...Object.fromEntries(
        options.flatMap((option, at) => {
          const key = variesBy(option.name).replace('https://schema.org/', '');
          return key === option.name ? [] : [[key, variant.values[at]]];
        }),
      ),
      additionalProperty: options.map((option, at) => ({
        '@type': 'PropertyValue',
        name: option.name,
        value: variant.values[at],
      })),
      offers: {
        '@type': 'Offer',
        url: `${url}?variant=${encodeURIComponent(variant.id)}`,
        price: decimalPrice(variant.priceCents),
        priceCurrency: shopCurrency(),
        availability: availability(variant.stock),
      },
    })),
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
      item: pageUrl(origin, step.path),
    })),
  };
}

export const categoryCrumbs = (homeName: string, category: string) => [
  { name: homeName, path: '/' },
  { name: category, path: categoryPath(category) },
];
