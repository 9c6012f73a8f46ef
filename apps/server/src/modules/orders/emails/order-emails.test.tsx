// The order e-mails as a mail client gets them: one subject with the order number, an HTML part
// built of tables with inline styles, and a text part with the same facts.
import { toPlainText } from '@react-email/render';
import { describe, expect, it } from 'vitest';
import { SAMPLE_BRAND, SAMPLE_ORDER } from '../../../test-support/sample-order-email.js';
import { renderOrderEmail } from './order-emails.js';

const ORDER_URL = 'https://shop.example.com/order-details/abc';

describe('order e-mails', () => {
  it('confirms an order with its number, lines, breakdown, card, addresses and link', async () => {
    const mail = await renderOrderEmail(SAMPLE_BRAND, SAMPLE_ORDER, ORDER_URL, 'confirmation');
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toBe('Your eShop order #1042');
    const html = mail.html ?? '';
    for (const fact of [
      '#1042',
      'Ironleaf X12 Phone',
      '$499.00',
      '$259.00',
      'Subtotal',
      '$758.00',
      'Shipping (Express)',
      '$14.99',
      'CA sales tax (7.25%)',
      '$54.96',
      'Total',
      '$827.95',
      'Visa ending in 4242',
      'November 24, 2026',
      'help@shop.example.com',
    ]) {
      expect(html, fact).toContain(fact);
      expect(mail.text, fact).toContain(fact);
    }
    // Pictures from the shop's address, each described; shopper-typed text escaped; styles inline.
    expect(html).toContain('src="https://shop.example.com/media/p1/400.webp"');
    expect(html).toContain('alt="Ironleaf X12 Phone"');
    expect(html).toContain('Ada &lt;Lovelace&gt;');
    expect(html).not.toContain('<Lovelace>');
    expect(html).not.toMatch(/<style|class="/);
    // The text part is react-email's own conversion of the HTML (its converter compiled once here).
    expect(mail.text).toBe(toPlainText(html));
    expect(html).toContain(`href="${ORDER_URL}"`);
    expect(mail.text).toContain(ORDER_URL);
  });

  it('writes an order bought in German in German: words, date, country and amounts (decision 068)', async () => {
    const german = { ...SAMPLE_ORDER, language: 'de' as const };
    const mail = await renderOrderEmail(SAMPLE_BRAND, german, ORDER_URL, 'confirmation');
    expect(mail.subject).toBe('Ihre Bestellung #1042 bei eShop');
    expect(mail.html).toMatch(/<html [^>]*lang="de"/);
    expect(mail.html).toContain('Vielen Dank für Ihren Einkauf');
    for (const fact of [
      'am 24. November 2026 erhalten',
      'Zwischensumme',
      '758,00',
      'Versand (Express)',
      'CA sales tax (7,25\u00a0%)',
      'Gesamtsumme',
      '827,95',
      'Bezahlt mit Visa, endet auf 4242.',
      'Lieferadresse',
      'Vereinigte Staaten',
      'Bestellung ansehen',
    ]) {
      expect(mail.html, fact).toContain(fact);
      expect(mail.text, fact).toContain(fact);
    }
    expect(mail.text).not.toContain('Subtotal');
    expect(mail.html).toContain('Fragen zu Ihrer Bestellung? Schreiben Sie an');
    expect(mail.html).toContain('href="https://shop.example.com/de/contact"');
    const shipped = await renderOrderEmail(SAMPLE_BRAND, german, ORDER_URL, 'shipped');
    expect(shipped.subject).toBe('Ihre Bestellung #1042 bei eShop ist unterwegs');
    expect(shipped.text).toContain('Sendungsnummer:');
  });

  it('tells a shipment with its tracking number and link, and a delivery', async () => {
    const shipped = await renderOrderEmail(SAMPLE_BRAND, SAMPLE_ORDER, ORDER_URL, 'shipped');
    expect(shipped.subject).toBe('Your eShop order #1042 has shipped');
    expect(shipped.html).toContain('1Z999AA10123456784');
    expect(shipped.html).toContain('href="https://carrier.example.com/track?n=1Z999AA10123456784"');
    expect(shipped.text).toMatch(/your order has shipped/i);
    const untracked = await renderOrderEmail(
      SAMPLE_BRAND,
      { ...SAMPLE_ORDER, trackingNumber: null, trackingUrl: null },
      ORDER_URL,
      'shipped',
    );
    expect(untracked.html).not.toContain('Track your parcel');
    const delivered = await renderOrderEmail(SAMPLE_BRAND, SAMPLE_ORDER, ORDER_URL, 'delivered');
    expect(delivered.subject).toBe('Your eShop order #1042 was delivered');
    expect(delivered.text).toContain('Total');
  });

  it('tells a cancellation with the money refunded, or the hold released when nothing was taken', async () => {
    const refunded = await renderOrderEmail(
      SAMPLE_BRAND,
      { ...SAMPLE_ORDER, refundedCents: 12_345 },
      ORDER_URL,
      'cancelled',
    );
    expect(refunded.subject).toBe('Your eShop order #1042 was cancelled');
    expect(refunded.text).toContain('Order #1042 was cancelled and $123.45 was refunded to your card.');
    const released = await renderOrderEmail(SAMPLE_BRAND, SAMPLE_ORDER, ORDER_URL, 'cancelled');
    expect(released.text).toContain('was cancelled before your card was charged');
    expect(released.html).toContain(ORDER_URL);
  });

  it('gives a guest a new link to their order, saying the earlier ones no longer work', async () => {
    const mail = await renderOrderEmail(SAMPLE_BRAND, SAMPLE_ORDER, ORDER_URL, 'link');
    expect(mail.subject).toBe('A new link to your eShop order #1042');
    expect(mail.text).toContain('Links to this order sent to you before no longer open it.');
    expect(mail.html).toContain(`href="${ORDER_URL}"`);
    expect(mail.text).toContain(ORDER_URL);
  });

  it('shows tax inside the prices as "incl." and free shipping as Free', async () => {
    const mail = await renderOrderEmail(
      SAMPLE_BRAND,
      {
        ...SAMPLE_ORDER,
        totals: { ...SAMPLE_ORDER.totals, pricesIncludeTax: true, shippingCents: 0, totalCents: 75_800 },
      },
      ORDER_URL,
      'confirmation',
    );
    expect(mail.html).toContain('incl. $54.96');
    expect(mail.html).toContain('Free');
  });

  it("carries the owner's logo, described by the shop's name, and the owner's colours", async () => {
    const brand = {
      ...SAMPLE_BRAND,
      shopName: 'Corner Shop',
      colors: { ...SAMPLE_BRAND.colors, header: '#1e3a8a', onHeader: '#ffffff', accent: '#1d4ed8' },
      logo: { url: 'https://shop.example.com/uploads/product/1logo.png', width: 300, height: 100 },
    };
    const mail = await renderOrderEmail(brand, SAMPLE_ORDER, ORDER_URL, 'confirmation');
    expect(mail.subject).toBe('Your Corner Shop order #1042');
    const logo = /<img[^>]*alt="Corner Shop"[^>]*>/.exec(mail.html ?? '')?.[0] ?? '';
    expect(logo).toContain('src="https://shop.example.com/uploads/product/1logo.png"');
    expect(logo).toContain('width="120"');
    expect(logo).toContain('height="40"');
    expect(mail.html).toContain('background-color:#1e3a8a');
    // The button in the accent, its text in the colour that reads on it.
    expect(mail.html).toMatch(/background-color:#1d4ed8;color:#ffffff/);
  });
});
