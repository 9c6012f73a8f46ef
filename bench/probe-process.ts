// Single requests timed from a process of their own. Right after a crowd of 500 connections the
// benchmark's own process is still tearing down sockets and collecting garbage, which would show as
// the shop's latency; a probe started beforehand, idle until asked, times only the shop.
import { spawn } from 'node:child_process';
import readline from 'node:readline';

export type ProbeAnswer = { status: number; ms: number };

/** Reads one JSON line `{ baseUrl, paths }`, GETs each path over a new connection, one after another. */
const PROBE_SCRIPT = `
const http = require('node:http');
const readline = require('node:readline');
const get = (url) => new Promise((resolve) => {
  const started = performance.now();
  const request = http.get(url, { agent: false }, (response) => {
    response.resume();
    response.on('end', () => resolve({ status: response.statusCode, ms: performance.now() - started }));
  });
  request.setTimeout(10000, () => request.destroy());
  request.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
});
readline.createInterface({ input: process.stdin }).on('line', async (line) => {
  const { baseUrl, paths } = JSON.parse(line);
  const answers = [];
  for (const path of paths) answers.push(await get(baseUrl + path));
  process.stdout.write(JSON.stringify(answers) + '\\n');
});
`;

export function startProbe() {
  const child = spawn(process.execPath, ['-e', PROBE_SCRIPT], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = readline.createInterface({ input: child.stdout });
  const waiting: ((answers: ProbeAnswer[]) => void)[] = [];
  lines.on('line', (line) => waiting.shift()?.(JSON.parse(line) as ProbeAnswer[]));
  return {
    measure: (baseUrl: string, paths: string[]) =>
      new Promise<ProbeAnswer[]>((resolve) => {
        waiting.push(resolve);
        child.stdin.write(`${JSON.stringify({ baseUrl, paths })}\n`);
      }),
    stop: () => {
      child.stdin.end();
      child.kill();
    },
  };
}
