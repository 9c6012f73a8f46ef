// The e-mails an order sends: its confirmation, "Your order has shipped" (with the tracking the admin
// entered), its delivery and its cancellation (with the money given back). Each is rendered by react-email to HTML that real mail clients
// show as meant, plus a plain-text part from the same markup.
import { formatMoney, LANGUAGE_LOCALES } from '@eshop/shared';
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { MailMessage } from '../../../lib/mailer.js';
import type { EmailBrand } from '../../settings/index.js';
import { EmailLayout, renderEmailParts } from './email-layout.js';
import { orderTextsIn } from './order-texts.js';
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
  const words = orderTextsIn(order.language);
  const heading = words.headings[kind];
  const refunded = formatMoney(order.refundedCents, order.totals.currency, LANGUAGE_LOCALES[order.language]);
  const intro = {
    confirmation: () => words.intros.confirmation(number, orderDate(order.createdAt, order.language)),
    shipped: () => words.intros.shipped(number),
    delivered: () => words.intros.delivered(number),
    cancelled: () =>
      order.refundedCents > 0
        ? words.intros.cancelledRefunded(number, refunded)
        : words.intros.cancelledUncharged(number),
    link: () => words.intros.link(number),
  }[kind]();
  return (
    <EmailLayout brand={brand} preview={words.preview(heading, number)} language={order.language}>
      <Heading as="h1" style={{ fontSize: '24px', lineHeight: '32px', margin: '16px 0 4px' }}>
        {heading}
      </Heading>
      <Text style={{ ...text, color: brand.colors.muted, margin: 0 }}>{words.orderNumber(number)}</Text>
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
              {words.trackingNumber} <strong>{order.trackingNumber}</strong>
            </Text>
          )}
          {order.trackingUrl && (
            <ActionButton brand={brand} href={order.trackingUrl}>
              {words.trackParcel}
            </ActionButton>
          )}
        </Section>
      )}
      <OrderLines
        brand={brand}
        items={order.items}
        currency={order.totals.currency}
        language={order.language}
      />
      <OrderTotalsTable brand={brand} totals={order.totals} language={order.language} />
      {order.card && kind === 'confirmation' && (
        <Text style={{ ...text, color: brand.colors.muted }}>
          {words.paidWith(cardText(order.card, order.language))}
        </Text>
      )}
      <AddressColumns brand={brand} order={order} />
      <Section style={{ marginTop: '16px' }}>
        <ActionButton brand={brand} href={orderUrl}>
          {words.viewOrder}
        </ActionButton>
      </Section>
      <Text style={{ ...text, fontSize: '13px', color: brand.colors.muted }}>
        {words.orOpenLink}{' '}
        <Link href={orderUrl} style={{ color: brand.colors.accent }}>
          {orderUrl}
        </Link>
      </Text>
    </EmailLayout>
  );
}

/** The message for one order and kind: one subject with the order number, an HTML and a text part. */
export async function renderOrderEmail(
  brand: EmailBrand,
  order: EmailOrder,
  orderUrl: string,
  kind: OrderEmailKind,
): Promise<MailMessage> {
  const element = <OrderEmail brand={brand} order={order} orderUrl={orderUrl} kind={kind} />;
  const { html, text } = await renderEmailParts(element);
  return {
    to: order.userEmail,
    subject: orderTextsIn(order.language).subjects[kind](brand.shopName, `#${order.number}`),
    html,
    text,
  };
}
