// Selling outside the US (issue 36, decision 068): the shop charges in euros, Germany's zone shows
// prices with VAT inside, groceries pay the reduced rate. A German shopper buys on /de in German and
// gets a German e-mail; the owner's invoice carries the seller, its number and the VAT per rate; a US
// shopper in the same shop reads the same prices with sales tax added.
import type { APIRequestContext } from '@playwright/test';
import { pdfText } from '../../apps/server/src/test-support/pdf-text';
import { expect, test } from './fixtures';
import { fillShipping, htmlPartOf, mailsTo, newEmail } from './support';

type Settings = { zones: { name: string; places: string[] }[]; taxRates: unknown[] };
type AdminProduct = Record<string, unknown> & { id: string; name: string; taxClass?: string };

const SELLER = {
  legalName: 'Eckladen GmbH',
  address: 'Unter den Linden 1\n10117 Berlin\nGermany',
  country: 'DE',
  vatNumber: 'DE123456789',
};
const GERMANY_ZONE = {
  name: 'Deutschland',
  places: ['DE'],
  pricesIncludeTax: true,
  taxShipping: true,
  methods: [{ name: 'DHL', rateCents: 595, freeFromCents: null }],
};

let admin: APIRequestContext;
let savedSettings: Settings;
let laptop: AdminProduct;
let apples: AdminProduct;

const firstOf = async (category: string) => {
  const listed = (await (await admin.get(`/api/products?category=${category}&limit=1`)).json()) as {
    items: { id: string }[];
  };
  return (await (await admin.get(`/api/admin/products/${listed.items[0]?.id}`)).json()) as AdminProduct;
};
/** The product as the form saves it, with a tax class. */
const saveTaxClass = async (product: AdminProduct, taxClass: string) => {
  const { name, priceCents, category, brand, desc, imageURL, stock } = product;
  const response = await admin.put(`/api/admin/products/${product.id}`, {
    data: { name, priceCents, category, brand, desc, imageURL, stock, taxClass },
  });
  expect(response.status(), await response.text()).toBe(200);
};

test.beforeAll(async ({ playwright, adminStorageState }, workerInfo) => {
  admin = await playwright.request.newContext({
    baseURL: workerInfo.project.use.baseURL,
    storageState: adminStorageState,
  });
  savedSettings = (await (await admin.get('/api/admin/shipping-and-tax')).json()) as Settings;
  const withGermany = { ...savedSettings, zones: [GERMANY_ZONE, ...savedSettings.zones] };
  expect((await admin.put('/api/admin/shipping-and-tax', { data: withGermany })).status()).toBe(200);
  expect((await admin.put('/api/admin/settings/seller', { data: SELLER })).status()).toBe(200);
  expect((await admin.put('/api/admin/settings/currency', { data: { currency: 'EUR' } })).status()).toBe(200);
  laptop = await firstOf('Laptop');
  apples = await firstOf('Grocries');
  expect(laptop.taxClass).toBe('standard');
  await saveTaxClass(apples, 'reduced');
});

test.afterAll(async () => {
  // The shop as the other journeys know it: dollars, its own zones, groceries at the standard rate.
  await admin.put('/api/admin/settings/currency', { data: { currency: 'USD' } });
  await admin.put('/api/admin/shipping-and-tax', { data: savedSettings });
  await saveTaxClass(apples, apples.taxClass ?? 'standard');
  await admin.dispose();
});

test('a German shopper buys on /de in euros with VAT inside, per rate, and reads a German e-mail and invoice', async ({
  page,
  dataDir,
}) => {
  const email = newEmail();
  for (const product of [laptop, apples]) {
    await page.goto(`/de/product-details/${product.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.getByRole('button', { name: 'IN DEN WARENKORB' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
  }
  await page.goto('/de/cart');
  await expect(page.getByRole('heading', { name: 'Warenkorb', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Zur Kasse' }).click();

  await expect(page).toHaveURL('/de/login');
  const guest = page.getByRole('region', { name: 'Neu hier?' });
  await guest.getByLabel('E-Mail-Adresse für Ihre Bestellung').fill(email);
  await guest.getByRole('button', { name: 'Als Gast fortfahren' }).click();

  await expect(page).toHaveURL('/de/checkout-details');
  const shipping = page.getByRole('group', { name: 'Lieferadresse' });
  await shipping.getByLabel('Land').selectOption('DE');
  await shipping.getByLabel('Name des Empfängers').fill('Greta Gruber');
  await shipping.getByLabel('Straße und Hausnummer').fill('Hauptstraße 5');
  await shipping.getByLabel('Ort').fill('Berlin');
  await shipping.getByLabel('Postleitzahl').fill('10115');
  // Germany's addresses have no state: the form asks for none.
  await expect(shipping.getByLabel('Bundesstaat')).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /DHL/ })).toBeChecked();

  // The VAT is inside the prices, one row per rate; the amounts in euros as German writes them.
  const totals = page.getByTestId('checkout-totals');
  await expect(totals).toContainText(/MwSt\. \(19\s%\):\s*inkl\. [\d.]+,\d\d\s€/);
  await expect(totals).toContainText(/MwSt\. \(7\s%\):\s*inkl\. [\d.]+,\d\d\s€/);
  const total = (await totals.getByTestId('totals-total').textContent()) ?? '';
  expect(total).toMatch(/^[\d.]+,\d\d\s€$/);
  await page.getByRole('button', { name: 'Weiter zur Kasse' }).click();

  await expect(page).toHaveURL('/de/checkout');
  await page.getByLabel('Kartennummer').fill('4242 4242 4242 4242');
  await page.getByLabel('Ablaufdatum').fill('12 / 34');
  await page.getByLabel('Prüfnummer').fill('123');
  await page.getByRole('button', { name: `${total} bezahlen` }).click();

  await expect(page).toHaveURL(/\/de\/checkout-success\?order=/);
  await expect(page.getByRole('heading', { name: 'Bestellung erfolgreich' })).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('order') ?? '';
  const number = ((await page.getByRole('link', { name: /^Bestellung #\d+$/ }).textContent()) ?? '').replace(
    'Bestellung ',
    '',
  );

  // The confirmation is in German, with the euros and the VAT per rate, and links to the German page.
  await expect.poll(() => mailsTo(dataDir, email).length).toBeGreaterThan(0);
  const mail = mailsTo(dataDir, email)[0] ?? '';
  expect(mail).toContain(`Subject: Ihre Bestellung ${number} bei`);
  const html = htmlPartOf(mail);
  expect(html).toContain('Vielen Dank für Ihren Einkauf');
  expect(html).toMatch(/MwSt\. \(19\s%\)/);
  expect(html).toMatch(/MwSt\. \(7\s%\)/);
  expect(html).toContain(total);
  expect(html).toMatch(/\/de\/order-status\//);

  // The owner's invoice: the seller, a number of its own, the VAT per rate.
  const pdf = await admin.get(`/api/admin/orders/${orderId}/invoice.pdf`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const invoice = pdfText(await pdf.body());
  // In the shopper's language, as the German shopper's e-mail was.
  expect(invoice).toContain('Rechnung Nr.');
  expect(invoice).toContain('Rechnungsdatum:');
  expect(invoice).toContain('Eckladen GmbH');
  expect(invoice).toContain('USt-IdNr. DE123456789');
  expect(invoice).toMatch(/MwSt\. \(19\s?%\)/);
  expect(invoice).toMatch(/MwSt\. \(7\s?%\)/);
  expect(invoice).toContain('Greta Gruber');
});

test('a US shopper in the same euro shop reads the prices with sales tax added', async ({ page }) => {
  await page.goto(`/product-details/${laptop.id}`);
  await page.getByRole('button', { name: 'ADD TO CARD' }).first().click();
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Check Out' }).click();
  const guest = page.getByRole('region', { name: 'New here?' });
  await guest.getByLabel('Email for your order').fill(newEmail());
  await guest.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page).toHaveURL('/checkout-details');
  await fillShipping(page, 'California');

  const totals = page.getByTestId('checkout-totals');
  await expect(totals).toContainText(/CA sales tax \(7\.25%\):\s*€[\d,]+\.\d\d/);
  await expect(totals).not.toContainText('incl.');
  const euros = async (testId: string) =>
    Number(((await totals.getByTestId(testId).first().textContent()) ?? '').replace(/[€,]/g, ''));
  const [subtotal, shippingCost, tax, total] = await Promise.all(
    ['totals-subtotal', 'totals-shipping', 'totals-tax', 'totals-total'].map(euros),
  );
  expect(tax).toBeGreaterThan(0);
  expect(Math.round((subtotal! + (shippingCost || 0) + tax!) * 100)).toBe(Math.round(total! * 100));
});
