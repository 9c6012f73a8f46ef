// The e-mails an order sends: its confirmation, "Your order has shipped" (with the tracking the admin
// entered), its delivery and its cancellation (with the money given back). Each is rendered by react-email to HTML that real mail clients
// show as meant, plus a plain-text part from the same markup.
import { render } from '@react-email/render';
import { formatMoney } from '@eshop/shared';
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { MailMessage } from '../../../lib/mailer.js';
import type { EmailBrand } from '../../settings/index.js';
import { EmailLayout } from './email-layout.js';
import {
  ActionButton,
  AddressColumns,
  cardText,
  orderDate,
  OrderLines,
  OrderTotalsTable,
  type EmailOrder,
} from './order-parts.js';

/** `link`: the owner sent a guest a new link to the order's status page (the old ones stopped working). */
export type OrderEmailKind = 'confirmation' | 'shipped' | 'delivered' | 'cancelled' | 'link';

const text = { fontSize: '15px', lineHeight: '24px', margin: '12px 0' };

function OrderEmail({
  brand,
  order,
  orderUrl,
  kind,
}: {
  brand: EmailBrand;
  order: EmailOrder;
  orderUrl: string;
  kind: OrderEmailKind;
}) {
  const number = `#${order.number}`;
  const heading = {
    confirmation: 'Thank you for your purchase',
    shipped: 'Your order has shipped',
    delivered: 'Your order was delivered',
    cancelled: 'Your order was cancelled',
    link: 'A new link to your order',
  }[kind];
  const intro = {
    confirmation: `We received your order ${number} on ${orderDate(order.createdAt)} and are getting it ready.`,
    shipped: `Good news: order ${number} is on its way to you.`,
    delivered: `Order ${number} was delivered. We hope you enjoy it, and we would love a review of what you bought.`,
    cancelled:
      order.refundedCents > 0
        ? `Order ${number} was cancelled and ${formatMoney(order.refundedCents, order.totals.currency)} was refunded to your card. Depending on your bank, it shows on your statement within 5 to 10 business days.`
        : `Order ${number} was cancelled before your card was charged: the hold on your card is released, and you pay nothing.`,
    link: `Here is a new link to follow order ${number}. Links to this order sent to you before no longer open it.`,
  }[kind];
  return (
    <EmailLayout brand={brand} preview={`${heading}: order ${number}`}>
      <Heading as="h1" style={{ fontSize: '24px', lineHeight: '32px', margin: '16px 0 4px' }}>
        {heading}
      </Heading>
      <Text style={{ ...text, color: brand.colors.muted, margin: 0 }}>Order {number}</Text>
      <Text style={text}>{intro}</Text>
      {kind === 'shipped' && (order.trackingNumber || order.trackingUrl) && (
        <Section
          style={{
            margin: '8px 0 16px',
            padding: '12px 16px',
            backgroundColor: brand.colors.subtle,
            borderRadius: '8px',
          }}
        >
          {order.trackingNumber && (
            <Text style={{ ...text, margin: '0 0 8px' }}>
              Tracking number: <strong>{order.trackingNumber}</strong>
            </Text>
          )}
          {order.trackingUrl && (
            <ActionButton brand={brand} href={order.trackingUrl}>
              Track your parcel
            </ActionButton>
          )}
        </Section>
      )}
      <OrderLines brand={brand} items={order.items} currency={order.totals.currency} />
      <OrderTotalsTable brand={brand} totals={order.totals} />
      {order.card && kind === 'confirmation' && (
        <Text style={{ ...text, color: brand.colors.muted }}>Paid with {cardText(order.card)}.</Text>
      )}
      <AddressColumns brand={brand} order={order} />
      <Section style={{ marginTop: '16px' }}>
        <ActionButton brand={brand} href={orderUrl}>
          View your order
        </ActionButton>
      </Section>
      <Text style={{ ...text, fontSize: '13px', color: brand.colors.muted }}>
        Or open this link:{' '}
        <Link href={orderUrl} style={{ color: brand.colors.accent }}>
          {orderUrl}
        </Link>
      </Text>
    </EmailLayout>
  );
}

const SUBJECTS: Record<OrderEmailKind, (shop: string, number: string) => string> = {
  confirmation: (shop, number) => `Your ${shop} order ${number}`,
  shipped: (shop, number) => `Your ${shop} order ${number} has shipped`,
  delivered: (shop, number) => `Your ${shop} order ${number} was delivered`,
  cancelled: (shop, number) => `Your ${shop} order ${number} was cancelled`,
  link: (shop, number) => `A new link to your ${shop} order ${number}`,
};

/** The message for one order and kind: one subject with the order number, an HTML and a text part. */
export async function renderOrderEmail(
  brand: EmailBrand,
  order: EmailOrder,
  orderUrl: string,
  kind: OrderEmailKind,
): Promise<MailMessage> {
  const element = <OrderEmail brand={brand} order={order} orderUrl={orderUrl} kind={kind} />;
  const [html, plain] = await Promise.all([render(element), render(element, { plainText: true })]);
  return {
    to: order.userEmail,
    subject: SUBJECTS[kind](brand.shopName, `#${order.number}`),
    html,
    text: plain,
  };
}
