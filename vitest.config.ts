// One Vitest run for every workspace: `npm run test:unit` (or `npx vitest run --project server`).
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { compiledMessages } from './apps/web/compiled-messages.js';
import { reactOnPreactAliases } from './apps/web/react-aliases.js';

const sharedSrc = fileURLToPath(new URL('./packages/shared/src/index.ts', import.meta.url));
const alias = { '@eshop/shared': sharedSrc };

export default defineConfig({
  test: {
    // A worker per core. Vitest's default leaves one core to itself, which on a 2-core machine is one
    // worker, while the API tests' workers spend much of their time waiting on PostgreSQL, password
    // hashing and child processes: two took the whole run from 8.3 to 5.8 minutes (decision 048).
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'demo-drawings',
          include: ['packages/demo-drawings/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Each API test file opens its own database; PGlite is single-threaded per instance.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // A worker keeps its modules from one test file to the next instead of importing the whole
          // server again for each (a fifth of the server tests' time). The files share no module
          // state: each builds its own app over its own database. The web tests stay isolated: they
          // replace modules (vi.mock) per file.
          isolate: false,
          globalSetup: ['apps/server/test/global-setup.ts'],
        },
      },
      {
        // The lint config's own tests (the server's module graph).
        test: { name: 'lint', include: ['eslint/**/*.test.js'], environment: 'node' },
      },
      {
        plugins: [compiledMessages()],
        resolve: {
          alias: [
            { find: '@eshop/shared', replacement: sharedSrc },
            // React's testing library drives react-dom; Preact's has the same API over Preact.
            {
              find: /^@testing-library\/react$/,
              replacement: fileURLToPath(new URL('./apps/web/src/test/testing-library.ts', import.meta.url)),
            },
            // One DOM Testing Library for all: Preact's (which wraps events in Preact's act) brings an
            // older copy of its own, while user-event fires through the project's.
            {
              find: /^@testing-library\/dom$/,
              replacement: fileURLToPath(
                new URL(
                  './node_modules/@testing-library/dom/dist/@testing-library/dom.esm.js',
                  import.meta.url,
                ),
              ),
            },
            ...reactOnPreactAliases,
          ],
          // ES modules before CommonJS (lucide-react's `node` build is CommonJS, which Node would load
          // past the aliases, with React's own forwardRef).
          conditions: ['module', 'browser', 'development|production'],
        },
        test: {
          name: 'web',
          // The React libraries run through Vite, so that their `react` imports reach Preact too.
          server: {
            deps: {
              inline: [
                /react/,
                /@testing-library\/(preact|dom|user-event)/,
                /lucide/,
                /@stripe/,
                /@hookform/,
              ],
            },
          },
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // One jsdom per worker, each file in a VM context of its own (its own modules and mocks),
          // instead of a jsdom made for each of 56 files: the web tests took 71 s, now 28 s, on two
          // cores. Such a context lacks some of Node's globals; test/node-globals.ts gives them.
          pool: 'vmThreads',
          setupFiles: ['apps/web/src/test/node-globals.ts', 'apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
