// The shop's settings as this instance uses them right now: its name, look, e-mail sender, currency and
// price format, the address shoppers write to and the search synonyms. Read once at start and again
// whenever any instance announces a save (settings.changed), so e-mails, pages and prices can ask synchronously; the process-wide currency and
// price format (formatCents) are set from each read.
import {
  lookColors,
  setShopMoney,
  type CurrencyCode,
  type CurrencyFormat,
  type ShopLook,
  type CheckoutReminderSettings,
  type ShopContact,
  type TextOverridesByLanguage,
} from '@eshop/shared';
import type { Env } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { shopEmail } from '../../config/shop-email.js';
import { DEFAULT_EMAIL_COLORS, type EmailBrand } from './email-brand.js';
import { readShopContact } from './shop-contact.js';
import { readCurrencyFormat } from './currency-format.js';
import { readShopCurrency } from './shop-currency.js';
import { mailSenderOf, readEmailSender, type MailSender } from './email-sender.js';
import { readShopBranding } from './shop-branding.js';
import { readSearchSynonyms } from './search-synonyms.js';
import { readSellerDetails } from './seller-details.js';
import { readTextOverrides } from './text-overrides.js';
import { readCheckoutReminderSettings } from './checkout-reminders.js';
import { synonymLookup, type SynonymLookup } from '../../lib/search-terms.js';
import { keepRead } from '../../lib/kept-read.js';

export type CurrentShopSettings = {
  /** The owner's name for the shop, else SHOP_NAME. */
  shopName: string;
  look: ShopLook;
  /** The From of every e-mail. */
  sender: MailSender;
  /** What the shop charges in (decision 063), and how its prices look. */
  currency: CurrencyCode;
  currencyFormat: CurrencyFormat;
  /** Where shoppers write: the saved contact e-mail, else SHOP_EMAIL, else the admin's. */
  supportEmail: string;
  /** The contact details the storefront shows (footer, contact page): the owner's, else the environment's. */
  contact: ShopContact;
  /** The owner's search synonyms, each word's alternatives (decision 061). */
  searchSynonyms: SynonymLookup;
  /** Where the seller is (Admin > Settings > Seller, decision 067); '' until set. */
  sellerCountry: string;
  /** The owner's wording of storefront texts by language and key (Admin > Texts, decision 069). */
  textOverrides: TextOverridesByLanguage;
  /** Whether, when and to whom a checkout left without paying sends its one reminder (decision 070). */
  checkoutReminders: CheckoutReminderSettings;
};

export type ShopSettings = {
  current: () => CurrentShopSettings;
  /** Reads every setting again (after a save here, or another instance's event). */
  reload: () => Promise<CurrentShopSettings>;
  /** The shop as its e-mails and invoices show it. */
  emailBrand: () => EmailBrand;
};

async function readAll(db: Pick<Db, 'select'>, config: Env): Promise<CurrentShopSettings> {
  const [branding, sender, currency, currencyFormat, contact, synonyms, seller, texts, reminders] =
    await Promise.all([
      readShopBranding(db, config),
      readEmailSender(db, config),
      readShopCurrency(db),
      readCurrencyFormat(db),
      readShopContact(db, config),
      readSearchSynonyms(db),
      readSellerDetails(db),
      readTextOverrides(db),
      readCheckoutReminderSettings(db),
    ]);
  const shopName = branding.shopName ?? branding.defaultShopName;
  return {
    shopName,
    look: { logo: branding.logo, headerColor: branding.headerColor, accentColor: branding.accentColor },
    sender: mailSenderOf(sender, shopName),
    currency,
    currencyFormat,
    supportEmail: contact.email ?? shopEmail(config),
    contact,
    searchSynonyms: synonymLookup(synonyms.groups),
    sellerCountry: seller.country,
    textOverrides: texts,
    checkoutReminders: reminders,
  };
}

export async function loadShopSettings(deps: { db: Pick<Db, 'select'>; config: Env }): Promise<ShopSettings> {
  const kept = await keepRead(
    () => readAll(deps.db, deps.config),
    (settings) => setShopMoney(settings.currency, settings.currencyFormat),
  );

  const emailBrand = (): EmailBrand => {
    const { shopName, look, supportEmail } = kept.current();
    const { header, onHeader, accent, onAccent } = lookColors(look);
    return {
      shopName,
      publicUrl: deps.config.PUBLIC_URL,
      supportEmail,
      colors: { ...DEFAULT_EMAIL_COLORS, header, onHeader, accent, onAccent },
      logo: look.logo && { ...look.logo, url: new URL(look.logo.url, deps.config.PUBLIC_URL).toString() },
    };
  };

  return { current: kept.current, reload: kept.reload, emailBrand };
}
