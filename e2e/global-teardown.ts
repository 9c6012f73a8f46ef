// Drops the database the two-instance journey's servers shared.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { TWO_INSTANCE_DATABASE } from './playwright.config';

export default function globalTeardown() {
  execFileSync(
    process.execPath,
    [fileURLToPath(new URL('./postgres-database.mjs', import.meta.url)), 'drop', TWO_INSTANCE_DATABASE],
    {
      stdio: 'inherit',
    },
  );
}
