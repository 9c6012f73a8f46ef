// The product page's choice of a variant (decision 060): the values chosen so far, one per option;
// the variant they name once every option has one; and, for each value, whether choosing it (with the
// others chosen) gives a variant in stock, a sold-out one, or none at all.
import type { Product, ProductOption, ProductPageVariant } from '@eshop/shared';

/** The value chosen for each option, by the option's position; undefined: not chosen yet. */
export type Choice = (string | undefined)[];

export type ValueState = 'available' | 'soldOut' | 'none';

const sameValue = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();

/** The variants matching the choice on every option it has a value for (others left free). */
const matching = (variants: readonly ProductPageVariant[], choice: Choice) =>
  variants.filter((variant) =>
    choice.every((value, at) => value === undefined || sameValue(variant.values[at], value)),
  );

/** The choice a variant makes (the page opened with `?variant=`). */
export const choiceOf = (
  variant: ProductPageVariant | undefined,
  options: readonly ProductOption[],
): Choice => options.map((_, at) => variant?.values[at]);

/**
 * Where a page opens: the variant in the address (`?variant=`); else the values the address names by
 * option (`?Colour=Red`, how a search's card opens it); an option with a single value is chosen
 * already (nothing to choose), and the rest waits for the shopper.
 */
export function initialChoice(product: Product, params: URLSearchParams): Choice {
  const options = product.options ?? [];
  const fromAddress = product.variants?.find((variant) => variant.id === params.get('variant'));
  if (fromAddress) return choiceOf(fromAddress, options);
  return options.map((option) => {
    if (option.values.length === 1) return option.values[0];
    const named = params.get(option.name);
    return option.values.find((value) => sameValue(value, named ?? undefined));
  });
}

/** Lower-cased words, split where the server's search splits a value's words. */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[\s.,;:!?()[\]{}"'/\\|<>*&+=~^@#$%]+/)
    .filter(Boolean);

/**
 * The values a listing chose among a card's options, as the address its page opens with
 * (`Colour=Red`), so the page shows the red one: those its option filters name (`filtered`,
 * `Name:Value`), else those its search names whole ('red shoes' names Colour Red); empty when none.
 */
export function searchedValues(
  options: readonly ProductOption[],
  search: string,
  filtered: readonly string[] = [],
): URLSearchParams {
  const params = new URLSearchParams();
  // A value the listing is filtered by (`Colour:Red`) first: the product has it.
  for (const option of options) {
    const value = option.values.find((candidate) => filtered.includes(`${option.name}:${candidate}`));
    if (value !== undefined) params.set(option.name, value);
  }
  const words = wordsOf(search);
  const named = (word: string) => words.some((typed) => [word, `${word}s`, `${word}es`].includes(typed));
  for (const option of options) {
    const value = option.values.find((candidate) => wordsOf(candidate).some(named));
    if (value !== undefined && !params.has(option.name)) params.set(option.name, value);
  }
  return params;
}

/** The variant the choice names, once it names a value for every option. */
export function chosenVariant(product: Product, choice: Choice): ProductPageVariant | undefined {
  const options = product.options ?? [];
  if (options.length === 0 || choice.length < options.length || choice.some((value) => value === undefined)) {
    return undefined;
  }
  return matching(product.variants ?? [], choice)[0];
}

/**
 * The picture the choice shows: the chosen variant's; before the choice is complete, the one every
 * variant it still allows shares (a colour chosen, the size not yet: that colour's picture).
 */
export function chosenPicture(product: Product, choice: Choice): string | undefined {
  const variant = chosenVariant(product, choice);
  if (variant) return variant.imageURL ?? undefined;
  if (choice.every((value) => value === undefined)) return undefined;
  const pictures = new Set(
    matching(product.variants ?? [], choice).map((candidate) => candidate.imageURL ?? null),
  );
  const [only] = pictures;
  return pictures.size === 1 && only ? only : undefined;
}

/** The options still without a value ("Size", "Colour"), in their order. */
export const missingOptions = (product: Product, choice: Choice): string[] =>
  (product.options ?? []).flatMap((option, at) => (choice[at] === undefined ? [option.name] : []));

/** What choosing `value` for option `at` gives, the other options as chosen. */
export function valueState(product: Product, choice: Choice, at: number, value: string): ValueState {
  const next = [...choice];
  next[at] = value;
  const variants = matching(product.variants ?? [], next);
  if (variants.length === 0) return 'none';
  return variants.some((variant) => variant.stock > 0) ? 'available' : 'soldOut';
}

/** The option shown as swatches: the one named colour (or color). */
export const isColourOption = (option: Pick<ProductOption, 'name'>) =>
  /^colou?rs?$/i.test(option.name.trim());
