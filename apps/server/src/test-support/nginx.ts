// A real nginx (Debian's package; .ci/run installs it) in front of one or several shop instances on
// loopback, set up as a TLS-terminating reverse proxy would be: it connects to the shop from
// 127.0.0.2, appends the client's address to X-Forwarded-For, and passes the host and "https".
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitFor } from './server-process.js';

/** The shop's routes as deployed (deploy/nginx.conf includes the same file). */
const SHOP_ROUTES = fileURLToPath(new URL('../../../../deploy/nginx-shop.conf', import.meta.url));

export const NGINX = '/usr/sbin/nginx';
/** The address nginx connects to the shop from (trust this one, not the clients). */
export const PROXY_ADDRESS = '127.0.0.2';

export type NginxOptions = {
  /** Connections nginx holds at once, clients and upstreams together (default 128). */
  workerConnections?: number;
  /** Idle connections to the instances kept open for reuse (default 32, as deployed; 0: one per request). */
  keepalive?: number;
};

export async function startNginx(
  /** The shop's port, or several instances' ports (round robin between them). */
  upstreamPorts: number | readonly number[],
  options: NginxOptions = {},
): Promise<{ port: number; stop: () => Promise<void> }> {
  if (!fs.existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install -y nginx-light`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eshop-nginx-'));
  const port = await freePort();
  const isRoot = process.getuid?.() === 0;
  const ports = typeof upstreamPorts === 'number' ? [upstreamPorts] : upstreamPorts;
  const workerConnections = options.workerConnections ?? 128;
  const keepalive = options.keepalive ?? 32;
  // An instance that refuses the connection (dead, restarting) is skipped for a few seconds.
  const servers = ports.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=3s;`);
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${isRoot ? 'user root;\n' : ''}worker_processes 1;
worker_rlimit_nofile ${workerConnections * 2 + 64};
error_log ${dir}/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections ${workerConnections}; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream shop {
${servers.join('\n')}${keepalive ? `\n    keepalive ${keepalive};` : ''}
  }
  server {
    listen 127.0.0.1:${port};
    proxy_bind ${PROXY_ADDRESS};
    proxy_set_header Connection '';
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Host $http_host;
    proxy_set_header X-Forwarded-Proto https;
    proxy_set_header X-Request-Id $request_id;
    include ${SHOP_ROUTES};
  }
}
`,
  );
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await waitFor(async () => {
      if (child.exitCode !== null) throw new Error(`nginx exited: ${errors}`);
      return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok ? true : undefined;
    }, 15_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`nginx did not come up: ${errors || String(error)}`);
  }
  return {
    port,
    stop: async () => {
      child.kill('SIGQUIT');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
