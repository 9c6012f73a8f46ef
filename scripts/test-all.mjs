// `npm test`: lint, typecheck, unit + API + web tests (Vitest), build, then browser journeys
// (Playwright). Every step runs even when an earlier one fails, and the last line is the total
// `N passed, N failed` (lint, typecheck and build count as one check each).
// Lint runs beside the build and the typecheck (each is one process on one core); the test runners
// then have the machine to themselves, as their own workers fill it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runUnderSupportedNode } from './supported-node.mjs';

// On a Node older than .nvmrc's line, the whole run happens again under the supported one, which every
// step it starts then runs under too (decision 054).
await runUnderSupportedNode();

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eshop-test-report-'));
const vitestReport = path.join(reportDir, 'vitest.json');
const playwrightReport = path.join(reportDir, 'playwright.json');

/** How long each stage took, in seconds, for the summary (issue 34 asks for each stage's time). */
const stageSeconds = {};
const since = (started) => Math.round((Date.now() - started) / 1000);

const run = (name, command, env = {}) => {
  console.log(`\n$ ${command}`);
  const started = Date.now();
  const ok =
    spawnSync(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;
  stageSeconds[name] = since(started);
  return ok;
};

/**
 * Runs `command` without a terminal, its output held and printed in one piece when it ends, so two
 * commands running together do not interleave their lines. Resolves to whether it succeeded.
 */
const runQuietly = (name, command) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      stageSeconds[name] = since(started);
      console.log(`\n$ ${command}  (${stageSeconds[name]} s)\n${Buffer.concat(output).toString().trimEnd()}`);
      resolve(code === 0);
    });
  });

const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined);

const runStarted = Date.now();
const results = [];
const check = (name, ok) => results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });

// NOTE: the typecheck builds packages/shared again, so it runs after the build rather than beside it.
const [lintOk, [buildOk, typecheckOk]] = await Promise.all([
  runQuietly('lint', 'npm run lint --silent'),
  runQuietly('build', 'npm run build --silent').then(async (built) => [
    built,
    await runQuietly('typecheck', 'npm run typecheck --silent'),
  ]),
]);
check('lint', lintOk);
check('typecheck', typecheckOk);
check('build', buildOk);

const vitestOk = run(
  'vitest',
  `npx vitest run --reporter=default --reporter=json --outputFile.json=${vitestReport}`,
);
const vitest = readJson(vitestReport);
// A runner that exits non-zero with no failed test (a crash, a failed setup) still counts as a failure.
const countRun = (name, ok, passed, failed) =>
  results.push({ name, passed, failed: failed + (!ok && failed === 0 ? 1 : 0) });

if (vitest) countRun('vitest', vitestOk, vitest.numPassedTests, vitest.numFailedTests);
else check('vitest', false);

if (buildOk) {
  const e2eOk = run('e2e', 'npm test -w @eshop/e2e', { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport });
  const stats = readJson(playwrightReport)?.stats;
  if (stats) countRun('e2e', e2eOk, stats.expected + stats.flaky, stats.unexpected);
  else check('e2e', false);
}

console.log('\nSummary:');
for (const r of results) {
  const seconds = stageSeconds[r.name] === undefined ? '' : `  (${stageSeconds[r.name]} s)`;
  console.log(`  ${r.name.padEnd(10)} ${r.passed} passed, ${r.failed} failed${seconds}`);
}
console.log(`  in all ${since(runStarted)} s`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
