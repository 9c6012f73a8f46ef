// The server's folder boundaries (decisions 037 and 055): code flows shared (lib, config, plugins, db)
// -> modules -> workflows -> admin area -> app.ts. A module or workflow reaches another only through
// that one's index.ts, and only when eslint/server-modules.js declares it may (a graph without cycles).
import { readdirSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { assertDeclaredGraphIsSound, MODULE_DEPENDENCIES, WORKFLOW_DEPENDENCIES } from './server-modules.js';

const SRC = 'apps/server/src';
const foldersIn = (dir) =>
  readdirSync(new URL(`../${SRC}/${dir}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * The zones of import-x/no-restricted-paths for a declared graph and the folders really there: every
 * import between modules and workflows that the graph does not declare, and every import past another
 * one's index.ts, is refused. Exported for the lint config's own test.
 */
export function boundaryZones(modules = MODULE_DEPENDENCIES, workflows = WORKFLOW_DEPENDENCIES) {
  assertDeclaredGraphIsSound(modules, workflows);
  const moduleFolders = foldersIn('modules');
  const workflowFolders = foldersIn('workflows');
  for (const folder of moduleFolders) {
    if (!(folder in modules)) throw new Error(`eslint/server-modules.js: declare the module ${folder}.`);
  }
  for (const folder of workflowFolders) {
    if (!(folder in workflows)) throw new Error(`eslint/server-modules.js: declare the workflow ${folder}.`);
  }

  // Shared code never imports a module. The one exception is a type: the overload guard reports its
  // shed reason in the metrics module's words (ShedReason).
  const shared = [
    {
      target: [`${SRC}/lib`, `${SRC}/config`, `${SRC}/db/schema`, `${SRC}/db/client.ts`],
      from: [`${SRC}/modules`, `${SRC}/workflows`, `${SRC}/admin-area`],
      message: 'Shared code must not depend on a module: pass what it needs in, or move it into lib/.',
    },
    {
      target: `${SRC}/plugins`,
      from: `${SRC}/modules`,
      except: ['./metrics/shop-metrics.ts'],
      message: 'A plugin must not depend on a module: pass what it needs in, or move it into lib/.',
    },
    {
      target: `${SRC}/plugins`,
      from: [`${SRC}/workflows`, `${SRC}/admin-area`],
      message: 'A plugin must not depend on a workflow or the admin area.',
    },
  ];
  // The demo catalogue's seed is start-up's (db/prepare.ts) and its CLIs', not a module's.
  const seed = {
    isSeedRule: true,
    target: [`${SRC}/modules`, `${SRC}/workflows`],
    from: `${SRC}/db/seed`,
    message: "A module must not import the demo seed: it is start-up's (db/prepare.ts).",
  };
  // Modules are unaware of the layers above them.
  const upward = [
    {
      target: `${SRC}/modules`,
      from: [`${SRC}/workflows`, `${SRC}/admin-area`],
      message:
        'A module must not depend on a workflow or the admin area: the workflow calls the module, or the module takes what it needs as an argument.',
    },
    {
      target: `${SRC}/workflows`,
      from: `${SRC}/admin-area`,
      message: 'A workflow must not depend on the admin area: the admin area registers its routes.',
    },
  ];
  const declared = (who, uses) =>
    uses.length > 0 ? `${who} may use: ${uses.join(', ')}` : `${who} uses no other module`;
  const refuse = (target, fromFolder, who, uses, what) => ({
    target,
    from: `${SRC}/${fromFolder}`,
    message: `${declared(who, uses)} (eslint/server-modules.js), not ${what}. Declare it there if it closes no cycle; otherwise move what both need lower, or the work into a workflow above both.`,
  });
  const throughIndex = (target, fromFolder, what) => ({
    target,
    from: `${SRC}/${fromFolder}`,
    except: ['./index.ts'],
    message: `Import ${what} through ${fromFolder}/index.ts, not its internals.`,
  });

  const betweenModules = moduleFolders.flatMap((module) =>
    moduleFolders
      .filter((other) => other !== module)
      .map((other) => {
        const target = `${SRC}/modules/${module}`;
        const uses = modules[module];
        return uses.includes(other)
          ? throughIndex(target, `modules/${other}`, `the ${other} module`)
          : refuse(target, `modules/${other}`, `the ${module} module`, uses, `the ${other} module`);
      }),
  );
  const fromWorkflows = workflowFolders.flatMap((workflow) => {
    const target = `${SRC}/workflows/${workflow}`;
    const { modules: usesModules, workflows: usesWorkflows } = workflows[workflow];
    const who = `the ${workflow} workflow`;
    const all = [...usesModules, ...usesWorkflows.map((other) => `workflows/${other}`)];
    return [
      ...moduleFolders.map((module) =>
        usesModules.includes(module)
          ? throughIndex(target, `modules/${module}`, `the ${module} module`)
          : refuse(target, `modules/${module}`, who, all, `the ${module} module`),
      ),
      ...workflowFolders
        .filter((other) => other !== workflow)
        .map((other) =>
          usesWorkflows.includes(other)
            ? throughIndex(target, `workflows/${other}`, `the ${other} workflow`)
            : refuse(target, `workflows/${other}`, who, all, `the ${other} workflow`),
        ),
    ];
  });
  // The admin area gathers the domains' admin routes: any module or workflow, through its index.ts.
  const fromAdminArea = [
    ...moduleFolders.map((module) =>
      throughIndex(`${SRC}/admin-area`, `modules/${module}`, `the ${module} module`),
    ),
    ...workflowFolders.map((workflow) =>
      throughIndex(`${SRC}/admin-area`, `workflows/${workflow}`, `the ${workflow} workflow`),
    ),
  ];
  return [...shared, seed, ...upward, ...betweenModules, ...fromWorkflows, ...fromAdminArea];
}

const zones = boundaryZones();
// import-x reads only its own keys of a zone.
const withoutMarks = (zone) => {
  const { isSeedRule: _isSeedRule, ...rest } = zone;
  return rest;
};

export default [
  {
    files: [`${SRC}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/server/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: zones.map(withoutMarks) }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The demo pictures are drawn from the demo catalogue (db/seed/demo-images.ts): the media module
    // serves them and the import recognises their addresses. These two files alone may read it.
    files: [`${SRC}/modules/media/routes.ts`, `${SRC}/workflows/product-import/picture-cell.ts`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: zones.filter((zone) => !zone.isSeedRule).map(withoutMarks) },
      ],
    },
  },
  {
    // Tests build the whole app and set a case up through whichever module holds the data, as app.ts
    // wires them all; cycles are still refused.
    files: [`${SRC}/**/*.test.{ts,tsx}`],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
];
