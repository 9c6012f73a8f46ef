// The one reminder for a checkout left without paying (decision 070): what was left, a button that
// brings the cart back, and an unsubscribe link (also as List-Unsubscribe, which mail clients offer as
// one click). Written in the language the shopper was shopping in.
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { Language, OrderItem } from '@eshop/shared';
import type { MailMessage } from '../../../lib/mailer.js';
import type { EmailBrand } from '../../settings/index.js';
import { EmailLayout, renderEmailParts } from './email-layout.js';
import { orderTextsIn } from './order-texts.js';
import { ActionButton, OrderLines } from './order-parts.js';

export type CheckoutReminder = {
  to: string;
  language: Language;
  items: OrderItem[];
  currency: string;
  /** Brings the checkout's lines back to the cart. */
  cartUrl: string;
  /** The page that asks before unsubscribing, and the address mail clients POST to for one click. */
  unsubscribeUrl: string;
  oneClickUnsubscribeUrl: string;
};

const text = { fontSize: '15px', lineHeight: '24px', margin: '12px 0' };

function ReminderEmail({ brand, reminder }: { brand: EmailBrand; reminder: CheckoutReminder }) {
  const words = orderTextsIn(reminder.language).reminder;
  return (
    <EmailLayout brand={brand} preview={words.heading} language={reminder.language}>
      <Heading as="h1" style={{ fontSize: '24px', lineHeight: '32px', margin: '16px 0 4px' }}>
        {words.heading}
      </Heading>
      <Text style={text}>{words.intro}</Text>
      <OrderLines
        brand={brand}
        items={reminder.items}
        currency={reminder.currency}
        language={reminder.language}
      />
      <Section style={{ marginTop: '16px' }}>
        <ActionButton brand={brand} href={reminder.cartUrl}>
          {words.button}
        </ActionButton>
      </Section>
      <Text style={{ ...text, fontSize: '13px', color: brand.colors.muted }}>
        <Link href={reminder.unsubscribeUrl} style={{ color: brand.colors.muted }}>
          {words.unsubscribe}
        </Link>
      </Text>
    </EmailLayout>
  );
}

export async function renderCheckoutReminder(
  brand: EmailBrand,
  reminder: CheckoutReminder,
): Promise<MailMessage> {
  const element = <ReminderEmail brand={brand} reminder={reminder} />;
  const { html, text } = await renderEmailParts(element);
  return {
    to: reminder.to,
    subject: orderTextsIn(reminder.language).reminder.subject(brand.shopName),
    html,
    text,
    headers: {
      'List-Unsubscribe': `<${reminder.oneClickUnsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
