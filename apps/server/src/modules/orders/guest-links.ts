// The owner's hold on a guest's order-status links (issue 33). The links are signed with the order's
// guest access key (guest-access.ts): clearing the key revokes every link sent, and a new key makes
// the link e-mailed with it the only one that opens the order.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { renderOrderEmail } from './emails/order-emails.js';
import { toEmailOrder } from './emails/email-order.js';
import { newGuestAccessKey } from './guest-access.js';
import { setGuestAccessKey } from './order-writes.js';
import type { OrderEmailDeps } from './send-order-confirmation.js';
import type { Log } from '../../lib/log.js';

const ACCOUNT_ORDER =
  "This order belongs to a shopper's account: it has no guest link (the shopper sees it under My Orders).";
const NOT_SENT =
  'The e-mail with the new link could not be sent. Links sent before no longer open the order; please try again.';

async function changeGuestKey(db: Db, orderId: string, key: string | null) {
  const order = await setGuestAccessKey(db, orderId, key);
  if (order) return order;
  const [exists] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  throw exists ? new AppError('CONFLICT', ACCOUNT_ORDER) : notFound();
}

/** Every status link sent for a guest's order stops opening it (a wrong or expired link's answer). */
export async function revokeGuestLinks(db: Db, orderId: string): Promise<void> {
  await changeGuestKey(db, orderId, null);
}

/**
 * E-mails the guest a new status link, made with a new key: the links sent before stop working,
 * whether they were revoked or not. The key changes first, so a failed e-mail leaves no old link
 * working (503: the owner sends again).
 */
export async function sendNewGuestLink(
  deps: OrderEmailDeps & { log: Pick<Log, 'error'> },
  orderId: string,
): Promise<void> {
  const order = await changeGuestKey(deps.db, orderId, newGuestAccessKey());
  const message = await renderOrderEmail(deps.brand, toEmailOrder(order), deps.orderUrl(order), 'link');
  try {
    await deps.mailer.send(message);
  } catch (error) {
    // The relay is down or refused it: the owner is told to send again, the cause is in the log.
    deps.log.error({ err: error, orderId }, "a guest's new order link could not be e-mailed");
    throw new AppError('UNAVAILABLE', NOT_SENT);
  }
}
