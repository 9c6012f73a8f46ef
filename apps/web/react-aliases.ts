// The storefront runs on Preact with its React compatibility layer (decision 080): React's API in about
// 10 KB instead of react-dom's 56. The build, the server's renderer and the web tests all resolve
// React's modules through these aliases, so what is tested is what ships.
import { fileURLToPath } from 'node:url';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const reactOnPreactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: fromHere('./src/react-on-preact.ts') },
  {
    find: /^use-sync-external-store\/(shim\/)?with-selector(\.js)?$/,
    replacement: fromHere('./src/use-sync-external-store-with-selector.ts'),
  },
];
