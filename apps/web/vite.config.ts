// Vite config of the storefront: the shared contract is compiled from its TS source, and the dev
// server proxies the API and uploaded images to the Node server on port 3000.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@eshop/shared': fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    // NOTE: never inline assets as data: URLs; the server's CSP only allows images from 'self'.
    assetsInlineLimit: 0,
  },
});
