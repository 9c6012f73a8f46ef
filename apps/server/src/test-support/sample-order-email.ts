// An order as the e-mails see it, with every part filled (two lines, shipping, a tax rate, a card,
// tracking), for the e-mail tests and for looking at the e-mails in a browser.
import { DEFAULT_EMAIL_COLORS, type EmailBrand } from '../modules/settings/index.js';
import type { EmailOrder } from '../modules/orders/emails/order-parts.js';

export const SAMPLE_BRAND: EmailBrand = {
  shopName: 'eShop',
  publicUrl: 'https://shop.example.com',
  supportEmail: 'help@shop.example.com',
  colors: DEFAULT_EMAIL_COLORS,
};
const address = {
  name: 'Ada <Lovelace>',
  line1: '1 Main Street',
  line2: '',
  city: 'Los Angeles',
  state: 'California',
  postal_code: '90001',
  country: 'US',
  phone: '+1 213 555 0100',
};
export const SAMPLE_ORDER: EmailOrder = {
  number: 1042,
  createdAt: new Date('2026-11-24T10:00:00Z'),
  userEmail: 'ada@example.com',
  items: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Ironleaf X12 Phone',
      priceCents: 49_900,
      imageURL: '/media/p1/400.webp',
      cartQuantity: 1,
      taxCents: 3618,
    },
    {
      id: '00000000-0000-4000-8000-000000000002',
      name: 'Apex Studio Headphones',
      priceCents: 12_950,
      imageURL: '/media/p2/400.webp',
      cartQuantity: 2,
      taxCents: 1878,
    },
  ],
  totals: {
    currency: 'USD',
    subtotalCents: 75_800,
    shippingMethod: 'Express',
    shippingCents: 1499,
    taxCents: 5496,
    taxLines: [{ name: 'CA sales tax', rateBasisPoints: 725, amountCents: 5496 }],
    pricesIncludeTax: false,
    totalCents: 82_795,
  },
  shippingAddress: address,
  billingAddress: address,
  card: { brand: 'visa', last4: '4242' },
  trackingNumber: '1Z999AA10123456784',
  trackingUrl: 'https://carrier.example.com/track?n=1Z999AA10123456784',
  refundedCents: 0,
  language: 'en',
};
