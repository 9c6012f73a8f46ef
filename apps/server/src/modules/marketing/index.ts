// The marketing module's public face (decision 070): consent to news and offers, unsubscribing, and
// the signed unsubscribe links.
export {
  forgetConsents,
  hasNewsletterConsent,
  isUnsubscribed,
  newsletterConsentsOf,
  recordNewsletterConsent,
  unsubscribe,
  withdrawNewsletterConsent,
} from './consents.js';
export { createUnsubscribeLinks, type UnsubscribeLinks } from './unsubscribe-links.js';
export { unsubscribeRoutes } from './routes.js';
