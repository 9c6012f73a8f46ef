// `npm run openapi -w @eshop/server -- <file>`: writes the API's OpenAPI document (what /api/openapi.json
// serves) to a file without listening: the app is built over a new embedded database in a temporary folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.js';
import { loadEnv } from '../config/env.js';
import { openDatabase } from '../db/client.js';
import { prepareDatabase } from '../db/prepare.js';

const target = process.argv[2];
if (!target) {
  console.error('Usage: openapi-document-cli.ts <file>');
  process.exit(2);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eshop-openapi-'));
try {
  // NOTE: a fixed configuration, not the caller's environment: the document (its title, its server, the
  // test-payment route) must come out the same on every machine, or the committed client would differ.
  const config = loadEnv({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    CATALOG_INDEX: 'false',
  });
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  try {
    await prepareDatabase(database, { seedDemoData: false });
    const app = await buildApp({ config, database, logger: false });
    try {
      await app.ready();
      fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
      fs.writeFileSync(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
