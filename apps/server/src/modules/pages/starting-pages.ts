// What a new shop's pages say until the owner writes their own: plain, true of this software
// (orders, shipping at checkout, card payments through the payment provider), and marked as a
// starting point to edit in Admin > Pages.
import type { ShopPageSlug } from '@eshop/shared';

export const startingPages = (shop: string): Record<ShopPageSlug, { title: string; body: string }> => ({
  shipping: {
    title: 'Shipping',
    body: `We ship every order from our warehouse within 1-2 business days.

- **Methods and rates** for your address are shown at checkout, before you pay: shipping is never added afterwards.
- **Free shipping** applies automatically when your order reaches the threshold shown for your method.
- **Tracking**: when your order ships we e-mail you, with a tracking number where the carrier gives one.

Questions about a delivery? Use the [contact form](/contact).`,
  },
  returns: {
    title: 'Returns',
    body: `You can return anything bought at ${shop} within **30 days** of delivery.

1. Write to us through the [contact form](/contact) with your order number (e.g. #1001).
2. Send the item back unused, in its original packaging.
3. We refund the price to the card you paid with once it arrives, usually within 5 business days.

Items that arrive damaged or wrong are replaced or refunded at our cost.`,
  },
  privacy: {
    title: 'Privacy',
    body: `${shop} keeps only what it needs to sell to you:

- your **account** (name, e-mail, a hashed password) if you make one;
- your **orders** and their shipping and billing addresses;
- your **cart**, so it follows you between devices.

Card numbers go straight to our payment provider and never reach our servers. We send you e-mail only about your orders and your account. Ask through the [contact form](/contact) to see or delete your data.`,
  },
  terms: {
    title: 'Terms',
    body: `By ordering at ${shop} you agree to these terms.

- **Prices** are in US dollars. The total shown at checkout, with shipping and tax, is what your card is charged.
- **Orders** are confirmed by e-mail once your payment is authorised. We may cancel an order we cannot fulfil, and then release or refund the payment in full.
- **Returns** follow our [returns policy](/pages/returns).`,
  },
});
