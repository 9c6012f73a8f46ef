// The shipping module's public face: the shipping and tax rules checkout prices with, their cache,
// and the admin's reading and replacing of them.
export { computeTotals, type PricedDiscount } from './compute-totals.js';
export { readShippingAndTaxSettings, replaceShippingAndTaxSettings } from './shipping-and-tax-settings.js';
export { createShippingRulesCache } from './shipping-rules-cache.js';
export {
  loadShippingAndTaxRules,
  pricingFor,
  type ShippingAndTaxRules,
  shippingOptionsFor,
  taxRuleFor,
} from './shipping-rules.js';
export { assertKnownCountry, assertKnownCountryCode, assertUsableAddress } from './countries.js';
export { adminShippingAndTaxRoutes } from './admin-routes.js';
export { repriceShippingRates } from './reprice-shipping.js';
export { vatStatusOf } from './vat-ids.js';
