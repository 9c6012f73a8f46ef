// The order confirmation e-mail (plain text and HTML): items, amount, addresses and a link to the
// order. Shopper-typed text is escaped in the HTML part.
import { formatCents, type Address, type OrderItem } from '@eshop/shared';
import type { MailMessage } from '../../lib/mailer.js';

export type ConfirmedOrder = {
  id: string;
  userEmail: string;
  amountCents: number;
  items: OrderItem[];
  shippingAddress: Address;
  billingAddress: Address;
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const addressLines = (a: Address) =>
  [a.name, a.line1, a.line2, `${a.city}, ${a.state} ${a.postal_code}`, a.country, a.phone].filter(Boolean);

export function orderConfirmationEmail(
  shop: { name: string; publicUrl: string },
  order: ConfirmedOrder,
): MailMessage {
  const link = `${shop.publicUrl}/order-details/${order.id}`;
  const lines = order.items.map(
    (item) =>
      `${item.cartQuantity} x ${item.name} at ${formatCents(item.priceCents)} = ${formatCents(item.priceCents * item.cartQuantity)}`,
  );
  const text = [
    'Thank you for your purchase.',
    '',
    `Order ID: ${order.id}`,
    ...lines,
    `Order Amount: ${formatCents(order.amountCents)}`,
    '',
    'Shipping address:',
    ...addressLines(order.shippingAddress),
    '',
    'Billing address:',
    ...addressLines(order.billingAddress),
    '',
    `View your order: ${link}`,
  ].join('\n');

  const rows = order.items
    .map(
      (item) =>
        `<tr><td>${escapeHtml(item.name)}</td><td>${item.cartQuantity}</td><td>${formatCents(item.priceCents)}</td><td>${formatCents(item.priceCents * item.cartQuantity)}</td></tr>`,
    )
    .join('');
  const address = (title: string, a: Address) =>
    `<h3>${title}</h3><p>${addressLines(a).map(escapeHtml).join('<br>')}</p>`;
  const html = [
    `<h2>Thank you for your purchase</h2>`,
    `<p>Order ID: ${order.id}</p>`,
    `<table cellpadding="4"><thead><tr><th align="left">Product</th><th>Quantity</th><th>Price</th><th>Total</th></tr></thead><tbody>${rows}</tbody></table>`,
    `<p><strong>Order Amount: ${formatCents(order.amountCents)}</strong></p>`,
    address('Shipping address', order.shippingAddress),
    address('Billing address', order.billingAddress),
    `<p><a href="${escapeHtml(link)}">View your order</a></p>`,
  ].join('\n');

  return { to: order.userEmail, subject: `Your ${shop.name} order ${order.id.slice(0, 8)}`, text, html };
}
