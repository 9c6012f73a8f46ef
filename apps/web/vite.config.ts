// Vite config of the storefront: the shared contract is compiled from its TS source, and the dev
// server proxies the API and uploaded images to the Node server on port 3000.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = 'http://localhost:3000';
const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [react()],
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
  build: {
    outDir: 'dist',
    // NOTE: never inline assets as data: URLs; the server's CSP only allows images from 'self'.
    assetsInlineLimit: 0,
    rolldownOptions: {
      treeshake: {
        // The shared contract's modules only declare things, but their top-level zod calls look like
        // side effects; without this the zod runtime (~25 KB gzipped) lands in every page.
        moduleSideEffects: [{ test: /packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
});
