// The web app's folder boundaries (decisions 037 and 057): code flows shared -> features -> app. A
// feature reaches another only through that feature's index.ts, so its internals can move freely, and
// features depend one way (no-feature-cycle.js); the admin's domains follow the same rules.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import noFeatureCycle from './no-feature-cycle.js';

const SRC = 'apps/web/src';
const foldersIn = (path) =>
  readdirSync(new URL(`../${SRC}/${path}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const FEATURES = foldersIn('features');
const ADMIN = `${SRC}/features/admin`;
// The admin area is split by domain like the server (orders, products, settings...); `shared/` holds
// what several domains use, and the files beside the folders (admin-page.tsx) are the admin's shell.
const ADMIN_DOMAINS = foldersIn('features/admin').filter((folder) => folder !== 'shared');

// Shared code (components, lib, copy, styles) knows no feature and no app shell, except the store's
// typed hooks (app/hooks.ts: react-redux's hooks typed with the store's types, no app code).
const sharedZones = ['components', 'lib', 'copy'].flatMap((folder) => [
  {
    target: `${SRC}/${folder}`,
    from: `${SRC}/features`,
    message: 'Shared code must not depend on a feature: move what both need into shared code.',
  },
  {
    target: `${SRC}/${folder}`,
    from: `${SRC}/app`,
    except: ['./hooks.ts'],
    message: 'Shared code must not depend on the app shell: move what both need into shared code.',
  },
]);

// A feature never imports the app shell (the shell imports features, not the other way round), except
// the store's typed hooks (app/hooks.ts; their types point back at the store, which no-cycle ignores).
// Tests are the exception too: they build the real store (app/store.ts) the way the app does.
const featureToApp = {
  target: `${SRC}/features`,
  from: `${SRC}/app`,
  except: ['./hooks.ts'],
  message: 'A feature must not import the app shell: move what it needs into components/ or lib/.',
};

// Between features: only the other feature's index.ts (its public surface).
const crossFeatureZones = FEATURES.flatMap((feature) =>
  FEATURES.filter((other) => other !== feature).map((other) => ({
    target: `${SRC}/features/${feature}`,
    from: `${SRC}/features/${other}`,
    except: ['./index.ts'],
    message: `Import the ${other} feature through features/${other}/index.ts, not its internals.`,
  })),
);

// Inside the admin area, the same rules one level down: a domain reaches another only through its
// index.ts; the admin's shared code knows no domain; no domain imports the shell, which wires them.
const adminDomainZones = ADMIN_DOMAINS.flatMap((domain) => [
  ...ADMIN_DOMAINS.filter((other) => other !== domain).map((other) => ({
    target: `${ADMIN}/${domain}`,
    from: `${ADMIN}/${other}`,
    except: ['./index.ts'],
    message: `Import the admin's ${other} through features/admin/${other}/index.ts, not its internals.`,
  })),
  {
    target: `${ADMIN}/${domain}`,
    from: `${ADMIN}/*.{ts,tsx}`,
    message: 'An admin domain must not import the admin shell (admin-page.tsx): the shell imports domains.',
  },
]);
const adminSharedZone = {
  target: `${ADMIN}/shared`,
  from: [...ADMIN_DOMAINS.map((domain) => `${ADMIN}/${domain}`), `${ADMIN}/admin-page.tsx`],
  message: "The admin's shared code must not depend on a domain: move what both need into admin/shared.",
};

export default [
  {
    files: [`${SRC}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX, web: { rules: { 'no-feature-cycle': noFeatureCycle } } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [...sharedZones, featureToApp, ...crossFeatureZones, ...adminDomainZones, adminSharedZone],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // One way to reach the store: the typed hooks, so a selector or a thunk is checked against it.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector', 'useStore'],
              message: 'Use useAppDispatch and useAppSelector from app/hooks.ts (typed with the store).',
            },
            {
              // Router's resolve their path against the route on every render (decision 081).
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message: "Use Link and NavLink from components/link.tsx: the shop's links are absolute paths.",
            },
          ],
        },
      ],
      // Features (and the admin's domains) depend one way: no two import each other, even through
      // their index.ts, where no file cycle forms. When A needs a piece of B and B needs A, app/
      // composes them (app/pages/).
      'web/no-feature-cycle': [
        'error',
        {
          featuresDir: fileURLToPath(new URL(`../${SRC}/features`, import.meta.url)),
          splitFeatures: ['admin'],
        },
      ],
    },
  },
  {
    // The one file that types react-redux's hooks.
    files: [`${SRC}/app/hooks.ts`],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: [`${SRC}/**/*.test.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...sharedZones, ...crossFeatureZones, ...adminDomainZones, adminSharedZone] },
      ],
    },
  },
];
