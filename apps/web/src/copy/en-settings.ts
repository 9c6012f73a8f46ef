// The texts of the shop's own settings in Admin > Settings (issue 22): name, logo and colours, the
// e-mail sender and the price format. Loaded with the admin's code, like en-admin.ts.
import type { DecimalSeparator, ThousandsSeparator } from '@eshop/shared';

export const enSettings = {
  branding: {
    heading: 'Name, logo and colours',
    hint: "The storefront's header and buttons, the page titles and the shop's e-mails show them.",
    shopName: 'Shop name',
    shopNameHint: (fallback: string) =>
      `In the header, page titles, the footer, e-mails and invoices. Empty: ${fallback}.`,
    logo: 'Logo',
    logoHint:
      'JPEG, PNG, WebP or AVIF up to 5 MB. Shown 40 px high in the header instead of the name (which becomes its description), and at the top of e-mails.',
    uploadLogo: 'Upload a logo',
    replaceLogo: 'Upload another logo',
    removeLogo: 'Remove logo',
    logoOf: (shopName: string) => `Logo of ${shopName}`,
    uploading: (percent: number) => `Uploading... ${percent}%`,
    logoReady: 'Logo uploaded: save to use it.',
    headerColor: 'Header colour',
    accentColor: 'Accent colour (buttons and links)',
    colorPicker: (label: string) => `${label}: pick`,
    colorHint: 'As # and six hex digits, like #1d4ed8.',
    headerText: (isWhite: boolean, ratio: string) =>
      `Text on it is ${isWhite ? 'white' : 'dark'} (${ratio}), picked to read well.`,
    accentText: (ratio: string) => `White text on it reads at ${ratio}.`,
    preview: 'Preview',
    previewLink: 'Contact',
    previewButton: 'ADD TO CARD',
    save: 'Save name, logo and colours',
  },
  synonyms: {
    heading: 'Search synonyms',
    hint: 'Words shoppers mean the same thing by: a search for any word of a group finds what the others find. One group per line, words separated by commas, one word each (a plural finds its singular already).',
    field: 'Synonym groups',
    save: 'Save search synonyms',
  },
  sender: {
    heading: 'E-mail sender',
    hint: 'Every e-mail the shop sends (order confirmations, shipping notices, password resets) comes from this name and address. Your mail relay must accept it as a sender.',
    name: 'Sender name',
    nameHint: (shopName: string) => `Empty: the shop's name (${shopName}).`,
    address: 'Sender e-mail address',
    save: 'Save e-mail sender',
  },
  reminders: {
    heading: 'Checkout reminders',
    hint: 'One e-mail to a shopper who left a checkout without paying, with a link that brings their cart back and a link to unsubscribe. Never sent once they order, or twice in a week.',
    enabled: 'Send a reminder for a checkout left without paying',
    delayHours: 'Hours to wait before sending it',
    delayHint: 'From 1 to 168 (a week).',
    askConsent: 'Only to shoppers who ticked "Remind me by e-mail" at checkout',
    askConsentHint:
      'Keep this on where the law asks for consent to such e-mails (in much of the EU, and under CASL in Canada).',
    save: 'Save checkout reminders',
  },
  seller: {
    heading: 'Seller on invoices',
    hint: 'Invoices and credit notes name the seller: your legal name, postal address and VAT number. Each invoice and credit note gets the next number of one sequence, without gaps.',
    legalName: 'Legal name',
    legalNameHint: (shopName: string) => `Empty: the shop's name (${shopName}).`,
    address: 'Postal address',
    country: 'Country',
    noCountry: 'Choose a country',
    vatNumber: 'VAT number',
    vatNumberHint: 'As it is written, with its country prefix (DE123456789). Empty if you have none.',
    save: 'Save seller details',
  },
  shopCurrency: {
    heading: 'Currency',
    hint: 'The currency the shop charges in: prices, shipping rates, card payments, e-mails and invoices. Orders already placed keep the currency they were paid in.',
    label: 'Shop currency',
    change: 'Change currency',
    confirmTitle: (to: string) => `Charge in ${to}?`,
    confirmQuestion: ({
      from,
      to,
      before,
      after,
    }: {
      from: string;
      to: string;
      before: string;
      after: string;
    }) =>
      `Every product price and shipping rate keeps its number in ${to}, rounded to what ${to} can write: ${before} becomes ${after}. Nothing is converted at an exchange rate. Orders already placed stay in ${from}. Prices will look the way ${to} is usually written; you can change that under Prices.`,
    confirm: 'Yes, change it',
    keep: 'Keep the currency',
    changed: (to: string) => `The shop now charges in ${to}.`,
  },
  currency: {
    heading: 'Prices',
    hint: "How the shop's prices look on the storefront, in e-mails and on invoices. Only the look: card payments are in the shop's currency whatever the symbol.",
    symbol: 'Currency symbol',
    symbolHint: 'Spaces count: "USD " puts a space before the amount.',
    position: 'Symbol goes',
    positions: { before: 'Before the amount', after: 'After the amount' },
    thousands: 'Thousands separator',
    thousandsOptions: {
      comma: 'Comma (1,234)',
      dot: 'Dot (1.234)',
      space: 'Space (1 234)',
      apostrophe: "Apostrophe (1'234)",
      none: 'None (1234)',
    } satisfies Record<ThousandsSeparator, string>,
    decimal: 'Decimal separator',
    decimalOptions: { dot: 'Dot (0.99)', comma: 'Comma (0,99)' } satisfies Record<DecimalSeparator, string>,
    preview: 'Preview',
    save: 'Save price format',
  },
};
