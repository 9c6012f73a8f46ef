// `npm run admin:reset-two-factor -- owner@example.com`: turns off two-factor sign-in of one account
// (the owner who lost the phone and the recovery codes; staff have the owner for that), ends its
// sessions, and says so. The shop must be stopped when it runs on the embedded database.
import { parseArgs } from 'node:util';
import { resetTwoFactorOf } from '../modules/auth/index.js';
import { BackupError } from './backup/backup-error.js';
import { loadShopEnv, runCommand } from './backup/cli-support.js';
import { openShopDatabase } from './backup/open-shop-database.js';

await runCommand(async () => {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [email] = positionals;
  if (!email || positionals.length > 1) {
    throw new BackupError('Name the account: npm run admin:reset-two-factor -- owner@example.com');
  }
  const database = await openShopDatabase(loadShopEnv(), 'changed', { mustExist: true });
  try {
    if (!(await resetTwoFactorOf(database.db, email))) {
      console.error(`No account has the e-mail ${email}.`);
      return 1;
    }
    console.log(
      `Two-factor sign-in is off for ${email}, and its sessions are ended: sign in with the password, then turn it on again on the account page.`,
    );
  } finally {
    await database.close();
  }
});
