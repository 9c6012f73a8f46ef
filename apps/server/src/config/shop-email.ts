// The shop's e-mail addresses that come from the environment: the first admin's default address, and
// where shoppers' messages go when the owner has saved no contact address.

/** The first admin's address when ADMIN_EMAIL is not set (the bootstrap's default). */
export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';

/** Where the shop is written to: SHOP_EMAIL, else the admin's address (the bootstrap's default). */
export const shopEmail = (config: { SHOP_EMAIL?: string | undefined; ADMIN_EMAIL?: string | undefined }) =>
  config.SHOP_EMAIL ?? config.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL;
