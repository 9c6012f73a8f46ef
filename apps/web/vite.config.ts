// Vite config of the storefront: the shared contract is compiled from its TS source, the dev
// server proxies the API and uploaded images to the Node server on port 3000, and the build writes
// Brotli and gzip copies of every text asset at their best levels, which the server sends as they
// are (no per-request compression, and ~13% fewer bytes than on-the-fly gzip).
import { constants } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const apiTarget = 'http://localhost:3000';
const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
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
    alias: [{ find: /^@eshop\/shared$/, replacement: fromHere('../../packages/shared/src/index.ts') }],
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
        // A schema built and never used (`z.coerce.number()` in a shared module a page needs for a
        // constant) is dropped; zod's builders have no side effects.
        manualPureFunctions: ['z'],
      },
    },
  },
}));
