// The settings module's public face: the admin's settings routes and the shop's look, e-mail sender
// and price format other modules read.
export { readCurrencyFormat } from './currency-format.js';
export { readEmailSender } from './email-sender.js';
export { adminShopSettingsRoutes } from './routes.js';
export { readShopBranding } from './shop-branding.js';
