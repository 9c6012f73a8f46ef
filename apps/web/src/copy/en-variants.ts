// The words of product options and variants (decision 060): the owner's grid in the product form, and
// the shopper's choice on the product page, cards and lines.
import { formatCents, shopSymbol } from '@eshop/shared';

export const enVariants = {
  heading: 'Options and variants',
  intro:
    'Sizes, colours or materials the product comes in. Each combination is a variant with its own SKU, price, stock and picture.',
  newProductHint: 'Save the product first; then add its options here, such as Size and Colour.',
  optionName: (index: number) => `Option ${index + 1} name`,
  optionNamePlaceholder: 'Size',
  optionValues: (index: number) => `Option ${index + 1} values`,
  optionValuesHint: 'Separate the values with commas, e.g. 38, 39, 40.',
  addOption: 'Add an option',
  removeOption: (index: number) => `Remove option ${index + 1}`,
  maxOptions: (max: number) => `A product can have up to ${max} options.`,
  makeVariants: 'Make the variants',
  makeVariantsHint:
    'Makes a variant for every combination of the values; variants already here keep what you typed.',
  removeQuestion: (count: number, titles: string) =>
    `This removes ${count} ${count === 1 ? 'variant' : 'variants'} (${titles}), with ${count === 1 ? 'its' : 'their'} stock. Carts holding ${count === 1 ? 'it' : 'them'} lose ${count === 1 ? 'it' : 'them'}.`,
  removeConfirm: 'Remove and make the variants',
  keep: 'Keep them',
  withoutOptions: 'the product without options',
  gridLabel: 'Variants',
  columns: {
    variant: 'Variant',
    sku: 'SKU',
    // In the shop's currency: getters, read when the grid draws.
    get price() {
      return `Price (${shopSymbol()})`;
    },
    get compareAt() {
      return `Compare-at (${shopSymbol()})`;
    },
    stock: 'Stock',
    taxClass: 'Tax class',
    picture: 'Picture',
  },
  asProduct: "The product's",
  taxClasses: { standard: 'Standard', reduced: 'Reduced', zero: 'Zero' },
  cellLabel: (column: string, title: string) => `${column} of ${title}`,
  skuPlaceholder: 'Made up if blank',
  choosePicture: (title: string) => `Picture of ${title}`,
  removePicture: (title: string) => `Remove the picture of ${title}`,
  bulkHeading: 'Set a column for every variant',
  bulkColumn: 'Column',
  bulkValue: 'Value',
  bulkApply: 'Apply to all',
  bulkColumns: {
    get price() {
      return `Price (${shopSymbol()})`;
    },
    get compareAt() {
      return `Compare-at (${shopSymbol()})`;
    },
    stock: 'Stock',
  },
  save: 'Save variants',
  checkCells: 'Some variants need a look: see the cells marked.',
  saved: (count: number) => `${count} ${count === 1 ? 'variant' : 'variants'} saved.`,
  summary: (count: number, fromCents: number, stock: number) =>
    `${count} ${count === 1 ? 'variant' : 'variants'}, from ${formatCents(fromCents)}, ${stock} in stock`,
  setPerVariant: 'Set per variant, below.',
} as const;
