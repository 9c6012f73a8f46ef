// What the product form checks before sending: the shared productInputSchema, fed from what the
// inputs hold (text as typed; the price in dollars). The form's fields carry the schema's names, so
// the schema's messages and the server's `details` land on the same inputs.
// NOTE: imported by the lazy admin pages only (zod runtime).
import '../../../lib/zod-jitless';
import { z } from 'zod';
import { priceText, parsePrice, productInputSchema, type Product } from '@eshop/shared';

/** Blank stays "not given" (the schema's own message says what to enter); other text is converted. */
const numberFromText = (toNumber: (text: string) => number) =>
  z.string().transform((text) => (text.trim() === '' ? undefined : toNumber(text)));

export const productFormSchema = productInputSchema.extend({
  priceCents: numberFromText(parsePrice).pipe(productInputSchema.shape.priceCents),
  stock: numberFromText(Number).pipe(productInputSchema.shape.stock),
});

/** What the inputs hold. */
export type ProductFormValues = z.input<typeof productFormSchema>;
export type ProductFormField = keyof ProductFormValues;

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  priceCents: '',
  category: '',
  brand: '',
  desc: '',
  stock: '',
  imageURL: '',
  gallery: [],
  taxClass: 'standard',
};

export const productFormValuesOf = (product: Product): ProductFormValues => ({
  name: product.name,
  priceCents: priceText(product.priceCents),
  category: product.category,
  brand: product.brand,
  desc: product.desc,
  stock: String(product.stock),
  imageURL: product.imageURL,
  gallery: product.gallery,
  taxClass: product.taxClass ?? 'standard',
});

/** The form's field a message belongs to, from a schema path or a server detail's 'field.index' path. */
export const productFormFieldOf = (path: string): ProductFormField | undefined => {
  const key = path.split('.')[0];
  return key && key in EMPTY_PRODUCT_FORM ? (key as ProductFormField) : undefined;
};
