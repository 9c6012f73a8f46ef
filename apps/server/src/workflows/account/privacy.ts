// What privacy law gives a shopper (issue 38, decision 073): everything the shop keeps about them as
// one JSON file, and their account deleted. Orders stay for the shop's books without the person: no
// account, no e-mail address, the shipping address down to what tax needs; the billing address stays,
// as the invoices made out to it must. Sessions, sign-in methods, cart, address book and reviews go.
import type { AccountExport, DeleteAccountBody } from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { addressBookOf } from '../../modules/addresses/index.js';
import {
  deleteUser,
  isPasswordOf,
  profileOf,
  sessionsOf,
  type Auth,
  type Profile,
} from '../../modules/auth/index.js';
import { forgetConsents, hasNewsletterConsent } from '../../modules/marketing/index.js';
import {
  allMyOrders,
  countOrdersUnderway,
  erasedEmail,
  eraseShopperFromOrders,
} from '../../modules/orders/index.js';
import { deleteReviewsOf, reviewsBy } from '../../modules/reviews/index.js';
import { eraseShopperFromCheckouts, hasPaymentUnderway } from '../checkout/index.js';

type Shopper = { userId: string; sessionId: string };

/** The account as its owner sees it (GET /api/account). */
export async function accountOf(db: Db, userId: string) {
  const profile = await profileOf(db, userId);
  // The session was found a moment ago; an account deleted in between is signed out.
  if (!profile) throw new AppError('UNAUTHORIZED', 'Please log in first.');
  return {
    email: profile.email,
    name: profile.name,
    isEmailVerified: profile.isEmailVerified,
    hasPassword: profile.hasPassword,
    isTwoFactorEnabled: profile.isTwoFactorEnabled,
    newsletterConsent: await hasNewsletterConsent(db, profile.email),
    createdAt: profile.createdAt.toISOString(),
  };
}

export async function exportAccount(db: Db, { userId, sessionId }: Shopper): Promise<AccountExport> {
  const [account, addresses, orders, reviews, sessions] = await Promise.all([
    accountOf(db, userId),
    addressBookOf(db, userId),
    allMyOrders(db, userId),
    reviewsBy(db, userId),
    sessionsOf(db, userId, sessionId),
  ]);
  return { exportedAt: new Date().toISOString(), account, addresses, orders, reviews, sessions };
}

const WRONG_PASSWORD = 'That is not your password.';
const WRONG_EMAIL = 'Type the e-mail address of your account to confirm.';

/** The password (or, without one, the e-mail address) the shopper typed to confirm. */
async function checkConfirmation(auth: Auth, userId: string, profile: Profile, body: DeleteAccountBody) {
  if (profile.hasPassword) {
    if (!body.password || !(await isPasswordOf(auth, userId, body.password))) {
      throw new AppError('VALIDATION_ERROR', WRONG_PASSWORD, [{ path: 'password', message: WRONG_PASSWORD }]);
    }
  } else if (body.email?.toLowerCase() !== profile.email) {
    throw new AppError('VALIDATION_ERROR', WRONG_EMAIL, [{ path: 'email', message: WRONG_EMAIL }]);
  }
}

export async function deleteAccount(
  deps: { db: Db; auth: Auth },
  userId: string,
  isOwner: boolean,
  body: DeleteAccountBody,
): Promise<void> {
  const { db, auth } = deps;
  const profile = await profileOf(db, userId);
  if (!profile) throw new AppError('UNAUTHORIZED', 'Please log in first.');
  await checkConfirmation(auth, userId, profile, body);
  if (isOwner) {
    throw new AppError(
      'CONFLICT',
      "The shop's admin account cannot be deleted: another admin must be named first.",
    );
  }
  const underway = await countOrdersUnderway(db, userId);
  // A payment still being made would become an order for no one.
  if (underway > 0 || (await hasPaymentUnderway(db, userId))) {
    throw new AppError(
      'CONFLICT',
      'An order of yours is still on its way. You can delete your account once it is delivered or cancelled.',
    );
  }
  const shopper = {
    userId,
    email: profile.email,
    isEmailVerified: profile.isEmailVerified,
    erasedEmail: erasedEmail(),
  };
  await db.transaction(async (tx) => {
    await eraseShopperFromOrders(tx, shopper);
    await eraseShopperFromCheckouts(tx, shopper);
    await deleteReviewsOf(tx, userId);
    await forgetConsents(tx, profile.email);
    await deleteUser(tx, userId);
  });
}
