// An account's e-mail sign-in password, set to a hash: the credential account's password replaced, or
// one added to an account that had none (made through Google). The admin bootstrap and a staff
// invitation's answer both set one this way.
import type { Auth } from './auth.js';

export async function setCredentialPassword(auth: Auth, userId: string, hash: string): Promise<void> {
  const context = await auth.$context;
  const accounts = await context.internalAdapter.findAccounts(userId);
  if (accounts.some((account) => account.providerId === 'credential')) {
    await context.internalAdapter.updatePassword(userId, hash);
  } else {
    await context.internalAdapter.linkAccount({
      userId,
      providerId: 'credential',
      accountId: userId,
      password: hash,
    });
  }
}
