// A lint rule (issue 34): the web app's features, and the admin's domains, depend on each other in one
// direction only. import-x/no-cycle sees cycles of files; two features can import each other's index.ts
// without one (auth <-> cart was such a pair), so this rule looks at the folders instead.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.tsx?$/;
const TEST = /\.test\.tsx?$/;

/**
 * The unit a path is in: a feature ('cart'), a domain of a feature split by domain ('admin/orders'),
 * that feature's own files beside its domains ('admin'), or undefined outside the features folder.
 */
function createUnitOf(featuresDir, splitFeatures) {
  const isFolder = new Map();
  const folder = (dir) => {
    if (!isFolder.has(dir)) isFolder.set(dir, fs.existsSync(dir) && fs.statSync(dir).isDirectory());
    return isFolder.get(dir);
  };
  return (file) => {
    const relative = path.relative(featuresDir, file);
    if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
    const [feature, inside] = relative.split(path.sep);
    if (!splitFeatures.includes(feature) || !inside) return feature;
    return folder(path.join(featuresDir, feature, inside)) ? `${feature}/${inside}` : feature;
  };
}

const walk = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [full] : [];
  });

/** unit -> (unit it imports -> one file that does), from every non-test file, type imports included. */
function buildGraph(featuresDir, unitOf) {
  const graph = new Map();
  for (const file of walk(featuresDir)) {
    const from = unitOf(file);
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    for (const { fileName: specifier } of importedFiles) {
      if (!specifier.startsWith('.')) continue;
      const to = unitOf(path.resolve(path.dirname(file), specifier));
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      if (!graph.get(from).has(to)) graph.get(from).set(to, path.relative(featuresDir, file));
    }
  }
  return graph;
}

/** A path of units from `start` to `goal` (breadth first), or undefined when there is none. */
function findPath(graph, start, goal) {
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const unit = queue.shift();
    if (unit === goal) {
      const steps = [];
      for (let at = goal; at !== undefined; at = cameFrom.get(at)) steps.unshift(at);
      return steps;
    }
    for (const next of graph.get(unit)?.keys() ?? []) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, unit);
      queue.push(next);
    }
  }
  return undefined;
}

// NOTE: the graph is read from disk once per process (a lint run), not per file: an editor's
// long-running ESLint sees a new import elsewhere only after a restart; `npm run lint` always does.
const graphs = new Map();

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports that make two features (or admin domains) depend on each other.' },
    schema: [
      {
        type: 'object',
        properties: {
          featuresDir: { type: 'string' },
          splitFeatures: { type: 'array', items: { type: 'string' } },
        },
        required: ['featuresDir'],
        additionalProperties: false,
      },
    ],
    messages: {
      cycle:
        '{{from}} imports {{to}}, which already depends on {{from}} ({{path}}). Features depend one way: ' +
        'let the shell compose the two (app/; admin-page.tsx for admin domains), passing the piece down as a ' +
        'prop, or move what both need into shared code.',
    },
  },
  create(context) {
    const { featuresDir, splitFeatures = [] } = context.options[0];
    const file = context.physicalFilename;
    // Tests compose features, as the app shell does (decision 037 exempts them from the folder rule).
    if (TEST.test(file)) return {};
    if (!graphs.has(featuresDir)) {
      const unitOf = createUnitOf(featuresDir, splitFeatures);
      graphs.set(featuresDir, { unitOf, graph: buildGraph(featuresDir, unitOf) });
    }
    const { unitOf, graph } = graphs.get(featuresDir);
    const from = unitOf(file);
    if (!from) return {};

    const check = (source) => {
      if (typeof source?.value !== 'string' || !source.value.startsWith('.')) return;
      const to = unitOf(path.resolve(path.dirname(file), source.value));
      if (!to || to === from) return;
      const back = findPath(graph, to, from);
      if (!back) return;
      const steps = [from, ...back].map((unit) => `features/${unit}`);
      context.report({
        node: source,
        messageId: 'cycle',
        data: { from: `features/${from}`, to: `features/${to}`, path: steps.join(' -> ') },
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
