// The pieces of an order every order e-mail shows: its lines with their pictures, the totals as
// charged (Subtotal, Shipping, Tax, Total), the addresses, the card, and a button to the order.
import { Button } from '@react-email/button';
import { Column } from '@react-email/column';
import { Img } from '@react-email/img';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import {
  addressLines,
  DEFAULT_LANGUAGE,
  formatMoney,
  LANGUAGE_LOCALES,
  type Language,
  lineKeyOf,
  lineName,
  type Address,
  type OrderItem,
  type OrderTotals,
} from '@eshop/shared';
import type { EmailBrand } from '../../settings/index.js';
import { orderTextsIn } from './order-texts.js';

export type EmailOrder = {
  number: number;
  createdAt: Date;
  userEmail: string;
  items: OrderItem[];
  totals: OrderTotals;
  shippingAddress: Address;
  billingAddress: Address;
  card: { brand: string; last4: string } | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  /** Given back to the card (the cancellation e-mail says how much). */
  refundedCents: number;
  /** The language the shopper bought in: the e-mails are written in it (decision 068). */
  language: Language;
};

const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};
export const cardText = (card: { brand: string; last4: string }, language: Language = DEFAULT_LANGUAGE) =>
  orderTextsIn(language).cardEnding(CARD_BRANDS[card.brand] ?? card.brand, card.last4);

/** One formatter per language: toLocaleDateString builds a new one at each call. */
const orderDates = new Map<Language, Intl.DateTimeFormat>();
/** 'May 4, 2026', '4. Mai 2026'. */
export function orderDate(date: Date, language: Language = DEFAULT_LANGUAGE): string {
  let format = orderDates.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    orderDates.set(language, format);
  }
  return format.format(date);
}
const regionNames = new Map<Language, Intl.DisplayNames>();
/** 'US' -> 'United States', 'Vereinigte Staaten' (the order keeps the two-letter code). */
function countryName(code: string, language: Language): string {
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region' });
    regionNames.set(language, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
/** The address as its country writes it (decision 065), then the country's name and the phone. */
export const printedAddress = (a: Address, language: Language = DEFAULT_LANGUAGE) =>
  addressLines(a, countryName(a.country, language));
/** 725 -> '7.25%'; '19 %' in German. */
export const rateText = (basisPoints: number, language: Language = DEFAULT_LANGUAGE) =>
  new Intl.NumberFormat(LANGUAGE_LOCALES[language], { style: 'percent', maximumFractionDigits: 2 }).format(
    basisPoints / 10_000,
  );

/**
 * Subtotal, Shipping, the discounts, the tax per rate ("MwSt. (19%)", "MwSt. (7%)"; one "Tax" row when none) and
 * Total as label and amount, the way every receipt of the shop reads.
 */
export function totalsRows(totals: OrderTotals, language: Language = DEFAULT_LANGUAGE): [string, string][] {
  const words = orderTextsIn(language).totals;
  // In the currency the order was paid in, whatever the shop charges in today.
  const formatCents = (amount: number) => formatMoney(amount, totals.currency, LANGUAGE_LOCALES[language]);
  const shown = (amount: number) =>
    totals.pricesIncludeTax ? words.included(formatCents(amount)) : formatCents(amount);
  const taxRows: [string, string][] = totals.reverseCharge
    ? [
        // A business buyer in another EU country: no VAT (decision 067).
        ...((totals.vatRemovedCents ?? 0) > 0
          ? [[words.vatRemoved, `-${formatCents(totals.vatRemovedCents ?? 0)}`] as [string, string]]
          : []),
        [words.vat, words.reverseCharge],
      ]
    : totals.taxLines.length > 0
      ? totals.taxLines.map((tax) => [
          words.taxWithRate(tax.name, rateText(tax.rateBasisPoints, language)),
          shown(tax.amountCents),
        ])
      : [[words.tax, shown(totals.taxCents)]];
  return [
    [words.subtotal, formatCents(totals.subtotalCents)],
    [
      totals.shippingMethod ? words.shippingWithMethod(totals.shippingMethod) : words.shipping,
      totals.shippingCents === 0 && totals.shippingMethod ? words.free : formatCents(totals.shippingCents),
    ],
    // Discounts come off before tax (decision 070), so they sit between the shipping and the tax.
    ...(totals.discountLines ?? []).map((discount): [string, string] => [
      words.discount(discount.name),
      `-${formatCents(discount.amountCents)}`,
    ]),
    ...taxRows,
    [words.total, formatCents(totals.totalCents)],
  ];
}

const cell = { fontSize: '14px', lineHeight: '20px', margin: 0 };

export function OrderLines({
  brand,
  items,
  currency,
  language,
}: {
  brand: EmailBrand;
  items: OrderItem[];
  /** The order's currency (its lines were paid in it). */
  currency: string;
  language: Language;
}) {
  const formatCents = (amount: number) => formatMoney(amount, currency, LANGUAGE_LOCALES[language]);
  return (
    <Section>
      {items.map((item) => (
        <Row key={lineKeyOf(item)} style={{ borderBottom: `1px solid ${brand.colors.border}` }}>
          <Column style={{ width: '72px', padding: '8px 0' }}>
            <Img
              src={new URL(item.imageURL, brand.publicUrl).toString()}
              alt={lineName(item)}
              width="64"
              height="64"
              style={{ borderRadius: '8px', backgroundColor: brand.colors.subtle, objectFit: 'contain' }}
            />
          </Column>
          <Column style={{ padding: '8px 8px' }}>
            <Text style={{ ...cell, fontWeight: 600 }}>{lineName(item)}</Text>
            <Text style={{ ...cell, color: brand.colors.muted }}>
              {item.cartQuantity} x {formatCents(item.priceCents)}
              {item.variantTitle && item.sku ? ` · ${orderTextsIn(language).sku(item.sku)}` : ''}
            </Text>
          </Column>
          <Column align="right" style={{ padding: '8px 0', whiteSpace: 'nowrap' }}>
            <Text style={cell}>{formatCents(item.priceCents * item.cartQuantity)}</Text>
          </Column>
        </Row>
      ))}
    </Section>
  );
}

export function OrderTotalsTable({
  brand,
  totals,
  language,
}: {
  brand: EmailBrand;
  totals: OrderTotals;
  language: Language;
}) {
  const rows = totalsRows(totals, language);
  return (
    <Section style={{ marginTop: '8px' }}>
      {rows.map(([label, amount], index) => {
        const isTotal = index === rows.length - 1;
        const style = {
          ...cell,
          fontWeight: isTotal ? 700 : 400,
          fontSize: isTotal ? '18px' : '14px',
          padding: '2px 0',
        };
        return (
          <Row key={label} style={isTotal ? { borderTop: `1px solid ${brand.colors.border}` } : {}}>
            <Column>
              <Text style={{ ...style, color: isTotal ? brand.colors.ink : brand.colors.muted }}>
                {label}
              </Text>
            </Column>
            <Column align="right">
              <Text style={style}>{amount}</Text>
            </Column>
          </Row>
        );
      })}
    </Section>
  );
}

export function AddressColumns({ brand, order }: { brand: EmailBrand; order: EmailOrder }) {
  const words = orderTextsIn(order.language);
  const block = (title: string, lines: string[]) => (
    <Column style={{ verticalAlign: 'top', padding: '8px 8px 8px 0', width: '50%' }}>
      <Text style={{ ...cell, fontWeight: 600 }}>{title}</Text>
      <Text style={{ ...cell, color: brand.colors.muted }}>
        {lines.map((line, index) => (
          <span key={index}>
            {line}
            <br />
          </span>
        ))}
      </Text>
    </Column>
  );
  return (
    <Section style={{ marginTop: '16px' }}>
      <Row>
        {block(words.shippingAddress, printedAddress(order.shippingAddress, order.language))}
        {block(words.billingAddress, printedAddress(order.billingAddress, order.language))}
      </Row>
    </Section>
  );
}

export function ActionButton({
  brand,
  href,
  children,
}: {
  brand: EmailBrand;
  href: string;
  children: string;
}) {
  return (
    <Button
      href={href}
      style={{
        backgroundColor: brand.colors.accent,
        color: brand.colors.onAccent,
        borderRadius: '8px',
        padding: '12px 20px',
        fontSize: '15px',
        fontWeight: 600,
        textDecoration: 'none',
        display: 'inline-block',
      }}
    >
      {children}
    </Button>
  );
}
