// React Router compiles a route's path pattern into a RegExp every time it matches one: `<Routes>`
// matches every route of the app on every render, and so does each `matchPath` the app calls. On the
// server that was 5-6% of drawing a page (decision 081), and the browser pays it on every navigation
// and hydration. The patterns are the app's own routes, a few dozen, so each is compiled once here.
//
// Router does not offer this, so the build wraps its `compilePath` as it bundles it. A Router that
// no longer has that function fails the build, rather than losing the cache without a word.
import type { Plugin } from 'vite';

const DEFINITION = 'function compilePath(path, caseSensitive = false, end = true) {';
const ROUTER_MODULE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/;
/** More patterns than any app has: past this, the cache starts over (patterns are never visitors'). */
const MOST_PATTERNS = 1000;

const WRAPPER = `
const compiledPaths = new Map();
function compilePath(path, caseSensitive = false, end = true) {
  const key = (caseSensitive ? "1" : "0") + (end ? "1" : "0") + path;
  let compiled = compiledPaths.get(key);
  if (compiled === undefined) {
    if (compiledPaths.size >= ${MOST_PATTERNS}) compiledPaths.clear();
    // A RegExp without the g or y flag keeps no state between matches: one serves every match.
    compiled = compilePathEachTime(path, caseSensitive, end);
    compiledPaths.set(key, compiled);
  }
  return compiled;
}
function compilePathEachTime(path, caseSensitive = false, end = true) {`;

export function routePatternsOnce(): Plugin {
  let wrapped = 0;
  return {
    name: 'eshop:route-patterns-once',
    buildStart() {
      wrapped = 0;
    },
    transform(code, id) {
      if (!ROUTER_MODULE.test(id) || !code.includes(DEFINITION)) return null;
      wrapped += 1;
      return { code: code.replace(DEFINITION, WRAPPER), map: null };
    },
    buildEnd(error) {
      if (!error && wrapped === 0) {
        this.error(`react-router has no "${DEFINITION}" any more: see apps/web/route-patterns-once.ts.`);
      }
    },
  };
}
