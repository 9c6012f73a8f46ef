// The Node line the shop supports (.nvmrc) and, on a machine whose Node is older, the official build
// of that line from the npm registry (package node-linux-<arch>) in the git-ignored .tools/ folder.
// `npm start` and `npm test` re-run themselves under it (runUnderSupportedNode); `. scripts/use-supported-node.sh`
// puts it first on a shell's PATH (`node scripts/supported-node.mjs bin-dir`). Decision 054.
// NOTE: this file runs on the old Node too (it is what gets us off it): plain Node APIs only.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const defaultRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The Node a re-run was started under: a re-run that still finds that Node too old stops instead of looping. */
export const REEXEC_MARK = 'ESHOP_SUPPORTED_NODE';

/** The major version of Node the shop needs at least: the line in .nvmrc. */
export function readRequiredMajor(root = defaultRoot) {
  return Number(fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').replace(/[^0-9]/g, ''));
}

const realPath = (file) => {
  try {
    return fs.realpathSync(file);
  } catch {
    return file;
  }
};

const majorOf = (version) => Number(String(version).replace(/^v/, '').split('.')[0]) || 0;

/** The npm package holding the official Node build for this machine, or undefined where there is none. */
export function nodePackageFor(platform = process.platform, arch = process.arch) {
  return platform === 'linux' && (arch === 'x64' || arch === 'arm64') ? `node-linux-${arch}` : undefined;
}

/** Where that build's `node` lives once installed into .tools/. */
export function toolsNodePath(root, nodePackage) {
  return path.join(root, '.tools', 'node_modules', nodePackage, 'bin', 'node');
}

/** The version a Node binary reports, or undefined when it is missing or does not run. */
export function versionOf(nodePath) {
  if (!fs.existsSync(nodePath)) return undefined;
  const result = spawnSync(nodePath, ['-p', 'process.versions.node'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/**
 * Which Node to run under: `undefined` when `version` (the running Node's) is supported, else the
 * .tools/ build to use, and whether it still has to be installed.
 */
export function chooseNode({
  version = process.versions.node,
  root = defaultRoot,
  platform = process.platform,
  arch = process.arch,
} = {}) {
  const required = readRequiredMajor(root);
  if (majorOf(version) >= required) return undefined;
  const nodePackage = nodePackageFor(platform, arch);
  if (nodePackage === undefined) return { required, nodePackage, node: undefined, toolsVersion: undefined };
  const node = toolsNodePath(root, nodePackage);
  const toolsVersion = versionOf(node);
  return { required, nodePackage, node, toolsVersion, mustInstall: majorOf(toolsVersion) < required };
}

/** Installs `<package>@<required>` into .tools/, as `npm install --prefix .tools` does; false when it failed. */
function installToolsNode(root, nodePackage, required) {
  try {
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        path.join(root, '.tools'),
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        `${nodePackage}@${required}`,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    return true;
  } catch {
    return false;
  }
}

/**
 * The `node` to run the shop under, installing it into .tools/ the first time; `undefined` when the
 * running Node will do. Says in one line (on stderr) what it does; exits when there is no such Node.
 */
export function ensureSupportedNode(options = {}) {
  const version = options.version ?? process.versions.node;
  const root = options.root ?? defaultRoot;
  const choice = chooseNode({ ...options, version, root });
  if (choice === undefined) return undefined;
  const { required, nodePackage, node } = choice;
  const fail = (message) => {
    console.error(`eShop needs Node ${required} or newer, but this is Node ${version}: ${message}`);
    process.exit(1);
  };
  if (node === undefined) {
    fail(
      `there is no official build of it on the npm registry for ${options.platform ?? process.platform}-${options.arch ?? process.arch}; install Node ${required} LTS and try again.`,
    );
  }
  const shown = path.relative(process.cwd(), node) || node;
  if (choice.mustInstall) {
    console.error(
      `Node ${version} is older than the Node ${required} eShop needs: installing ${nodePackage}@${required} from the npm registry into .tools/ (this once) and using it...`,
    );
    if (!installToolsNode(root, nodePackage, required) || majorOf(versionOf(node)) < required) {
      fail(
        `could not install ${nodePackage}@${required} into .tools/ (see above); install Node ${required} LTS and try again.`,
      );
    }
  } else {
    console.error(
      `Node ${version} is older than the Node ${required} eShop needs: using ${shown} (v${choice.toolsVersion}).`,
    );
  }
  return node;
}

/** Signals passed on to the re-run: what a terminal, a service manager or `kill` sends to stop it. */
const FORWARDED_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT', 'SIGUSR2'];

/**
 * Runs this same script (its Node options and arguments too) under the supported Node when the
 * running one is older, and ends this process the way the re-run ended (its exit code, or the signal
 * that stopped it); signals sent to this process are passed on. Returns at once, and nothing else
 * happens, when the running Node is supported: then the caller goes on in this same process (one PID).
 */
export async function runUnderSupportedNode(options = {}) {
  const version = options.version ?? process.versions.node;
  const root = options.root ?? defaultRoot;
  if (majorOf(version) >= readRequiredMajor(root)) return;
  const mark = process.env[REEXEC_MARK];
  if (mark && realPath(mark) === realPath(process.execPath)) {
    console.error(
      `eShop needs Node ${readRequiredMajor(root)} or newer, but ${process.execPath} is Node ${version} even so: delete .tools/ and try again.`,
    );
    process.exit(1);
  }
  const node = ensureSupportedNode({ ...options, version, root });
  const binDir = path.dirname(node);
  const env = {
    ...process.env,
    [REEXEC_MARK]: node,
    // What the script starts (`npm run build`, `npx vitest`, the browser journeys' server) runs under
    // this Node too, and native add-ons build against its headers.
    PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}`,
    npm_config_nodedir: path.dirname(binDir),
  };
  // npm names the Node it ran under in these; they would point scripts back at the old one.
  if (env.NODE) env.NODE = node;
  if (env.npm_node_execpath) env.npm_node_execpath = node;

  const child = spawn(node, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env });
  // NOTE: a signal sent to the whole process group (Ctrl-C in a terminal) reaches the re-run twice,
  // directly and passed on, as it already does under `npm start` (npm passes SIGINT and SIGTERM on).
  const forward = (signal) => child.kill(signal);
  for (const signal of FORWARDED_SIGNALS) process.on(signal, forward);

  const [code, signal] = await new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`Could not run ${node}: ${error.message}`);
      resolve([1, null]);
    });
    child.on('exit', (exitCode, exitSignal) => resolve([exitCode, exitSignal]));
  });
  for (const name of FORWARDED_SIGNALS) process.off(name, forward);
  if (signal) {
    // Stopped by a signal: end this process by the same one, so whoever started it sees that.
    process.kill(process.pid, signal);
    // NOTE: a signal whose default action is not to end a process (none of those passed on) lands here.
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  process.exit(code ?? 1);
}

// `node scripts/supported-node.mjs bin-dir`: the folder of the Node to put first on PATH (installed the
// first time), or nothing when the running Node is supported (scripts/use-supported-node.sh).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv[2] !== 'bin-dir') {
    console.error('Usage: node scripts/supported-node.mjs bin-dir');
    process.exit(2);
  }
  const node = ensureSupportedNode();
  if (node !== undefined) console.log(path.dirname(node));
}
