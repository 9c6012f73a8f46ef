// The demo catalogue's options and variants (decision 060), as a clothes, shoe and phone shop sells
// them: sneakers in two or three colours and EU sizes 38-46 (children's 28-35), clothing in XS-XXL,
// flagship phones in colours and storage sizes (the dearer storage costs more). Each colour is its own
// drawing: the product's look with its main colour changed. Stock is varied, so some sizes are sold
// out, and two products are on sale (a compare-at price above the price).
import type { ProductLook } from '@eshop/demo-drawings';
import type { ProductOption } from '@eshop/shared';
import type { DemoProduct } from './demo-catalog.js';

/** A colour of a product: its name, and its main colour in the drawing. */
type DemoColour = [name: string, hex: `#${string}`];

const ADULT_SIZES = ['38', '39', '40', '41', '42', '43', '44', '45', '46'];
const CHILD_SIZES = ['28', '29', '30', '31', '32', '33', '34', '35'];
const CLOTHING_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];

/** The colours each product comes in; the first is the one its catalogue picture shows. */
const COLOURS: Record<string, DemoColour[]> = {
  'Stride Runner 3': [
    ['Blue', '#2563eb'],
    ['Red', '#dc2626'],
    ['Black', '#111827'],
  ],
  'Stride Trail GTX': [
    ['Olive', '#5f6b4e'],
    ['Grey', '#6b7280'],
  ],
  'Court Classic Low': [
    ['White', '#fafaf9'],
    ['Black', '#111827'],
  ],
  'Court High Top': [
    ['Red', '#b91c1c'],
    ['Navy', '#1e3a8a'],
    ['White', '#fafaf9'],
  ],
  'Canvas Slip-On': [
    ['Navy', '#1e3a8a'],
    ['Black', '#111827'],
  ],
  'Canvas Lace-Up': [
    ['Yellow', '#d4a017'],
    ['White', '#fafaf9'],
  ],
  'Marathon Elite Carbon': [
    ['Lime', '#d9f99d'],
    ['Orange', '#f97316'],
  ],
  'Skate Pro Suede': [
    ['Brown', '#5b3a29'],
    ['Black', '#111827'],
  ],
  'Retro Runner 85': [
    ['Grey', '#9ca3af'],
    ['Navy', '#1e3a8a'],
    ['Green', '#16a34a'],
  ],
  'Kids Light-Up Sneaker': [
    ['Pink', '#f472b6'],
    ['Blue', '#2563eb'],
  ],
  'Classic Oxford Shirt': [
    ['Light Blue', '#cfe0f3'],
    ['White', '#f8fafc'],
  ],
  'Linen Summer Shirt': [
    ['Sand', '#e9dfcc'],
    ['Navy', '#1e3a8a'],
  ],
  'Merino Crew Sweater': [
    ['Green', '#2f5d50'],
    ['Charcoal', '#374151'],
    ['Burgundy', '#7f1d1d'],
  ],
  'Down Puffer Jacket': [
    ['Orange', '#e4572e'],
    ['Black', '#111827'],
  ],
  'Slim Stretch Chinos': [
    ['Khaki', '#c8b08a'],
    ['Navy', '#1e3a8a'],
  ],
  'Everyday Denim Jacket': [['Blue', '#4a6fa5']],
  'Nova 15 Pro': [
    ['Titanium', '#8a8f98'],
    ['Black', '#111827'],
  ],
  'Nova 15': [
    ['Pink', '#f9c6d3'],
    ['Blue', '#bcd4ec'],
  ],
  'Galaxia S25': [
    ['Ice Blue', '#bcd4ec'],
    ['Black', '#111827'],
  ],
  'Galaxia Fold 6': [
    ['Navy', '#2f3a4a'],
    ['Silver', '#c0c0c0'],
  ],
  'Pixelate 9': [
    ['Porcelain', '#f4ece1'],
    ['Obsidian', '#111827'],
  ],
};

/** Storage sizes of the flagship phones, and what each adds to the price. */
const STORAGE: Record<string, [size: string, extraCents: number][]> = {
  'Nova 15 Pro': [
    ['128 GB', 0],
    ['256 GB', 10_000],
    ['512 GB', 30_000],
  ],
  'Nova 15': [
    ['128 GB', 0],
    ['256 GB', 10_000],
  ],
  'Galaxia S25': [
    ['256 GB', 0],
    ['512 GB', 12_000],
  ],
  'Galaxia Fold 6': [
    ['256 GB', 0],
    ['512 GB', 12_000],
    ['1 TB', 36_000],
  ],
  'Pixelate 9': [
    ['128 GB', 0],
    ['256 GB', 10_000],
  ],
};

/** Products on sale: the price before it, on every variant (or one colour's). */
const SALES: Record<string, { compareAtCents: number; colour?: string }> = {
  'Stride Trail GTX': { compareAtCents: 18_900 },
  'Down Puffer Jacket': { compareAtCents: 27_900, colour: 'Orange' },
};

export type DemoVariant = {
  values: string[];
  /** The colour's own picture: null for the colour the product's picture shows. */
  colour: string | null;
  priceCents: number;
  compareAtCents: number | null;
  stock: number;
};

export type DemoVariants = { options: ProductOption[]; variants: DemoVariant[] };

/** Units of a variant: 0 to 14, about one in six sold out, the same on every seed. */
const stockOf = (product: number, variant: number): number => {
  const spread = (product * 31 + variant * 17) % 29;
  return spread < 5 ? 0 : spread % 15;
};

/** The options and variants of a demo product, or undefined for one sold one way. */
export function demoVariantsOf(product: DemoProduct, index: number): DemoVariants | undefined {
  const colours = COLOURS[product.name];
  if (!colours) return undefined;
  const second: { name: string; values: { value: string; extraCents: number }[] } =
    product.look.kind === 'sneaker'
      ? {
          name: 'Size',
          values: (product.name.startsWith('Kids') ? CHILD_SIZES : ADULT_SIZES).map((value) => ({
            value,
            extraCents: 0,
          })),
        }
      : product.look.kind === 'garment'
        ? { name: 'Size', values: CLOTHING_SIZES.map((value) => ({ value, extraCents: 0 })) }
        : {
            name: 'Storage',
            values: (STORAGE[product.name] ?? []).map(([value, extraCents]) => ({ value, extraCents })),
          };
  const sale = SALES[product.name];
  const options: ProductOption[] = [
    ...(colours.length > 1 ? [{ name: 'Colour', values: colours.map(([name]) => name) }] : []),
    { name: second.name, values: second.values.map(({ value }) => value) },
  ];
  const variants = colours.flatMap(([colour], colourAt) =>
    second.values.map(({ value, extraCents }, valueAt) => ({
      values: colours.length > 1 ? [colour, value] : [value],
      colour: colourAt === 0 ? null : colour,
      priceCents: product.priceCents + extraCents,
      compareAtCents:
        sale && (!sale.colour || sale.colour === colour) ? sale.compareAtCents + extraCents : null,
      stock: stockOf(index, colourAt * second.values.length + valueAt),
    })),
  );
  return { options, variants };
}

/** The colours a demo product comes in (none: sold one way, or in one colour). */
export const demoColoursOf = (productName: string): string[] =>
  (COLOURS[productName] ?? []).map(([name]) => name);

/** The product's look in one of its colours (its main colour changed), or undefined if it has no such colour. */
export function lookInColour(product: DemoProduct, colour: string): ProductLook | undefined {
  const hex = COLOURS[product.name]?.find(([name]) => name === colour)?.[1];
  if (!hex) return undefined;
  const look = product.look;
  if (look.kind === 'sneaker') return { ...look, upper: hex };
  if (look.kind === 'garment') return { ...look, colour: hex };
  if (look.kind === 'phone' || look.kind === 'foldable') return { ...look, body: hex };
  return undefined;
}
