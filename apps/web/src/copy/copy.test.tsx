// The storefront's texts (decision 068): every German message is valid ICU using only its English
// arguments, and a page drawn in German reads German, its amounts, rates and dates as German writes
// them, while English stays the spec's.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addressFieldsSchema,
  contactInputSchema,
  defaultFormatOf,
  icuProblem,
  passwordSchema,
  setShopMoney,
  TOTAL_CHANGED_MESSAGE,
  type OrderTotals,
} from '@eshop/shared';
import { TotalsBreakdown } from '../components/money/totals-breakdown';
import { copy, loadPageLanguage, shownMessage, storefrontCatalogue } from '.';
import { de } from './de';

const TOTALS: OrderTotals = {
  currency: 'EUR',
  subtotalCents: 123_456,
  shippingMethod: 'DHL',
  shippingCents: 595,
  taxCents: 19_800,
  taxLines: [
    { name: 'MwSt.', rateBasisPoints: 1900, amountCents: 19_000 },
    { name: 'MwSt.', rateBasisPoints: 700, amountCents: 800 },
  ],
  pricesIncludeTax: true,
  totalCents: 124_051,
};

describe('the storefront texts', () => {
  afterEach(async () => {
    await loadPageLanguage('en');
    setShopMoney('USD', defaultFormatOf('USD'));
  });

  it('has German messages that parse and use only the arguments the English ones are given', () => {
    storefrontCatalogue.addTranslation('de', de);
    const problems = storefrontCatalogue
      .entries()
      .filter((entry) => entry.params.length > 0)
      .map((entry) => {
        const german = storefrontCatalogue.defaultText('de', entry.key) ?? '';
        return { key: entry.key, problem: icuProblem(german, entry.params, 'de') };
      })
      .filter((entry) => entry.problem !== undefined);
    expect(problems).toEqual([]);
  });

  it('draws a page in German once its texts are loaded, and in English again after', async () => {
    setShopMoney('EUR', defaultFormatOf('EUR'));
    await loadPageLanguage('de');
    expect(copy.catalog.addToCart).toBe('IN DEN WARENKORB');
    expect(copy.catalog.productsFound(1)).toBe('1 Produkt gefunden.');
    const { unmount } = render(<TotalsBreakdown totals={TOTALS} testId="totals" />);
    expect(screen.getByText('Zwischensumme:')).toBeInTheDocument();
    expect(screen.getByTestId('totals-subtotal')).toHaveTextContent(/^1\.234,56\s€$/);
    expect(screen.getByText(/^MwSt\. \(19\s%\):$/)).toBeInTheDocument();
    expect(screen.getByText(/^MwSt\. \(7\s%\):$/)).toBeInTheDocument();
    expect(screen.getByTestId('totals-total')).toHaveTextContent(/^1\.240,51\s€$/);
    unmount();

    await loadPageLanguage('en');
    expect(copy.catalog.addToCart).toBe('ADD TO CARD');
    render(<TotalsBreakdown totals={TOTALS} testId="totals" />);
    expect(screen.getByText('Subtotal:')).toBeInTheDocument();
    expect(screen.getByTestId('totals-subtotal')).toHaveTextContent('€1,234.56');
    expect(screen.getByText('MwSt. (19%):')).toBeInTheDocument();
  });

  it("keeps the owner's own look of the currency in every language", async () => {
    setShopMoney('EUR', {
      symbol: 'EUR ',
      symbolPosition: 'before',
      thousandsSeparator: 'space',
      decimalSeparator: 'dot',
    });
    await loadPageLanguage('de');
    render(<TotalsBreakdown totals={TOTALS} testId="totals" />);
    expect(screen.getByTestId('totals-subtotal')).toHaveTextContent(/^EUR\s1\s234\.56$/);
  });

  it("shows the shared rules' and the server's English messages in the page's language", async () => {
    await loadPageLanguage('de');
    const refusals = [
      ...(contactInputSchema.safeParse({ user_name: '', user_email: 'x', subject: 'a\nb' }).error?.issues ??
        []),
      ...(passwordSchema.safeParse('short').error?.issues ?? []),
      ...(addressFieldsSchema.shape.country.safeParse('Germany').error?.issues ?? []),
    ].map((issue) => issue.message);
    expect(refusals.length).toBeGreaterThanOrEqual(5);
    for (const english of [...refusals, TOTAL_CHANGED_MESSAGE, 'Invalid email or password']) {
      expect(shownMessage(english), english).not.toBe(english);
    }
    expect(shownMessage('Enter a valid e-mail address.')).toBe(
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    );
    // A message the catalogue does not know is shown as it came.
    expect(shownMessage('Only 2 left of Nova SE.')).toBe('Only 2 left of Nova SE.');
    await loadPageLanguage('en');
    expect(shownMessage('Enter a valid e-mail address.')).toBe('Enter a valid e-mail address.');
  });
});
