// `npm start` runs the server with the memory settings V8 and the C library read only at a process's
// start (decision 082): the script runs itself again, in the same process, with what it lacks.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SERVER_ENVIRONMENT, SERVER_NODE_FLAGS, missingServerSettings } from './process-settings.mjs';

const SETTINGS = pathToFileURL(fileURLToPath(new URL('process-settings.mjs', import.meta.url))).href;

/** Runs a probe that relaunches itself with the settings and prints what it then runs with. */
function runProbe(env = {}, args = []) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eshop-process-settings-'));
  const probe = path.join(dir, 'probe.mjs');
  fs.writeFileSync(
    probe,
    `import { relaunchWithServerSettings } from ${JSON.stringify(SETTINGS)};
relaunchWithServerSettings();
console.log(JSON.stringify({ pid: process.pid, execArgv: process.execArgv, argv: process.argv.slice(2),
  arenas: process.env.MALLOC_ARENA_MAX ?? null, nodeOptions: process.env.NODE_OPTIONS ?? null }));`,
  );
  const child = spawn(process.execPath, [probe, ...args], {
    env: { ...process.env, MALLOC_ARENA_MAX: undefined, NODE_OPTIONS: undefined, ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) =>
    child.on('exit', (code) =>
      resolve({ code, pid: child.pid, output, ran: JSON.parse(output.trim() || 'null') }),
    ),
  );
}

describe('the server’s start-up settings', () => {
  it('relaunches the script in the same process with the V8 flags and the variables, once', async () => {
    const { code, pid, ran } = await runProbe({}, ['--port', '4000']);
    expect(code).toBe(0);
    expect(ran.pid).toBe(pid);
    expect(ran.execArgv).toEqual(SERVER_NODE_FLAGS);
    expect(ran.arenas).toBe(SERVER_ENVIRONMENT.MALLOC_ARENA_MAX);
    expect(ran.argv).toEqual(['--port', '4000']);
  });

  it('leaves a setting the operator gave as it is', async () => {
    const { ran } = await runProbe({ NODE_OPTIONS: '--max-semi-space-size=64', MALLOC_ARENA_MAX: '4' });
    expect(ran.execArgv).toEqual([]);
    expect(ran.arenas).toBe('4');
    expect(ran.nodeOptions).toBe('--max-semi-space-size=64');
  });

  it('names what a process lacks', () => {
    expect(missingServerSettings([], {})).toEqual({
      flags: SERVER_NODE_FLAGS,
      environment: SERVER_ENVIRONMENT,
    });
    expect(missingServerSettings(['--max-semi-space-size=8'], { MALLOC_ARENA_MAX: '1' })).toEqual({
      flags: [],
      environment: {},
    });
    // Node's other spellings of the same flag, and a quoted NODE_OPTIONS.
    for (const nodeOptions of [
      '--max_semi_space_size=64',
      '"--max-semi-space-size=64"',
      '--max-semi-space-size 64',
    ])
      expect(missingServerSettings([], { NODE_OPTIONS: nodeOptions }).flags).toEqual([]);
  });
});
