// The admin's words for Admin > Texts (decision 069): the owner re-words any storefront text, per
// language; the spec's text stays the default.
export const enTexts = {
  nav: 'Texts',
  heading: 'Texts',
  intro:
    'Every text shoppers read, in each language the shop has. Change one to say it your way ("Add to cart" for the spec\'s "ADD TO CARD"); shoppers see it at once. Reset it to show the default again.',
  languages: 'Language',
  searchLabel: 'Search texts',
  searchPlaceholder: 'Search by text or key, e.g. add to cart',
  found: (count: number) => `${count} ${count === 1 ? 'text' : 'texts'}`,
  shownOf: (shown: number, count: number) =>
    `Showing the first ${shown} of ${count} texts: type more to narrow the list.`,
  changedOnly: 'Changed texts only',
  noneFound: 'No text matches the search.',
  defaultText: (text: string) => `Default: ${text}`,
  canUse: (params: string) => `Can use ${params}.`,
  changed: 'Changed',
  save: 'Save',
  reset: 'Reset to default',
  saved: 'Text saved: shoppers see it now.',
  wasReset: 'Text reset to its default.',
  unchanged: 'The text is the default already.',
  loading: 'Loading the texts...',
};
