// `npm run build -w @eshop/server`: the server and its commands bundled with esbuild into dist/, every
// library inside except the few this package lists as `dependencies` (decision 035). A production
// install (`npm ci --omit=dev`) is then those few, not the ~400 MB the sources are built from.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as esbuild from 'esbuild';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));
// `--outdir DIR`: the same build elsewhere (a test runs it in a production-style copy of the project).
const outDir = path.resolve(
  parseArgs({ options: { outdir: { type: 'string' } } }).values.outdir ?? here('dist'),
);

/**
 * The only libraries loaded from node_modules at run time, and why each cannot be bundled. They, and
 * only they, are this package's `dependencies`; everything else the server imports is a
 * devDependency and goes into the bundle.
 */
const RUNTIME_DEPENDENCIES = {
  '@electric-sql/pglite': 'loads its WASM build and data files from beside its code',
  '@fastify/swagger-ui': "serves Swagger UI's pages and scripts from its own folder",
  '@node-rs/argon2': 'native add-on (password hashing)',
  'fs-native-extensions': 'native add-on (the data folder lock)',
  pdfkit: "reads the standard fonts' metrics (.afm files) from beside its code",
  'postal-codes-js': "reads each country's postal code format (formats/*.json) from beside its code",
  sharp: 'native add-on and libvips (image variants, demo pictures)',
};

/**
 * Bundled libraries that mention their own folder (`__dirname`, undefined in an ES module) only on
 * paths the shop never takes. Any other library that does is refused: it would fail at run time.
 */
const REVIEWED_FOLDER_USES = {
  'pino/lib/transport.js': 'worker transports; the shop logs to stdout without one',
  'thread-stream/index.js': "pino's worker transports, as above",
  '@fastify/swagger/lib/util/read-package-json.js': 'default API version, caught; app.ts gives info',
};

const packageJson = JSON.parse(fs.readFileSync(here('package.json'), 'utf8'));
const declared = Object.keys(packageJson.dependencies ?? {}).sort();
const expected = Object.keys(RUNTIME_DEPENDENCIES).sort();
if (declared.join() !== expected.join()) {
  console.error(
    `apps/server's dependencies are [${declared.join(', ')}], but build.mjs expects [${expected.join(', ')}].\n` +
      'A library the server imports goes in devDependencies (it is bundled); only one that cannot be ' +
      'bundled (a native add-on, files read beside its code) goes in dependencies and RUNTIME_DEPENDENCIES.',
  );
  process.exit(1);
}

const srcDir = here('src/');

/**
 * NOTE: every output file sits in dist/ as src/server.ts sits in src/, and a module's
 * `import.meta.url` becomes the address it would have as dist/<its path>.js, so
 * `new URL('../../drizzle', import.meta.url)` in src/db/migrate.ts still finds apps/server/drizzle.
 */
const importMetaUrlAsUnbundled = {
  name: 'import-meta-url-as-unbundled',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (!args.path.startsWith(srcDir)) return undefined;
      const source = await fs.promises.readFile(args.path, 'utf8');
      const loader = args.path.endsWith('.tsx') ? 'tsx' : 'ts';
      if (!source.includes('import.meta.url')) return { contents: source, loader };
      const asUnbundled = `./${args.path
        .slice(srcDir.length)
        .replaceAll('\\', '/')
        .replace(/\.tsx?$/, '.js')}`;
      const url = `new URL(${JSON.stringify(asUnbundled)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', url), loader };
    });
  },
};

fs.rmSync(outDir, { recursive: true, force: true });
const result = await esbuild.build({
  absWorkingDir: here('.'),
  entryPoints: {
    server: 'src/server.ts',
    // The database commands, so a production install runs them too (`node apps/server/dist/backup-cli.js`).
    'migrate-cli': 'src/db/migrate-cli.ts',
    'seed-cli': 'src/db/seed/seed-cli.ts',
    'backup-cli': 'src/db/backup/backup-cli.ts',
    'restore-cli': 'src/db/backup/restore-cli.ts',
    'move-to-postgres-cli': 'src/db/backup/move-to-postgres-cli.ts',
    'reset-two-factor-cli': 'src/db/reset-two-factor-cli.ts',
  },
  outdir: outDir,
  bundle: true,
  // Code the commands share, and what the server imports only when configured (the S3 client, Stripe),
  // go to chunks beside them, loaded when needed.
  splitting: true,
  chunkNames: 'chunk-[name]-[hash]',
  format: 'esm',
  platform: 'node',
  target: 'node24',
  sourcemap: true,
  external: expected,
  // The shared contract from its source, as the web app's build and the tests take it.
  alias: { '@eshop/shared': here('../../packages/shared/src/index.ts') },
  // Bundled CommonJS libraries require() Node's own modules. And the bundle runs as production unless
  // NODE_ENV says otherwise (env.ts's default): libraries read process.env.NODE_ENV themselves, and
  // React's, left unset, chose its development build, which captures a stack trace for every element
  // of every e-mail (a fifth of the server's time in the checkout benchmark). Each output file sets
  // it first, as any of them may be the first to load such a library.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url); process.env.NODE_ENV ??= 'production';",
  },
  plugins: [importMetaUrlAsUnbundled],
  metafile: true,
  logLevel: 'warning',
});

// The workspace packages bundled from their source (packages/shared, packages/demo-drawings) are held
// to the same rule: the bundle moves their code too.
const folderUses = Object.keys(result.metafile.inputs).filter((input) => {
  const inModules = input.split('node_modules/').at(-1);
  const isLibrary = input.includes('node_modules/');
  const isWorkspacePackage = !isLibrary && input.startsWith('../../packages/');
  if (isLibrary ? inModules in REVIEWED_FOLDER_USES : !isWorkspacePackage) return false;
  return /\b__dirname\b|\b__filename\b|import\.meta\.(url|dirname|filename)|require\.resolve\(/.test(
    fs.readFileSync(here(input), 'utf8'),
  );
});
if (folderUses.length > 0) {
  console.error(
    `These bundled files find files beside their own code, which the bundle moves:\n  ${folderUses.join('\n  ')}\n` +
      'Make their package a runtime dependency (package.json and RUNTIME_DEPENDENCIES in build.mjs), ' +
      'or, when that path is never taken, add the file to REVIEWED_FOLDER_USES with the reason. ' +
      "A workspace package's own code (packages/) imports what it needs instead of reading it from disk.",
  );
  process.exit(1);
}

const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => !file.endsWith('.map'))
  .reduce((sum, [, output]) => sum + output.bytes, 0);
const shown = outDir === here('dist') ? 'apps/server/dist' : outDir;
console.log(`${shown}: ${(bytes / 1024 / 1024).toFixed(1)} MB of code`);
