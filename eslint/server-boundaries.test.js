// The lint config's own test (issue 34): it refuses a module cycle, both when one is declared and
// when code imports a module its module may not use, with the real ESLint and import resolver.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import serverBoundaries, { boundaryZones } from './server-boundaries.js';
import {
  assertDeclaredGraphIsSound,
  findCycle,
  MODULE_DEPENDENCIES,
  WORKFLOW_DEPENDENCIES,
} from './server-modules.js';

const ROOT = new URL('..', import.meta.url).pathname;
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: true, overrideConfig: serverBoundaries });

/** The boundary errors ESLint reports for `code` as if it were the file at `filePath`. */
async function boundaryErrors(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${filePath}` });
  return result.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe("the server's module graph", () => {
  it('finds the cycle in a graph, and none in one without', () => {
    expect(findCycle({ a: ['b'], b: ['c'], c: ['a'] })).toEqual(['a', 'b', 'c', 'a']);
    expect(findCycle({ a: ['b', 'c'], b: ['c'], c: [] })).toBeUndefined();
  });

  it('as declared has no cycle', () => {
    expect(() => assertDeclaredGraphIsSound()).not.toThrow();
  });

  it('refuses to load when a declared dependency would close a cycle', () => {
    // events -> auth -> settings -> events: the knot the live-updates workflow untied.
    const knotted = { ...MODULE_DEPENDENCIES, events: ['auth'] };
    expect(() => boundaryZones(knotted, WORKFLOW_DEPENDENCIES)).toThrow(
      /would form a cycle: auth -> settings -> events -> auth\./,
    );
    const workflowKnot = {
      ...WORKFLOW_DEPENDENCIES,
      'product-admin': { ...WORKFLOW_DEPENDENCIES['product-admin'], workflows: ['product-import'] },
    };
    expect(() => boundaryZones(MODULE_DEPENDENCIES, workflowKnot)).toThrow(/would form a cycle/);
  });

  it('lint refuses an import the graph does not declare, which would close a cycle', async () => {
    // orders -> settings is declared; settings -> orders would close settings -> orders -> settings.
    const errors = await boundaryErrors(
      'apps/server/src/modules/settings/deliberate-cycle.ts',
      "import { getAnyOrder } from '../orders/index.js';\nexport const read = getAnyOrder;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('the settings module may use: events, media');
    expect(errors[0]).toContain('not the orders module');
  });

  it('lint lets a module import one it may use, through its index.ts only', async () => {
    expect(
      await boundaryErrors(
        'apps/server/src/modules/orders/uses-settings.ts',
        "import { readInvoiceSettings } from '../settings/index.js';\nexport const read = readInvoiceSettings;\n",
      ),
    ).toEqual([]);
    const [pastIndex] = await boundaryErrors(
      'apps/server/src/modules/orders/uses-settings.ts',
      "import { readShopContact } from '../settings/shop-contact.js';\nexport const read = readShopContact;\n",
    );
    expect(pastIndex).toContain('through modules/settings/index.ts');
  });

  it('lint refuses a module importing a workflow or the admin area', async () => {
    const [toWorkflow] = await boundaryErrors(
      'apps/server/src/modules/orders/uses-checkout.ts',
      "import { checkoutRoutes } from '../../workflows/checkout/routes.js';\nexport const routes = checkoutRoutes;\n",
    );
    expect(toWorkflow).toContain('must not depend on a workflow');
    const [toAdminArea] = await boundaryErrors(
      'apps/server/src/workflows/refunds/uses-admin-area.ts',
      "import { adminRoutes } from '../../admin-area/admin-routes.js';\nexport const routes = adminRoutes;\n",
    );
    expect(toAdminArea).toContain('must not depend on the admin area');
  });
});
