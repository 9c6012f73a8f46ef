// Bundle benchmark: the JavaScript the home page loads (entry script + modulepreloads), gzipped at
// level 9, every chunk in apps/web/dist/assets, and a check that the home page loads no admin or
// checkout code.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { WEB_DIST } from './paths.js';

export type ChunkSize = { file: string; bytes: number; gzipBytes: number; loadedByHome: boolean };

export type BundleResult = {
  present: boolean;
  homeJsGzipKb: number;
  homeJsKb: number;
  homeCssGzipKb: number;
  chunks: ChunkSize[];
  /** Chunks loaded by the home page that look like admin or checkout code, with the reason. */
  leaks: { file: string; reason: string }[];
};

/** Strings that only admin or checkout code contains (copy and route names). */
const FORBIDDEN_STRINGS = ['Proceed To Checkout', 'Initializing Checkout', 'add-product'];
const FORBIDDEN_FILE_NAMES = /(^|[-_/])(admin|checkout)/i;

const attribute = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];

/** Asset paths that index.html loads: module scripts and modulepreload links, then stylesheets. */
export function homeAssets(html: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, 'src');
    if (src) scripts.add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, 'rel')?.toLowerCase();
    const href = attribute(tag, 'href');
    if (!href) continue;
    if (rel === 'modulepreload') scripts.add(href);
    if (rel === 'stylesheet') styles.add(href);
  }
  const local = (url: string) => url.replace(/^\//, '').split(/[?#]/)[0] ?? url;
  return { scripts: [...scripts].map(local), styles: [...styles].map(local) };
}

const gzipSize = (content: Buffer): number => zlib.gzipSync(content, { level: 9 }).length;
const kb = (bytes: number) => bytes / 1024;

export async function runBundle(): Promise<BundleResult> {
  const indexPath = path.join(WEB_DIST, 'index.html');
  const empty: BundleResult = {
    present: false,
    homeJsGzipKb: 0,
    homeJsKb: 0,
    homeCssGzipKb: 0,
    chunks: [],
    leaks: [],
  };
  if (!fs.existsSync(indexPath)) return empty;
  const { scripts, styles } = homeAssets(fs.readFileSync(indexPath, 'utf8'));
  const home = new Set(scripts.map((file) => path.normalize(file)));

  const assetsDir = path.join(WEB_DIST, 'assets');
  const files = fs.existsSync(assetsDir)
    ? fs.readdirSync(assetsDir).filter((f) => /\.(js|mjs)$/.test(f))
    : [];
  const chunks: ChunkSize[] = files.map((name) => {
    const file = path.join('assets', name);
    const content = fs.readFileSync(path.join(WEB_DIST, file));
    return { file, bytes: content.length, gzipBytes: gzipSize(content), loadedByHome: home.has(file) };
  });
  chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);

  const leaks: BundleResult['leaks'] = [];
  let homeJsBytes = 0;
  let homeJsGzipBytes = 0;
  for (const file of home) {
    const full = path.join(WEB_DIST, file);
    if (!fs.existsSync(full)) {
      leaks.push({ file, reason: 'referenced by index.html but missing from dist' });
      continue;
    }
    const content = fs.readFileSync(full);
    homeJsBytes += content.length;
    homeJsGzipBytes += gzipSize(content);
    if (FORBIDDEN_FILE_NAMES.test(path.basename(file))) leaks.push({ file, reason: 'file name' });
    const text = content.toString('utf8');
    for (const needle of FORBIDDEN_STRINGS) {
      if (text.includes(needle)) leaks.push({ file, reason: `contains "${needle}"` });
    }
  }
  const homeCssGzipBytes = styles
    .map((file) => path.join(WEB_DIST, file))
    .filter((full) => fs.existsSync(full))
    .reduce((sum, full) => sum + gzipSize(fs.readFileSync(full)), 0);

  return {
    present: true,
    homeJsGzipKb: kb(homeJsGzipBytes),
    homeJsKb: kb(homeJsBytes),
    homeCssGzipKb: kb(homeCssGzipBytes),
    chunks,
    leaks,
  };
}
