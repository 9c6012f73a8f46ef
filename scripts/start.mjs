// `npm start`: builds whatever is missing or older than its sources, reads .env when present, then
// runs the server in this same process (one PID, so SIGTERM reaches it directly).
// `node scripts/start.mjs migrate|seed|backup|restore|move-to-postgres|reset-two-factor [options]`
// runs one of the server's database commands from the same built tree instead (`npm run db:backup`
// and the others), so they work in a
// production install (`npm ci --omit=dev`), which has no TypeScript runner (decision 052).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import module from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { relaunchWithServerSettings } from './process-settings.mjs';

// The shop supports the Node line in .nvmrc (an LTS) and newer; older lines get no security fixes. On an
// older Node this script runs again under the supported one (installed into .tools/ the first time) and
// ends as that run ends, passing signals on; on a supported Node it goes on here, in this process
// (decision 054).
// NOTE: imported only then: the image holds start.mjs and process-settings.mjs, not this one.
const REQUIRED_NODE_MAJOR = 24;
if (Number(process.versions.node.split('.')[0]) < REQUIRED_NODE_MAJOR) {
  const helper = await import('./supported-node.mjs').catch(() => undefined);
  if (!helper) {
    console.error(
      `eShop needs Node ${REQUIRED_NODE_MAJOR} or newer, but this is Node ${process.versions.node}: install Node ${REQUIRED_NODE_MAJOR} LTS and try again.`,
    );
    process.exit(1);
  }
  await helper.runUnderSupportedNode();
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The database commands, by the name their npm script gives (`db:backup` runs `backup`). */
const COMMANDS = {
  migrate: 'migrate-cli.js',
  seed: 'seed-cli.js',
  backup: 'backup-cli.js',
  restore: 'restore-cli.js',
  'move-to-postgres': 'move-to-postgres-cli.js',
  'reset-two-factor': 'reset-two-factor-cli.js',
};
const command = process.argv[2];
if (command !== undefined && !Object.hasOwn(COMMANDS, command)) {
  console.error(
    `There is no command ${JSON.stringify(command)}: scripts/start.mjs runs the shop, or one of ${Object.keys(COMMANDS).join(', ')}.`,
  );
  process.exit(1);
}
// The command reads its own options (node:util's parseArgs takes them from process.argv).
if (command !== undefined) process.argv.splice(2, 1);
// The shop's server runs with memory settings that only a process's start can give (decision 082):
// this script runs again, in this same process, with them. Before .env is read: they are taken from
// the real environment only (an .env could not give node its NODE_OPTIONS either).
else relaunchWithServerSettings();

/** Newest modification time of the files below `dir` (skipping build output and dependencies). */
function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

// The shop runs the web app's build and the server's bundle, both made from the shared contract's source
// (the bundle holds the demo drawings' source too).
const builds = [
  {
    workspace: '@eshop/web',
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/public',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'packages/shared/src',
    ],
    output: 'apps/web/dist/index.html',
  },
  {
    workspace: '@eshop/server',
    sources: [
      'apps/server/src',
      'apps/server/package.json',
      'apps/server/build.mjs',
      'packages/shared/src',
      'packages/demo-drawings/src',
      'packages/demo-drawings/package.json',
    ],
    output: 'apps/server/dist/server.js',
  },
];

// A command needs the server's bundle only; the web app is built when the shop is started.
for (const { workspace, sources, output } of builds.filter(
  (build) => !command || build.workspace === '@eshop/server',
)) {
  const outputPath = path.join(root, output);
  const builtAt = fs.existsSync(outputPath) ? fs.statSync(outputPath).mtimeMs : 0;
  const changedAt = Math.max(
    ...sources.map((source) => {
      const full = path.join(root, source);
      if (!fs.existsSync(full)) return 0;
      return fs.statSync(full).isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    }),
  );
  if (builtAt === 0 || changedAt > builtAt) {
    console.log(`Building ${workspace}...`);
    try {
      execSync(`npm run build -w ${workspace}`, { cwd: root, stdio: 'inherit' });
    } catch {
      // NOTE: a production install (npm ci --omit=dev) runs a build but cannot make one.
      console.error(
        `Could not build ${workspace} (see above). A build needs the development dependencies (\`npm ci\`, then \`npm run build\`); a production install (\`npm ci --omit=dev\`) only runs a tree built before.`,
      );
      process.exit(1);
    }
    // Marks the build as current even when it left its output untouched.
    if (fs.existsSync(outputPath)) fs.utimesSync(outputPath, new Date(), new Date());
  }
}

// Settings from a .env file in the project folder, if there is one (variables already set win).
const envFile = path.join(root, '.env');
if (fs.existsSync(envFile)) process.loadEnvFile(envFile);

// V8 keeps the compiled server in a cache (os.tmpdir()/node-compile-cache) so later starts skip
// compiling it again: about a third of loading it (decision 035).
module.enableCompileCache?.();
const entry = command === undefined ? 'server.js' : COMMANDS[command];
await import(pathToFileURL(path.join(root, 'apps/server/dist', entry)).href);
