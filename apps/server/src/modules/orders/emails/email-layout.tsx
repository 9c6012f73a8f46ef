// The frame of every order e-mail: the shop's logo (or name) on a band in its header colour, a centred
// 600 px column that narrows on phones, and a footer with the shop's contact. react-email renders it as tables with inline
// styles, which real mail clients (Outlook and Gmail included) display as meant.
import { Fragment, type ReactElement, type ReactNode } from 'react';
import { plainTextSelectors, render } from '@react-email/render';
import { compile } from 'html-to-text';
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Html } from '@react-email/html';
import { Hr } from '@react-email/hr';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { languagePrefix, type Language } from '@eshop/shared';
import { emailLogoSize, type EmailBrand } from '../../settings/index.js';
import { orderTextsIn } from './order-texts.js';

// Stand-ins no sentence holds, where the footer's links go.
const EMAIL_MARK = '\uE000email\uE000';
const CONTACT_MARK = '\uE000contact\uE000';

const FONT = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

export function EmailLayout({
  brand,
  preview,
  language,
  children,
}: {
  brand: EmailBrand;
  preview: string;
  /** The language the e-mail is written in (decision 068). */
  language: Language;
  children: ReactNode;
}) {
  const { colors } = brand;
  const words = orderTextsIn(language);
  // The sentence is one message (a language orders it its own way); its placeholders become links.
  const links: Record<string, ReactNode> = {
    [EMAIL_MARK]: (
      <Link href={`mailto:${brand.supportEmail}`} style={{ color: colors.accent }}>
        {brand.supportEmail}
      </Link>
    ),
    [CONTACT_MARK]: (
      <Link href={`${brand.publicUrl}${languagePrefix(language)}/contact`} style={{ color: colors.accent }}>
        {words.contactPage}
      </Link>
    ),
  };
  const questions = words
    .questions(EMAIL_MARK, CONTACT_MARK)
    .split(/(\uE000\w+\uE000)/)
    .map((part, index) => <Fragment key={index}>{links[part] ?? part}</Fragment>);
  return (
    <Html lang={language}>
      <Head />
      <Preview>{preview}</Preview>
      <Body
        style={{
          margin: 0,
          padding: '24px 0',
          backgroundColor: colors.subtle,
          fontFamily: FONT,
          color: colors.ink,
        }}
      >
        <Container
          style={{ maxWidth: '600px', width: '100%', backgroundColor: colors.surface, borderRadius: '8px' }}
        >
          <Section
            style={{
              padding: '20px 24px',
              backgroundColor: colors.header,
              borderBottom: `3px solid ${colors.accent}`,
              borderRadius: '8px 8px 0 0',
            }}
          >
            <Link
              href={brand.publicUrl}
              style={{ color: colors.onHeader, fontSize: '22px', fontWeight: 700, textDecoration: 'none' }}
            >
              {brand.logo ? (
                <Img src={brand.logo.url} alt={brand.shopName} {...emailLogoSize(brand.logo)} />
              ) : (
                brand.shopName
              )}
            </Link>
          </Section>
          <Section style={{ padding: '8px 24px 24px' }}>{children}</Section>
          <Hr style={{ borderColor: colors.border, margin: 0 }} />
          <Section style={{ padding: '16px 24px' }}>
            <Text style={{ margin: 0, fontSize: '13px', lineHeight: '20px', color: colors.muted }}>
              {questions}
            </Text>
            <Text style={{ margin: '8px 0 0', fontSize: '12px', color: colors.muted }}>
              © {new Date().getFullYear()} {brand.shopName}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/**
 * react-email's `toPlainText`, compiled once: its `convert` compiled these selectors into a decision
 * tree on every call, a tenth of the CPU an order's confirmation cost (decision 079).
 */
const toPlainText = compile({ wordwrap: false, selectors: plainTextSelectors });

/**
 * An e-mail's HTML and its text part from one render. `render(element, { plainText: true })` drew the
 * whole tree a second time only to convert it; the text is now converted from the HTML drawn once, as
 * that option does (the same converter and settings), which halved an order e-mail's React work.
 */
export async function renderEmailParts(element: ReactElement): Promise<{ html: string; text: string }> {
  const html = await render(element);
  return { html, text: toPlainText(html) };
}
