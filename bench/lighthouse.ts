// Lighthouse benchmark: starts the real built shop on a fresh data folder (demo catalogue), then
// runs Lighthouse (Node API, simulated throttling) in Debian's Chromium, launched by chrome-launcher,
// on the home, category, product details and cart pages, as a phone (Lighthouse's default) and as
// a desktop (its desktop config), `--lighthouse-runs` times each (3 by default), each run in a fresh
// Chromium. Reports the median scores and metrics, and the audits that keep a score below 100.
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import type { BenchOptions } from './options.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startShop } from './shop.js';

export const LIGHTHOUSE_PAGES = ['home', 'category', 'product', 'cart'] as const;
export type LighthousePage = (typeof LIGHTHOUSE_PAGES)[number];
export const FORM_FACTORS = ['mobile', 'desktop'] as const;
export type FormFactor = (typeof FORM_FACTORS)[number];

/** Scores as Lighthouse shows them, 0..100 (not yet rounded); times in ms. */
export type LighthouseScores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  tbtMs: number;
  lcpMs: number;
  fcpMs: number;
  speedIndexMs: number;
};

export type FailingAudit = {
  category: string;
  id: string;
  title: string;
  /** 0..1, null when Lighthouse could not score it (an error). */
  score: number | null;
  displayValue?: string;
  /** The first rows of its details, one line each. */
  items: string[];
};

export type LighthouseCase = {
  page: LighthousePage;
  formFactor: FormFactor;
  url: string;
  runs: LighthouseScores[];
  /** Median of each field over the runs. */
  median: LighthouseScores;
  /** Failing audits of the run with the median performance score (the one saved as JSON). */
  failing: FailingAudit[];
  /** Full Lighthouse JSON of that run. */
  reportFile: string;
  runWarnings: string[];
  /** Milliseconds of all its runs together. */
  wallMs: number;
};

export type LighthouseResult = {
  lighthouseVersion: string;
  userAgent: string;
  runsPerCase: number;
  /** What the cart held while Lighthouse loaded /cart, and whether its image was requested. */
  cart: { productId: string; name: string; shown: boolean };
  cases: LighthouseCase[];
  errors: string[];
  wallSeconds: number;
};

type Log = (message: string) => void;
type Product = { id: string; name: string; priceCents: number; imageURL: string; category: string };
type AuditResult = Result['audits'][string];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CART_STORAGE_KEY = 'cartItems'; // apps/web/src/features/cart/cart-storage.ts

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

function scoresOf(lhr: Result): LighthouseScores {
  const category = (id: string) => (lhr.categories[id]?.score ?? 0) * 100;
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: category('performance'),
    accessibility: category('accessibility'),
    bestPractices: category('best-practices'),
    seo: category('seo'),
    cls: metric('cumulative-layout-shift'),
    tbtMs: metric('total-blocking-time'),
    lcpMs: metric('largest-contentful-paint'),
    fcpMs: metric('first-contentful-paint'),
    speedIndexMs: metric('speed-index'),
  };
}

const clip = (text: string, length = 220) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : (JSON.stringify(value) ?? '');

/** One detail row as a line: the node, URL or label it is about, then its numbers. */
function describeRow(row: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(row)) {
    if (value === null || value === undefined || key === 'subItems' || key === 'entity') continue;
    if (typeof value === 'object') {
      const item = value as Record<string, unknown>;
      if (item.type === 'node') {
        parts.push(
          `${key}: ${text(item.snippet ?? '')} [${text(item.selector ?? '')}] "${clip(text(item.nodeLabel ?? ''), 60)}"`,
        );
      } else if (item.type === 'source-location') {
        parts.push(`${key}: ${text(item.url)}:${text(item.line)}:${text(item.column)}`);
      } else if ('value' in item && typeof item.value !== 'object') {
        parts.push(`${key}: ${text(item.value)}`);
      } else if ('formattedDefault' in item) {
        parts.push(`${key}: ${text(item.formattedDefault)}`);
      }
    } else {
      parts.push(`${key}: ${typeof value === 'number' ? Math.round(value * 100) / 100 : text(value)}`);
    }
  }
  return clip(parts.join(', '), 400);
}

/** Table, opportunity, list and checklist details flattened into lines. */
function describeDetails(details: unknown, limit = 6): string[] {
  if (!details || typeof details !== 'object') return [];
  const detail = details as { type?: string; items?: unknown };
  if (detail.type === 'checklist' && detail.items && typeof detail.items === 'object') {
    return Object.entries(detail.items as Record<string, { label?: string; value?: boolean }>)
      .filter(([, item]) => item.value === false)
      .map(([key, item]) => `not met: ${item.label ?? key}`);
  }
  if (!Array.isArray(detail.items)) return [];
  const lines: string[] = [];
  for (const item of detail.items as unknown[]) {
    if (lines.length >= limit) break;
    if (item && typeof item === 'object' && 'type' in item && typeof item.type === 'string') {
      const kind = item.type;
      if (['table', 'opportunity', 'list', 'checklist'].includes(kind)) {
        lines.push(...describeDetails(item, limit - lines.length));
        continue;
      }
      if (kind === 'text' && 'value' in item) {
        lines.push(clip(String(item.value)));
        continue;
      }
      if (['debugdata', 'screenshot', 'filmstrip', 'treemap-data', 'network-tree'].includes(kind)) continue;
    }
    if (item && typeof item === 'object') lines.push(describeRow(item as Record<string, unknown>));
  }
  const total = (detail.items as unknown[]).length;
  if (total > lines.length && lines.length >= limit) lines.push(`… ${total} rows in all`);
  return lines;
}

/**
 * Audits that cost points: in the accessibility, best-practices and SEO categories every scored
 * audit below 1; in performance the metrics below 0.9 and the insights and diagnostics Lighthouse
 * marks as failing (score below 0.9 with savings or a display value).
 */
function failingAudits(lhr: Result): FailingAudit[] {
  const failing: FailingAudit[] = [];
  for (const categoryId of CATEGORIES) {
    const category = lhr.categories[categoryId];
    if (!category) continue;
    for (const ref of category.auditRefs) {
      const audit: AuditResult | undefined = lhr.audits[ref.id];
      if (!audit) continue;
      const mode = audit.scoreDisplayMode;
      if (mode === 'notApplicable' || mode === 'manual') continue;
      let fails: boolean;
      if (categoryId === 'performance') {
        fails =
          mode === 'error' ||
          (audit.score !== null && audit.score < 0.9 && (ref.group === 'metrics' || mode !== 'informative'));
      } else {
        fails = mode === 'error' || (mode !== 'informative' && audit.score !== null && audit.score < 1);
      }
      if (!fails) continue;
      failing.push({
        category: categoryId,
        id: audit.id,
        title: audit.title,
        score: audit.score,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        items: audit.errorMessage ? [`error: ${audit.errorMessage}`] : describeDetails(audit.details),
      });
    }
  }
  // Always worth reading when the performance score is short: what the main thread did, by script.
  const performance = lhr.categories.performance?.score ?? 1;
  if (performance < 1) {
    for (const id of [
      'bootup-time',
      'mainthread-work-breakdown',
      'lcp-breakdown-insight',
      'largest-contentful-paint-element',
    ]) {
      const audit = lhr.audits[id];
      if (!audit || failing.some((f) => f.id === id) || audit.scoreDisplayMode === 'notApplicable') continue;
      failing.push({
        category: 'performance (context)',
        id,
        title: audit.title,
        score: audit.score,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        items: describeDetails(audit.details, 5),
      });
    }
  }
  return failing;
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Puts one product in a visitor's cart: localStorage of the shop's origin, as the app keeps it. */
async function fillCart(port: number, baseUrl: string, product: Product): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    // A JSON answer of the origin: storage for it, and nothing of the app's in the HTTP cache.
    await page.goto(`${baseUrl}/api/health`);
    const item = {
      id: product.id,
      name: product.name,
      priceCents: product.priceCents,
      imageURL: product.imageURL,
      cartQuantity: 1,
    };
    await page.evaluate(
      (key, value) => localStorage.setItem(key, value),
      CART_STORAGE_KEY,
      JSON.stringify([item]),
    );
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** Lighthouse's phone (Moto G Power) and desktop screens. */
const WARM_UP_VIEWPORTS = [
  { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  { width: 1350, height: 940, deviceScaleFactor: 1 },
];

/** Loads each page once, unmeasured, so the server's first-request costs do not land on run 1. */
async function warmUp(urls: string[]): Promise<void> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    try {
      const page = await browser.newPage();
      // At both sizes, so the picture widths each form factor's srcset picks are rendered already.
      for (const viewport of WARM_UP_VIEWPORTS) {
        await page.setViewport(viewport);
        for (const url of urls) await page.goto(url, { waitUntil: 'networkidle0', timeout: 30_000 });
      }
      await page.close();
    } finally {
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
  }
}

async function runOnce(
  url: string,
  formFactor: FormFactor,
  prepare?: (port: number) => Promise<void>,
): Promise<{ lhr: Result; report: string }> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    await prepare?.(chrome.port);
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    };
    const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined;
    const result = await lighthouse(url, flags, config);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) {
      throw new Error(
        `${url} (${formFactor}): ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
      );
    }
    const report = Array.isArray(result.report) ? (result.report[0] ?? '') : result.report;
    return { lhr: result.lhr, report };
  } finally {
    chrome.kill();
  }
}

export async function runLighthouse(options: BenchOptions, log: Log): Promise<LighthouseResult> {
  const startedAt = performance.now();
  const shop = await startShop('lighthouse', log);
  const outDir = options.lighthouseDir;
  fs.mkdirSync(outDir, { recursive: true });
  try {
    const { items } = await json<{ items: Product[] }>(`${shop.baseUrl}/api/products?limit=12`);
    const product = items[0];
    if (!product) throw new Error('The catalogue has no products');
    const urls: Record<LighthousePage, string> = {
      home: `${shop.baseUrl}/`,
      category: `${shop.baseUrl}/category/${encodeURIComponent(product.category)}`,
      product: `${shop.baseUrl}/product-details/${product.id}`,
      cart: `${shop.baseUrl}/cart`,
    };
    await warmUp(Object.values(urls));

    type Sample = { scores: LighthouseScores; lhr: Result; report: string };
    const samples = new Map<string, Sample[]>();
    const wallMs = new Map<string, number>();
    const errors: string[] = [];
    let cartShown = true;
    const total = options.lighthouseRuns * LIGHTHOUSE_PAGES.length * FORM_FACTORS.length;
    let done = 0;
    // Round-robin over the cases, so a noisy moment of the machine hits one run of several cases.
    for (let run = 0; run < options.lighthouseRuns; run += 1) {
      for (const page of LIGHTHOUSE_PAGES) {
        for (const formFactor of FORM_FACTORS) {
          const key = `${page}-${formFactor}`;
          const runStarted = performance.now();
          done += 1;
          try {
            const prepare =
              page === 'cart' ? (port: number) => fillCart(port, shop.baseUrl, product) : undefined;
            const { lhr, report } = await runOnce(urls[page], formFactor, prepare);
            const scores = scoresOf(lhr);
            if (page === 'cart') {
              // The cart line shows the product's picture: proof that the cart was not empty.
              const requests = JSON.stringify(lhr.audits['network-requests']?.details ?? {});
              cartShown &&= requests.includes(product.imageURL);
            }
            samples.set(key, [...(samples.get(key) ?? []), { scores, lhr, report }]);
            log(
              `[lighthouse] ${done}/${total} ${key}: performance ${Math.round(scores.performance)}, ` +
                `a11y ${Math.round(scores.accessibility)}, BP ${Math.round(scores.bestPractices)}, ` +
                `SEO ${Math.round(scores.seo)}, CLS ${scores.cls.toFixed(3)}, TBT ${Math.round(scores.tbtMs)} ms, ` +
                `LCP ${Math.round(scores.lcpMs)} ms (${Math.round((performance.now() - runStarted) / 1000)} s)`,
            );
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            errors.push(`${key} run ${run + 1}: ${message}`);
            log(`[lighthouse] ${done}/${total} ${key}: FAILED ${message}`);
          }
          wallMs.set(key, (wallMs.get(key) ?? 0) + performance.now() - runStarted);
        }
      }
    }

    const cases: LighthouseCase[] = [];
    for (const page of LIGHTHOUSE_PAGES) {
      for (const formFactor of FORM_FACTORS) {
        const key = `${page}-${formFactor}`;
        const list = samples.get(key) ?? [];
        if (list.length === 0) continue;
        const field = (name: keyof LighthouseScores) => median(list.map((s) => s.scores[name]));
        const medianScores: LighthouseScores = {
          performance: field('performance'),
          accessibility: field('accessibility'),
          bestPractices: field('bestPractices'),
          seo: field('seo'),
          cls: field('cls'),
          tbtMs: field('tbtMs'),
          lcpMs: field('lcpMs'),
          fcpMs: field('fcpMs'),
          speedIndexMs: field('speedIndexMs'),
        };
        // The run whose performance score is the median one (the lower middle for an even count).
        const sorted = [...list].sort((a, b) => a.scores.performance - b.scores.performance);
        const chosen = sorted[Math.floor((sorted.length - 1) / 2)] ?? list[0];
        if (!chosen) continue;
        const reportFile = path.join(outDir, `${key}.json`);
        fs.writeFileSync(reportFile, chosen.report);
        cases.push({
          page,
          formFactor,
          url: urls[page],
          runs: list.map((s) => s.scores),
          median: medianScores,
          failing: failingAudits(chosen.lhr),
          reportFile,
          runWarnings: chosen.lhr.runWarnings,
          wallMs: wallMs.get(key) ?? 0,
        });
      }
    }
    const anyLhr = [...samples.values()][0]?.[0]?.lhr;
    return {
      lighthouseVersion: anyLhr?.lighthouseVersion ?? 'unknown',
      userAgent: anyLhr?.environment.hostUserAgent ?? 'unknown',
      runsPerCase: options.lighthouseRuns,
      cart: { productId: product.id, name: product.name, shown: cartShown && samples.has('cart-mobile') },
      cases,
      errors,
      wallSeconds: (performance.now() - startedAt) / 1000,
    };
  } finally {
    await shop.stop();
  }
}
