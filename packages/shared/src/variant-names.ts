// What the storefront needs of variants without their schemas (decision 060's limits, a variant's
// name, the summary a product keeps): plain code, so that a page naming a cart line does not download
// zod with the admin's variant schemas (decision 076). variants.ts re-exports it.
/** Shopify's limit, and every shop we compare with keeps it. */
export const MAX_PRODUCT_OPTIONS = 3;
/** Variants of one product (sizes x colours x materials a real shop sells stay far below). */
export const MAX_PRODUCT_VARIANTS = 250;

/** One key per combination of values, any case: "Red / 42" and "red / 42" are one variant. */
export const comboKey = (values: readonly string[]) =>
  values.map((value) => value.toLowerCase()).join('\u0000');

/** A variant's values as one name, "Red / 42" (a missing value left out); '' for a product without options. */
export const variantTitleOf = (values: readonly (string | null | undefined)[]): string =>
  values.filter((value): value is string => !!value).join(' / ');

/**
 * What a product keeps of its variants for the listings (decision 060): its lowest price, the dearest
 * when they differ (else null: no "from"), the highest compare-at price of a variant on sale (else
 * null), and its stock in all.
 */
export function variantSummaryOf(
  variants: readonly { priceCents: number; compareAtCents: number | null; stock: number }[],
) {
  const prices = variants.map((variant) => variant.priceCents);
  const [lowest, dearest] = [Math.min(...prices), Math.max(...prices)];
  const sales = variants.flatMap((variant) =>
    variant.compareAtCents !== null && variant.compareAtCents > variant.priceCents
      ? [variant.compareAtCents]
      : [],
  );
  return {
    priceCents: lowest,
    priceMaxCents: dearest > lowest ? dearest : null,
    compareAtCents: sales.length > 0 ? Math.max(...sales) : null,
    stock: variants.reduce((sum, variant) => sum + variant.stock, 0),
  };
}

/** A line's full name: "Stride Runner 3 - Red / 42", or the product's name when it has no options. */
export const lineName = (line: { name: string; variantTitle?: string | undefined }): string =>
  line.variantTitle ? `${line.name} - ${line.variantTitle}` : line.name;
