// Turns results into the tables `npm run bench` prints.
import { formatCents } from '@eshop/shared';
import type { BudgetCheck } from './budgets.js';
import type { BundleResult, WireLoad } from './bundle.js';
import { isCheckoutRunSound, type CheckoutRun } from './checkout.js';
import type { LighthouseResult } from './lighthouse.js';
import type { ListingResult } from './listing.js';
import type { ResetTimingResult } from './reset-timing.js';
import type { BenchOptions } from './options.js';
import type { SignInResult } from './sign-in.js';
import type { StartupResult } from './startup.js';
import type { HangupsRun } from './hangups.js';
import type { WritesRun } from './writes.js';
import { formatTable, round } from './table.js';

export function listingTables(results: ListingResult[], options: BenchOptions): string {
  const load = formatTable(
    [
      'backend',
      'products',
      'scenario',
      'req/s',
      'p2.5 ms',
      'p50 ms',
      'p97.5 ms',
      'p99 ms',
      'max ms',
      'errors',
      'non-2xx',
    ],
    results.flatMap((r) =>
      r.scenarios.map((s) => [
        r.backend,
        r.size,
        s.scenario,
        round(s.requestsPerSecond),
        s.latencyMs.p2_5,
        s.latencyMs.p50,
        s.latencyMs.p97_5,
        s.latencyMs.p99,
        s.latencyMs.max,
        s.errors,
        s.non2xx,
      ]),
    ),
  );
  const servers = formatTable(
    ['backend', 'products', 'seed s', 'ready ms', 'indexed ms', 'RSS MB', 'peak RSS MB', 'error'],
    results.map((r) => [
      r.backend,
      r.size,
      round(r.seedMs / 1000, 1),
      round(r.serverReadyMs),
      round(r.indexedMs),
      round(r.memory.rssMb),
      round(r.memory.peakRssMb),
      r.error ? (r.error.split('\n')[0] ?? '') : '',
    ]),
  );
  const setup = `${options.connections} connections, ${options.duration} s after ${options.warmup} s warm-up, Accept-Encoding: ${options.acceptEncoding}`;
  return `Listing (GET /api/products; ${setup})\n${load}\n\nServers\n${servers}`;
}

export function startupTable(result: StartupResult): string {
  const rows = (['new', 'existing'] as const).map((name) => {
    const { medianMs, samples } = result.cases[name];
    return [
      `${name} data folder`,
      round(medianMs),
      samples.map((s) => Math.round(s.ms)).join(', '),
      round(Math.max(...samples.map((s) => s.peakRssMb))),
      samples.some((s) => s.rebuilt) ? 'yes' : 'no',
    ];
  });
  const table = formatTable(['case', 'median ms', 'samples ms', 'peak RSS MB', 'included a build'], rows);
  const prebuild =
    result.prebuildMs > 0
      ? `\n(start.mjs rebuilt stale outputs first: ${round(result.prebuildMs)} ms, not counted)`
      : '';
  return `Startup (node scripts/start.mjs until ${result.readyCheck} answers)\n${table}${prebuild}`;
}

const kb1 = (bytes: number) => round(bytes / 1024, 1);

function wireTable(load: WireLoad): string {
  return formatTable(
    ['script the home page fetched', 'encoding', 'KB over the wire', 'KB decoded', 'when'],
    load.chunks.map((c) => [
      c.path,
      c.encoding || 'none',
      kb1(c.wireBytes),
      kb1(c.bytes),
      c.afterScroll ? 'after scrolling' : 'load until idle',
    ]),
  );
}

export function bundleTable(result: BundleResult): string {
  if (!result.present) return 'Bundle\napps/web/dist is absent: run "npm run build". Skipped.';
  const chunks = formatTable(
    ['chunk in dist/assets', 'KB', 'gzip KB', 'home page, KB over the wire'],
    result.chunks.map((c) => [
      c.file,
      kb1(c.bytes),
      kb1(c.gzipBytes),
      c.homeWireBytes === undefined ? '' : kb1(c.homeWireBytes),
    ]),
  );
  const leaks =
    result.leaks.length === 0
      ? 'No admin or checkout code in the scripts the home page fetched.'
      : `Suspect scripts on the home page:\n${result.leaks.map((l) => `  ${l.file}: ${l.reason}`).join('\n')}`;
  const lines = ['Bundle (GET / in Chromium until the network is idle, then scrolled to the bottom)'];
  const { wire, wireBrotli } = result;
  if (wire) {
    lines.push(
      `Home page JS over the wire: ${round(wire.jsWireKb, 1)} KB (${round(wire.jsKb, 1)} KB decoded) in ` +
        `${wire.chunks.filter((c) => !c.afterScroll).length} scripts; Accept-Encoding: ${wire.acceptEncoding}`,
    );
    if (wireBrotli) {
      lines.push(
        `  with Accept-Encoding: ${wireBrotli.acceptEncoding}: ${round(wireBrotli.jsWireKb, 1)} KB ` +
          `(${[...new Set(wireBrotli.chunks.map((c) => c.encoding || 'none'))].join(', ')})`,
      );
    }
    lines.push(`  fetched only after scrolling to the bottom: ${round(wire.afterScrollJsWireKb, 1)} KB`);
  }
  for (const page of result.pages ?? []) {
    lines.push(
      `${page.page} page (${page.path}): ${round(page.jsWireKb, 1)} KB over the wire in ${page.scripts} scripts`,
    );
  }
  lines.push(
    `index.html's scripts (entry + modulepreload), gzip -9: ${round(result.homeJsGzipKb, 1)} KB ` +
      `(${round(result.homeJsKb, 1)} KB raw); CSS ${round(result.homeCssGzipKb, 1)} KB gzipped`,
    leaks,
  );
  if (wire) lines.push(wireTable(wire));
  lines.push('', chunks);
  return lines.join('\n');
}

export function lighthouseTable(result: LighthouseResult): string {
  const score = (value: number) => Math.round(value);
  const ms = (value: number) => (Number.isFinite(value) ? Math.round(value) : '');
  const table = formatTable(
    [
      'page',
      'form factor',
      'perf',
      'perf runs',
      'a11y',
      'BP',
      'SEO',
      'CLS',
      'TBT ms',
      'LCP ms',
      'FCP ms',
      'SI ms',
      's',
    ],
    result.cases.map((c) => [
      c.page,
      c.formFactor,
      score(c.median.performance),
      c.runs.map((r) => score(r.performance)).join(', '),
      score(c.median.accessibility),
      score(c.median.bestPractices),
      score(c.median.seo),
      c.median.cls.toFixed(3),
      ms(c.median.tbtMs),
      ms(c.median.lcpMs),
      ms(c.median.fcpMs),
      ms(c.median.speedIndexMs),
      round(c.wallMs / 1000),
    ]),
  );
  const failing = result.cases
    .filter((c) => c.failing.length > 0)
    .map((c) => {
      const audits = c.failing.map((a) => {
        const head = `  [${a.category}] ${a.id} (${a.score === null ? 'error' : round(a.score, 2)}): ${a.title}${a.displayValue ? ` — ${a.displayValue}` : ''}`;
        return [head, ...a.items.map((item) => `      ${item}`)].join('\n');
      });
      return [`${c.page} ${c.formFactor} (${c.reportFile}):`, ...audits].join('\n');
    });
  const cart = result.cart.shown
    ? `the cart held 1 x "${result.cart.name}"`
    : `the cart item ("${result.cart.name}") was NOT seen on /cart (its image was not requested)`;
  return [
    `Lighthouse ${result.lighthouseVersion} (median of ${result.runsPerCase}; simulated throttling; ${cart}; ${round(result.wallSeconds)} s)`,
    table,
    ...result.errors.map((error) => `failed run: ${error}`),
    ...(failing.length > 0 ? ['', 'Audits below target (median run of each case):', ...failing] : []),
  ].join('\n');
}

export function budgetTable(checks: BudgetCheck[]): string {
  return `Budgets (bench/budgets.json)\n${formatTable(
    ['budget', 'target', 'actual', 'status'],
    checks.map((c) => [c.budget, c.target, c.actual, c.status]),
  )}`;
}

export function signInTable(result: SignInResult): string {
  const { hashing, hashMs, verifyMs, signInMs, concurrent } = result;
  const rows = [
    ['hash a password (in process)', round(hashMs.medianMs, 1), round(hashMs.p95Ms, 1)],
    ['verify a password (in process)', round(verifyMs.medianMs, 1), round(verifyMs.p95Ms, 1)],
    ['POST /api/auth/sign-in/email (HTTP)', round(signInMs.medianMs, 1), round(signInMs.p95Ms, 1)],
  ];
  const table = formatTable(['step', 'median ms', 'p95 ms'], rows);
  return [
    `Sign-in (${hashing.algorithm}, m=${hashing.memoryKiB} KiB, t=${hashing.passes}, p=${hashing.lanes})`,
    table,
    `Under load: ${concurrent.connections} connections, ${round(concurrent.requestsPerSecond)} sign-ins/s, ` +
      `p50 ${concurrent.p50Ms} ms, p99 ${concurrent.p99Ms} ms, non-2xx ${concurrent.non2xx}`,
  ].join('\n');
}

/** A checkout run's name: its backend, and the code its orders carried. */
export const checkoutRunName = (run: CheckoutRun): string =>
  run.discountCode ? `${run.backend} + code ${run.discountCode}` : run.backend;

export function checkoutTable(runs: CheckoutRun[]): string {
  const load = formatTable(
    ['backend', 'shoppers', 'orders', 'orders/s', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'peak RSS MB'],
    runs.map((r) => [
      checkoutRunName(r),
      r.shoppers,
      r.ordersPlaced,
      round(r.ordersPerSecond, 1),
      round(r.orderMs.p50Ms),
      round(r.orderMs.p99Ms),
      round(r.orderMs.maxMs),
      r.errors,
      round(r.memory.peakRssMb),
    ]),
  );
  const steps = formatTable(
    ['backend', 'step', 'p50 ms', 'p99 ms'],
    runs.flatMap((r) =>
      (
        [
          ['POST /api/checkout/quote', r.stepsMs.quote],
          ['POST /api/create-payment-intent', r.stepsMs.intent],
          ['POST /api/test-payments/:id/confirm', r.stepsMs.pay],
          ['POST /api/checkout/complete', r.stepsMs.complete],
        ] as const
      ).map(([step, ms]) => [checkoutRunName(r), step, round(ms.p50Ms), round(ms.p99Ms)]),
    ),
  );
  const ledger = formatTable(
    [
      'backend',
      'orders (incl. warm-up)',
      'paid',
      'paid, no order',
      'wrong amount',
      'not captured',
      'charged = shown',
      'charged = order totals',
      'lines+ship+tax = total',
      'with shipping / tax',
      'refunds asked / cancelled',
      'refunded (provider = orders)',
      'captured - refunded = order net',
      'sound',
    ],
    runs.map((r) => [
      checkoutRunName(r),
      r.check.orders,
      r.check.successfulPayments,
      r.check.paymentsWithoutOrder,
      r.check.ordersWithWrongAmount,
      r.check.ordersNotCaptured,
      r.check.amountChargedCents === r.check.amountExpectedCents ? 'yes' : 'NO',
      r.check.amountChargedCents === r.check.orderTotalsCents ? 'yes' : 'NO',
      r.check.ordersNotAddingUp === 0 && r.check.ordersWithTaxMismatch === 0 ? 'yes' : 'NO',
      `${r.check.ordersWithShipping} / ${r.check.ordersWithTax}`,
      `${r.refunds.asked} / ${r.refunds.cancelled}`,
      `${formatCents(r.check.providerRefundedCents)} ${r.check.providerRefundedCents === r.check.orderRefundedCents && r.check.ordersRefundMismatch === 0 ? '(yes)' : '(NO)'}`,
      r.check.netCapturedCents === r.check.orderNetCents ? 'yes' : 'NO',
      isCheckoutRunSound(r) ? 'yes' : 'NO',
    ]),
  );
  const problems = runs.flatMap((r) =>
    [r.error, ...r.errorSamples, ...r.refunds.errorSamples]
      .filter(Boolean)
      .map((message) => `${checkoutRunName(r)}: ${message}`),
  );
  return [
    `Checkout with shipping and tax (one order = 1-2 POST checkout/quote, POST create-payment-intent, test card, POST checkout/complete; after ${runs[0]?.warmupOrders ?? 0} unmeasured orders). "+ code": every order carries a 10 % code with a usage limit (its use held under the code's lock).`,
    load,
    '',
    steps,
    '',
    'In the database afterwards',
    ledger,
    ...problems,
  ].join('\n');
}

export function resetTimingTable(result: ResetTimingResult): string {
  const percent = (share: number) => `${round(share * 100, 1)}%`;
  return [
    `Password-reset timing (${result.requests} requests, known and unknown e-mails interleaved)`,
    formatTable(
      ['measure', 'value'],
      [
        ['median, e-mail with an account', `${round(result.knownMedianMs, 1)} ms`],
        ['median, e-mail without one', `${round(result.unknownMedianMs, 1)} ms`],
        ['guess by the median split', percent(result.medianSplitAccuracy)],
        ['guess by a threshold fitted on the first half', percent(result.heldOutAccuracy)],
      ],
    ),
  ].join('\n');
}

export function writesTable(runs: WritesRun[]): string {
  const change = (r: WritesRun) =>
    r.listingBefore > 0 ? `${round(((r.listingAfter - r.listingBefore) / r.listingBefore) * 100, 1)}%` : '';
  return [
    `Cart writes under a crowd (${runs[0]?.writers ?? 0} shoppers, PUT /api/cart, 10 s client timeout)`,
    formatTable(
      [
        'backend',
        'served/s',
        'served p50 ms',
        'served p99 ms',
        'shed (503)',
        'shed p99 ms',
        'timeouts',
        'other errors',
        'listing req/s before',
        'after',
        'change',
        'error',
      ],
      runs.map((r) => [
        r.backend,
        round(r.servedPerSecond),
        round(r.servedP50Ms),
        round(r.servedP99Ms),
        r.shed,
        round(r.shedP99Ms),
        r.timeouts,
        r.otherErrors,
        round(r.listingBefore),
        round(r.listingAfter),
        change(r),
        r.error ? (r.error.split('\n')[0] ?? '') : '',
      ]),
    ),
  ].join('\n');
}

export function hangupsTable(runs: HangupsRun[]): string {
  const first = runs[0];
  const counters = (r: HangupsRun) =>
    r.countersAfter
      ? `${r.countersAfter.running} / ${r.countersAfter.waiting}${r.drainMs === undefined ? ' (not drained)' : ''}`
      : 'n/a';
  const fresh = (r: HangupsRun) => {
    const byStatus = new Map<number, number>();
    for (const status of r.freshStatuses) byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    return [...byStatus].map(([status, count]) => `${count}x${status === 0 ? 'none' : status}`).join(' ');
  };
  const answered = (r: HangupsRun) =>
    Object.entries(r.answeredFirst)
      .map(([status, count]) => `${count}x${status}`)
      .join(' ');
  return [
    `Writes with hang-ups (${first?.clients ?? 0} clients for ${round(first?.seconds ?? 0)} s: ${first?.hangingUp ?? 0} hang up 20-300 ms into sign-ins and cart writes, the rest are shoppers writing carts, 10 s client timeout)`,
    formatTable(
      [
        'backend',
        'served',
        'served/s',
        'p50 ms',
        'p99 ms',
        '503 %',
        'timeouts',
        'other',
        'hang-ups sent',
        'hung up',
        'answered first',
        'error',
      ],
      runs.map((r) => [
        r.backend,
        r.served,
        round(r.servedPerSecond),
        round(r.servedP50Ms),
        round(r.servedP99Ms),
        round(r.shedPercent, 1),
        r.timeouts,
        r.otherErrors,
        r.hangUpsSent,
        r.hungUp,
        answered(r),
        r.error ? (r.error.split('\n')[0] ?? '') : '',
      ]),
    ),
    '',
    'After the storm',
    formatTable(
      [
        'backend',
        'running / waiting at the end',
        'drained in ms',
        'after',
        'admitted',
        'refused',
        'left queue',
        'overheld',
        '/api/ready',
        'fresh writes',
        'fresh p50 ms',
        'fresh max ms',
        'peak RSS MB',
      ],
      runs.map((r) => [
        r.backend,
        r.atEnd ? `${r.atEnd.running} / ${r.atEnd.waiting}` : 'n/a',
        r.drainMs === undefined ? '' : round(r.drainMs),
        counters(r),
        r.countersAfter?.admitted ?? '',
        r.countersAfter?.refused ?? '',
        r.countersAfter?.leftQueue ?? '',
        r.countersAfter?.overheld ?? '',
        r.readyStatusAfter || 'no answer',
        fresh(r),
        round(r.freshP50Ms),
        round(r.freshMaxMs),
        round(r.peakRssMb),
      ]),
    ),
  ].join('\n');
}
