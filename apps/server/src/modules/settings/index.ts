// The settings module's public face: the admin's settings routes, and what other modules read: the
// shop's look and e-mail colours, e-mail sender, price format, contact details and invoice setting.
// It is the one writer of app_settings (setting-rows.ts).
export { readCurrencyFormat } from './currency-format.js';
export { DEFAULT_EMAIL_COLORS, type EmailBrand, emailLogoSize } from './email-brand.js';
export { readEmailSender } from './email-sender.js';
export { readInvoiceSettings } from './invoice-settings.js';
export { keepFirstSettingText, readSettingRow, saveSettingRow } from './setting-rows.js';
export { adminShopSettingsRoutes } from './routes.js';
export { readShopBranding } from './shop-branding.js';
export { readShopContact } from './shop-contact.js';
export { readSellerDetails } from './seller-details.js';
export { readChargeSettings } from './charge-settings.js';
export { readShopCurrency, saveShopCurrency } from './shop-currency.js';
export { listTextOverrides } from './text-overrides.js';
export { readCheckoutReminderSettings } from './checkout-reminders.js';
export { readStaffTwoFactorRequired, saveStaffTwoFactorRequired } from './staff-two-factor.js';
