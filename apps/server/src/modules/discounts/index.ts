// The discounts module's public face (decision 070): the owner's codes, whether a code applies to a
// cart, and its uses held and recorded under the code's lock.
export { adminDiscountRoutes } from './admin-routes.js';
export {
  applicableOffers,
  checkCode,
  codeResult,
  refusalMessage,
  type CodeCheck,
  type DiscountableLine,
} from './discount-rules.js';
export { customerKeyOf, holdDiscountUse, isLimited, isUsedUp, useDiscount } from './discount-uses.js';
export { findDiscountsFor, getDiscount } from './discounts-store.js';
