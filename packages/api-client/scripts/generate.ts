// `npm run generate -w @eshop/api-client`: writes the server's OpenAPI document to openapi.json (built
// without listening, apps/server/src/plugins/openapi-document-cli.ts) and this client's types from it.
// `--check` (this package's lint): the types made again from openapi.json must be the committed ones. That
// openapi.json is what the server serves is checked by the server's tests (plugins/openapi.api.test.ts).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const DOCUMENT = new URL('../openapi.json', import.meta.url);
const TYPES = new URL('../src/schema.d.ts', import.meta.url);
const HEADER = '// Generated from openapi.json by `npm run generate -w @eshop/api-client`: do not edit.\n\n';

const typesOf = async (document: URL) => HEADER + astToString(await openapiTS(document));

if (process.argv.includes('--check')) {
  const committed = fs.existsSync(TYPES) ? fs.readFileSync(TYPES, 'utf8') : '';
  if ((await typesOf(DOCUMENT)) !== committed) {
    console.error(
      'packages/api-client/src/schema.d.ts is not what openapi.json makes: run `npm run generate -w @eshop/api-client` and commit both.',
    );
    process.exit(1);
  }
  console.log('The API client types are those of openapi.json.');
} else {
  execFileSync('npm', ['run', '--silent', 'openapi', '-w', '@eshop/server', '--', fileURLToPath(DOCUMENT)], {
    stdio: 'inherit',
  });
  fs.writeFileSync(TYPES, await typesOf(DOCUMENT));
  console.log('Wrote packages/api-client/openapi.json and src/schema.d.ts.');
}
