// The listing benchmark alone, with issue 24's scenarios as well (decision 036), which
// `npm run bench -- --scenarios` does not accept until options.ts lists them:
//   node --expose-gc --import tsx bench/listing-run.ts --backends postgres --sizes 1000000 --scenarios common-term-uncached
// Same flags as `npm run bench`; prints the listing tables and their budgets, writes
// bench/results/listing-<timestamp>.json.
import fs from 'node:fs';
import path from 'node:path';
import { checkBudgets, loadBudgets } from './budgets.js';
import { runListing } from './listing.js';
import { ISSUE_24_SCENARIOS, type ListingScenarioName } from './listing-scenarios.js';
import { parseOptions, SCENARIOS, USAGE } from './options.js';
import { RESULTS_DIR } from './paths.js';
import { budgetTable, listingTables } from './report.js';

const log = (message: string) => console.error(message);
const KNOWN: readonly string[] = [...SCENARIOS, ...ISSUE_24_SCENARIOS];

async function main() {
  const argv = process.argv.slice(2);
  const at = argv.indexOf('--scenarios');
  const named = at >= 0 ? (argv[at + 1] ?? '') : '';
  const rest = at >= 0 ? [...argv.slice(0, at), ...argv.slice(at + 2)] : argv;
  const scenarios = named.split(',').filter(Boolean) as ListingScenarioName[];
  const unknown = scenarios.filter((name) => !KNOWN.includes(name));
  if (scenarios.length === 0 || unknown.length > 0) {
    console.error(`--scenarios takes some of: ${KNOWN.join(', ')}\n\n${USAGE}`);
    process.exit(2);
  }
  const options = parseOptions(rest);
  const listing = await runListing({ ...options, scenarios }, log);
  const budgets = checkBudgets(loadBudgets(), { listing }).filter(
    (check) => check.status !== 'SKIP' && check.budget.startsWith('listing'),
  );
  const startedAt = new Date().toISOString();
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(
    path.join(RESULTS_DIR, `listing-${startedAt.replace(/:/g, '-')}.json`),
    `${JSON.stringify({ startedAt, arguments: argv, options, scenarios, listing, budgets }, null, 2)}\n`,
  );
  console.log(`\n${listingTables(listing, options)}\n\n${budgetTable(budgets)}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
