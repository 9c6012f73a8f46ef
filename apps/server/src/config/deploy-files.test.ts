// The image and the compose file, checked with what runs here (no Docker daemon, no registry): the
// Dockerfile linted and built by the project's own scripts, compose.yaml resolved by Debian's
// docker-compose (.ci/run installs it) into settings the shop accepts, nginx's file by nginx, and the
// nightly backup's systemd units by systemd-analyze.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validate } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { NGINX } from '../test-support/nginx.js';
import { findConfigWarnings } from './config-checks.js';
import { loadEnv } from './env.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const DOCKER_COMPOSE = '/usr/bin/docker-compose';
const SYSTEMD_ANALYZE = '/usr/bin/systemd-analyze';

type Instruction = { keyword: string; args: string };

/** The Dockerfile's instructions (continuations joined, comments left out), by build stage. */
function readStages(): Map<string, Instruction[]> {
  const lines = read('Dockerfile')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .filter((line) => line.trim() && !line.trim().startsWith('#'));
  const stages = new Map<string, Instruction[]>([['', []]]);
  let current = stages.get('')!;
  for (const line of lines) {
    const [, keyword = '', args = ''] = /^\s*(\S+)\s*(.*)$/.exec(line) ?? [];
    const instruction = { keyword: keyword.toUpperCase(), args: args.trim() };
    if (instruction.keyword === 'FROM') {
      current = [];
      stages.set(/\bAS\s+(\S+)$/i.exec(instruction.args)?.[1] ?? instruction.args, current);
    }
    current.push(instruction);
  }
  return stages;
}

const rootPackage = JSON.parse(read('package.json')) as {
  scripts: Record<string, string>;
  workspaces: string[];
};

describe('the Dockerfile', () => {
  const stages = readStages();
  const build = stages.get('build') ?? [];
  const install = stages.get('install') ?? [];
  const runtime = stages.get('runtime') ?? [];
  const copies = (stage: Instruction[]) => stage.filter((i) => i.keyword === 'COPY').map((i) => i.args);
  const runs = (stage: Instruction[]) => stage.filter((i) => i.keyword === 'RUN').map((i) => i.args);

  it('passes the linter, warnings included', () => {
    const problems = validate(read('Dockerfile')).map(({ range, message }) => {
      const text = typeof message === 'string' ? message : message.value;
      return `line ${range.start.line + 1}: ${text}`;
    });
    expect(problems).toEqual([]);
  });

  it('takes its base images as build arguments: Node of the supported line to build, Debian 12 to run', () => {
    expect(stages.get('')).toEqual([
      { keyword: 'ARG', args: `NODE_IMAGE=node:${read('.nvmrc').trim()}-bookworm-slim` },
      { keyword: 'ARG', args: 'RUNTIME_IMAGE=gcr.io/distroless/cc-debian12' },
    ]);
    expect([...stages.keys()]).toEqual(['', 'build', 'install', 'runtime']);
    for (const name of ['build', 'install']) {
      expect(stages.get(name)?.[0]).toEqual({ keyword: 'FROM', args: `\${NODE_IMAGE} AS ${name}` });
    }
    expect(runtime[0]).toEqual({ keyword: 'FROM', args: '${RUNTIME_IMAGE} AS runtime' });
  });

  it("runs on a base that builds nothing, with the build's own Node (decision 051)", () => {
    // No RUN: the runtime base has no shell, and nothing in the image may need one.
    expect(runs(runtime)).toEqual([]);
    expect(copies(runtime)).toContain('--from=build /usr/local/bin/node /usr/local/bin/node');
    // The node user comes with the build's accounts; the runtime base has none of that name.
    expect(copies(runtime)).toContain('--from=build /etc/passwd /etc/group /etc/');
    expect(copies(runtime)).toContain('--from=install --chown=node:node /data /data');
  });

  it('has local stand-ins for both bases, which CI builds it on (scripts/image)', () => {
    const defaults = stages.get('')!.map((i) => i.args.split('=')[1]);
    expect(read('scripts/image/build-base.Containerfile')).toContain(`stand-in for ${defaults[0]}`);
    expect(read('scripts/image/runtime-base.Containerfile')).toContain(`stand-in for ${defaults[1]}`);
    expect(read('.ci/run')).toContain('scripts/image/build-and-check.sh');
  });

  it("builds with the project's own scripts, the ones CI runs", () => {
    expect(runs(build)).toEqual(['npm ci --no-audit --no-fund', 'npm run build']);
    expect(rootPackage.scripts.build).toBeDefined();
    expect(fs.readFileSync(path.join(ROOT, '.ci/run'), 'utf8')).toContain('npm ci --no-audit --no-fund');
  });

  it('runs from a production install of every workspace, as npm start, as a user other than root', () => {
    expect(runs(install)).toContainEqual(expect.stringMatching(/^npm ci --omit=dev\b/));
    for (const stage of [build, install]) {
      for (const workspace of rootPackage.workspaces) {
        expect(copies(stage)).toContain(`${workspace}/package.json ${workspace}/`);
      }
    }
    expect(copies(runtime)).toContain('--from=install /app ./');
    const cmd = runtime.find((i) => i.keyword === 'CMD')?.args;
    expect(JSON.parse(cmd ?? '[]')).toEqual(rootPackage.scripts.start?.split(' '));
    const user = runtime.findLast((i) => i.keyword === 'USER')?.args;
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user?.split(':')[0]);
  });

  it('copies what npm start needs from the build, and no sources it would rebuild from', () => {
    const fromBuild = runtime
      .filter((i) => i.keyword === 'COPY' && i.args.startsWith('--from=build '))
      .flatMap((i) => i.args.split(/\s+/).slice(1, -1));
    const start = read('scripts/start.mjs');
    // The outputs start.mjs checks, the storefront's renderer beside the web app, the migrations.
    for (const output of [...start.matchAll(/output: '([^']+)'/g)].map((match) => match[1]!)) {
      expect(fromBuild).toContain(`/app/${path.dirname(output)}`);
    }
    expect(fromBuild).toEqual(
      expect.arrayContaining([
        '/app/scripts/start.mjs',
        '/app/apps/web/dist-server',
        '/app/apps/server/drizzle',
      ]),
    );
    // The scripts start.mjs imports before it runs (process-settings.mjs); supported-node.mjs is
    // imported only on an older Node, which the image does not have.
    for (const script of [...start.matchAll(/^import .* from '\.\/([^']+)';$/gm)].map((match) => match[1]!)) {
      expect(fromBuild).toContain(`/app/scripts/${script}`);
    }
    expect(fromBuild.filter((source) => /\/src$|\/src\//.test(source ?? ''))).toEqual([]);
  });

  it('checks /api/ready for its health, and serves on the port it exposes', () => {
    expect(runtime.find((i) => i.keyword === 'HEALTHCHECK')?.args).toContain('/api/ready');
    const exposed = runtime.find((i) => i.keyword === 'EXPOSE')?.args;
    expect(runtime.find((i) => i.keyword === 'ENV' && i.args.includes('PORT='))?.args).toContain(
      `PORT=${exposed}`,
    );
  });

  it("installs for production only what the server's bundle cannot hold (apps/server/build.mjs)", () => {
    const dependencies = (file: string) =>
      Object.keys((JSON.parse(read(file)) as { dependencies?: object }).dependencies ?? {});
    // The web app, the shared contract and the journeys are built into dist or only run in tests.
    for (const workspace of ['.', ...rootPackage.workspaces.filter((w) => w !== 'apps/server')]) {
      expect(dependencies(`${workspace}/package.json`), workspace).toEqual([]);
    }
    const runtime = read('apps/server/build.mjs');
    const listed = [...runtime.matchAll(/^\s+'?([@\w/.-]+)'?: ['"]/gm)].map((match) => match[1]);
    for (const name of dependencies('apps/server/package.json')) expect(listed).toContain(name);
  });

  it('leaves dependencies, settings, data and backups out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '.env', 'data', '*.tar.gz']));
  });
});

/** compose.yaml as docker-compose resolves it (interpolated, anchors merged) with these settings. */
function composeConfig(settings: Record<string, string>) {
  if (!fs.existsSync(DOCKER_COMPOSE)) {
    throw new Error(`${DOCKER_COMPOSE} is missing: apt-get install -y docker-compose (no daemon needed)`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eshop-compose-'));
  const envFile = path.join(dir, 'settings.env');
  fs.writeFileSync(
    envFile,
    Object.entries(settings)
      .map(([k, v]) => `${k}=${v}\n`)
      .join(''),
  );
  try {
    // NOTE: only the settings file, never the environment of whoever runs the tests.
    const result = spawnSync(
      DOCKER_COMPOSE,
      ['-f', path.join(ROOT, 'compose.yaml'), '--env-file', envFile, 'config'],
      { encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } },
    );
    return { ok: result.status === 0, output: result.stdout, errors: result.stderr };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

type ComposeService = {
  build?: { context: string; args?: Record<string, string> };
  command?: string[];
  image?: string;
  environment?: Record<string, string | null>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  ports?: { published: number; target: number }[];
  volumes?: string[];
};
type ComposeFile = {
  services: Record<string, ComposeService>;
  networks: Record<string, { ipam?: { config: { subnet: string }[] } }>;
};

const SECRETS = {
  POSTGRES_PASSWORD: 'pg-pass-1',
  MINIO_ROOT_PASSWORD: 'minio-pass-1',
  BETTER_AUTH_SECRET: 'q3J0Vb7yXo2mN8cLr5tWf1uKd9eHs4gA6pZiCjTxYwE=',
};

describe('compose.yaml', () => {
  it('refuses to start without the secrets, naming each', () => {
    const result = composeConfig({});
    expect(result.ok).toBe(false);
    expect(result.errors).toMatch(/POSTGRES_PASSWORD|MINIO_ROOT_PASSWORD|BETTER_AUTH_SECRET/);
  });

  describe.each([
    ['on this machine', {}],
    [
      'for real',
      { PUBLIC_URL: 'https://shop.example.com', SMTP_URL: 'smtps://shop:pw@smtp.example.com:465' },
    ],
  ])('resolved %s', (_, settings: Record<string, string>) => {
    const result = composeConfig({ ...SECRETS, ...settings });
    const config = (result.ok ? parse(result.output) : { services: {}, networks: {} }) as ComposeFile;
    const shops = ['shop-1', 'shop-2'].map((name) => config.services[name]);

    it('is valid', () => {
      expect(result.errors).not.toMatch(/ERROR/);
      expect(result.ok).toBe(true);
    });

    it('runs two instances of the image built here, on PostgreSQL and the bucket, started in order', () => {
      for (const shop of shops) {
        expect(shop?.build?.context).toBe(ROOT.replace(/\/$/, ''));
        expect(shop?.build?.args?.NODE_IMAGE).toMatch(/^node:/);
        expect(shop?.depends_on).toEqual({
          postgres: { condition: 'service_healthy' },
          bucket: { condition: 'service_completed_successfully' },
        });
        expect(new URL(shop?.environment?.DATABASE_URL ?? '').hostname).toBe('postgres');
        expect(new URL(shop?.environment?.S3_ENDPOINT ?? '').hostname).toBe('minio');
      }
      expect(shops[0]?.volumes?.[0]).not.toBe(shops[1]?.volumes?.[0]);
      expect(config.services.postgres?.healthcheck?.test.join(' ')).toContain('pg_isready');
      expect(config.services.postgres?.volumes?.[0]).toMatch(/^postgres-data:\/var\/lib\/postgresql\/data/);
    });

    it('gives the shops settings the shop accepts without a warning', () => {
      for (const shop of shops) {
        const environment = Object.fromEntries(
          Object.entries(shop?.environment ?? {}).map(([key, value]) => [key, value ?? '']),
        );
        // What the Dockerfile sets.
        const env = loadEnv({ NODE_ENV: 'production', DATA_DIR: '/data', PORT: '3000', ...environment });
        expect(findConfigWarnings(env)).toEqual([]);
        expect(env.TRUST_PROXY).toEqual([config.networks.shop?.ipam?.config[0]?.subnet]);
        expect(env.S3_BUCKET).toBe(config.services.bucket?.environment?.S3_BUCKET);
      }
    });

    it('backs the shop up every night into its bucket, with the image and settings of the shops', () => {
      const backup = config.services.backup;
      expect(backup?.image).toBe(shops[0]?.image);
      expect(backup?.environment).toEqual(shops[0]?.environment);
      expect(backup?.depends_on).toEqual({ 'shop-1': { condition: 'service_healthy' } });
      expect(backup?.command).toEqual([
        'node',
        'apps/server/dist/backup-cli.js',
        '--s3',
        '--keep',
        '14',
        '--daily-at',
        '03:00',
      ]);
      // The command the image holds: one of the server's build entries.
      expect(read('apps/server/build.mjs')).toContain("'backup-cli': 'src/db/backup/backup-cli.ts'");
    });

    it('puts nginx in front, with its file, on a published port, once both shops are healthy', () => {
      const nginx = config.services.nginx;
      expect(nginx?.volumes).toContainEqual(
        `${path.join(ROOT, 'deploy/nginx.conf')}:/etc/nginx/nginx.conf:ro`,
      );
      // Beside it, as its `include nginx-shop.conf` expects.
      expect(nginx?.volumes).toContainEqual(
        `${path.join(ROOT, 'deploy/nginx-shop.conf')}:/etc/nginx/nginx-shop.conf:ro`,
      );
      expect(nginx?.ports?.[0]?.target).toBe(8080);
      expect(nginx?.depends_on).toEqual({
        'shop-1': { condition: 'service_healthy' },
        'shop-2': { condition: 'service_healthy' },
      });
      for (const [name, service] of Object.entries(config.services)) {
        if (name !== 'nginx') expect(service.ports ?? []).toEqual([]);
      }
    });
  });
});

describe('deploy/nginx.conf', () => {
  const conf = read('deploy/nginx.conf');
  const routes = read('deploy/nginx-shop.conf');

  it('balances both instances on the port the image serves', () => {
    expect(conf).toMatch(/server shop-1:3000\b/);
    expect(conf).toMatch(/server shop-2:3000\b/);
  });

  it('passes the client, host and scheme as the proxy tests do', () => {
    const testProxy = fs.readFileSync(
      fileURLToPath(new URL('../test-support/nginx.ts', import.meta.url)),
      'utf8',
    );
    for (const header of [
      'Host',
      'X-Forwarded-For',
      'X-Forwarded-Host',
      'X-Forwarded-Proto',
      'X-Request-Id',
    ]) {
      expect(testProxy).toContain(`proxy_set_header ${header} `);
      expect(conf).toContain(`proxy_set_header ${header} `);
    }
  });

  it('passes the live-update streams through unbuffered and keeps them open', () => {
    expect(conf).toContain('include nginx-shop.conf;');
    const events = /location ~ \^\/api\/\(admin\/\)\?events\$ \{([^}]*)\}/.exec(routes)?.[1] ?? '';
    expect(events).toContain('proxy_buffering off;');
    expect(events).toMatch(/proxy_read_timeout (\d+h|\d{4,}s?);/);
  });

  it('is a file nginx accepts', () => {
    if (!fs.existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install -y nginx-light`);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eshop-nginx-conf-'));
    try {
      // The instances' names resolve only on compose's network; the log goes where this machine allows.
      const local = conf
        .replace(/shop-[12]:3000/g, '127.0.0.1:3000')
        .replace(/^error_log \S+/m, `error_log ${dir}/error.log`)
        .replace(/access_log \S+/, `access_log ${dir}/access.log`);
      fs.writeFileSync(path.join(dir, 'nginx.conf'), local);
      fs.writeFileSync(path.join(dir, 'nginx-shop.conf'), routes);
      const result = spawnSync(NGINX, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], {
        encoding: 'utf8',
      });
      expect(result.stderr).toContain('syntax is ok');
      expect(result.status).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('deploy/systemd', () => {
  const service = read('deploy/systemd/eshop-backup.service');
  const timer = read('deploy/systemd/eshop-backup.timer');

  it('runs the built backup command into a folder of its own, keeping the newest ones, every night', () => {
    expect(service).toMatch(
      /^ExecStart=\/usr\/bin\/node apps\/server\/dist\/backup-cli\.js --out \/var\/lib\/eshop-backups\/ --keep \d+$/m,
    );
    expect(service).toMatch(/^StateDirectory=eshop-backups$/m);
    expect(timer).toMatch(/^OnCalendar=\*-\*-\* 03:00:00$/m);
    expect(timer).toMatch(/^Persistent=true$/m);
  });

  it('is a service and a timer systemd accepts', () => {
    if (!fs.existsSync(SYSTEMD_ANALYZE)) {
      throw new Error(
        `${SYSTEMD_ANALYZE} is missing: apt-get install -y systemd (no running systemd needed)`,
      );
    }
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eshop-systemd-'));
    try {
      // The Node on this machine may live elsewhere than /usr/bin/node; systemd checks that it exists.
      fs.writeFileSync(
        path.join(dir, 'eshop-backup.service'),
        service.replace('/usr/bin/node', process.execPath),
      );
      fs.writeFileSync(path.join(dir, 'eshop-backup.timer'), timer);
      const result = spawnSync(SYSTEMD_ANALYZE, ['verify', 'eshop-backup.service', 'eshop-backup.timer'], {
        cwd: dir,
        encoding: 'utf8',
      });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
