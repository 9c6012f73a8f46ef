// Live updates (Server-Sent Events): what the server announces, and to whom. A browser refetches
// what an event names; the event itself carries ids, never data a shopper should not see.
export const SHOP_EVENT_TYPES = [
  'order.status',
  'order.placed',
  'product.changed',
  'settings.changed',
  'catalog.changed',
] as const;
export type ShopEventType = (typeof SHOP_EVENT_TYPES)[number];

export type ShopEventData = {
  /** An order's status changed: its shopper and the admin hear it. */
  'order.status': { orderId: string; orderStatus: string };
  /** A new order: the admin's list and dashboard. */
  'order.placed': { orderId: string };
  /** A product was edited, deleted, reviewed or sold out: every storefront refetches it. */
  'product.changed': { productId: string; deleted?: boolean };
  /** The owner saved settings (shipping and tax, the shop's pages): every instance drops its copies. */
  'settings.changed': {
    section:
      | 'shipping-and-tax'
      | 'pages'
      | 'contact'
      | 'invoices'
      | 'branding'
      | 'email-sender'
      | 'currency'
      | 'search'
      | 'texts'
      | 'checkout-reminders'
      | 'staff';
  };
  /**
   * The owner added, renamed, reordered or deleted a category: every storefront refetches its
   * categories and listings; with `productsMoved`, products now name another category, so every
   * instance rebuilds its catalogue index.
   */
  'catalog.changed': { productsMoved: boolean };
};

export type ShopEvent<T extends ShopEventType = ShopEventType> = {
  id: number;
  type: T;
  data: ShopEventData[T];
};

/** How long after a drop the browser reconnects (the SSE `retry:`), in ms. */
export const EVENT_RETRY_MS = 2000;
