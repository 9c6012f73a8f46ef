// Vite config of the storefront: the shared contract is compiled from its TS source, the dev
// server proxies the API and uploaded images to the Node server on port 3000, and the build writes
// Brotli and gzip copies of every text asset at their best levels, which the server sends as they
// are (no per-request compression, and ~13% fewer bytes than on-the-fly gzip).
import { constants } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { compiledMessages, withoutMessageParser } from './compiled-messages';
import { reactOnPreactAliases } from './react-aliases';
import { routePatternsOnce } from './route-patterns-once';

const apiTarget = 'http://localhost:3000';

// The shared contract's top-level zod calls build schemas and do nothing else, so the build may drop
// the ones a page never uses (`z.coerce.number()` in a module a page needs for a constant). Rolldown
// marks calls pure by the callee's name, in every module: the name `z` would also match minified
// library functions (Preact's `diff` is `z`, and dropping it renders nothing). So the shared modules
// call zod by a name no library uses, and only that name is marked pure.
const SHARED_ZOD = 'sharedZodPure';
const sharedZodPure: Plugin = {
  name: 'eshop:shared-zod-pure',
  enforce: 'pre',
  transform(code, id) {
    if (!/packages[\\/]shared[\\/]src[\\/].*\.ts$/.test(id) || !code.includes("import { z } from 'zod';"))
      return null;
    const renamed = code
      .replace("import { z } from 'zod';", `import { z as ${SHARED_ZOD} } from 'zod';`)
      .replace(/(?<![\w$.'"`])z(?=\s*\.)/g, SHARED_ZOD);
    return { code: renamed, map: null };
  },
};
const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    sharedZodPure,
    routePatternsOnce(),
    compiledMessages(),
    // The browser formats messages parsed at build time; intl-messageformat's own import of the ICU
    // parser gets FormatJS's stand-in without it. The parser loads on demand for the owner's texts
    // (loadMessageParser in @eshop/shared). The server's renderer keeps it.
    !isSsrBuild && withoutMessageParser(),
    react(),
    // The server's renderer (dist-server) is read from disk by Node, never sent: nothing to compress.
    !isSsrBuild &&
      compression({
        algorithms: [
          defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
        // index.html is filled in by the server (the shop's name) and compressed as it is sent.
        include: /\.(js|css|svg|txt|json)$/,
        threshold: 1024,
      }),
  ],
  resolve: {
    alias: [
      { find: /^@eshop\/shared$/, replacement: fromHere('../../packages/shared/src/index.ts') },
      ...reactOnPreactAliases,
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
      '/demo-images': apiTarget,
    },
  },
  // The server renderer is one file with its libraries inside: no module resolution at run time, and
  // no CommonJS named-export guessing (react-dom/server).
  ssr: { noExternal: true },
  // React's production build on the server too (its development build is slower and puts stack
  // traces into the HTML of a page that fails).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  publicDir: isSsrBuild ? false : 'public',
  build: {
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    // Which CSS and code each page's chunk needs, so a page drawn on the server links them at once.
    manifest: !isSsrBuild,
    // NOTE: never inline assets as data: URLs; the server's CSP only allows images from 'self'.
    assetsInlineLimit: 0,
    rolldownOptions: {
      treeshake: {
        // The shared contract's modules only declare things, but their top-level zod calls look like
        // side effects; without this the zod runtime (~25 KB gzipped) lands in every page.
        moduleSideEffects: [{ test: /packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
        // A schema built and never used is dropped (sharedZodPure, above).
        manualPureFunctions: [SHARED_ZOD],
      },
    },
  },
}));
