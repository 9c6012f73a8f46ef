// The server's module graph as the code has it: which module and workflow imports which, drawn into
// docs/module-graph.md (a Mermaid diagram GitHub shows as a picture). `--check` (run by `npm run lint`)
// fails when the drawing is out of date, or when eslint/server-modules.js declares a dependency the
// code no longer has (lint itself refuses one the code has and the file does not declare).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MODULE_DEPENDENCIES, WORKFLOW_DEPENDENCIES, wholeGraph } from '../eslint/server-modules.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SRC = path.join(ROOT, 'apps/server/src');
const OUT = path.join(ROOT, 'docs/module-graph.md');
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** 'orders' for modules/orders/..., 'workflows/checkout', 'admin-area'; undefined for shared code. */
function nodeOf(file) {
  const [layer, name] = path.relative(SRC, file).split(path.sep);
  if (layer === 'modules' && name) return name;
  if (layer === 'workflows' && name) return `workflows/${name}`;
  if (layer === 'admin-area') return 'admin-area';
  return undefined;
}

/** The graph the code has: node -> the nodes it imports (sorted). */
export function graphFromCode() {
  const edges = new Map();
  for (const file of sourceFiles(SRC)) {
    const from = nodeOf(file);
    if (!from) continue;
    const uses = edges.get(from) ?? new Set();
    edges.set(from, uses);
    for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = nodeOf(path.resolve(path.dirname(file), spec));
      if (to && to !== from) uses.add(to);
    }
  }
  return Object.fromEntries([...edges.keys()].sort().map((node) => [node, [...edges.get(node)].sort()]));
}

const id = (node) => node.replace(/[^a-z]/g, '_');

export function drawMermaid(graph) {
  const nodes = Object.keys(graph);
  const lines = ['flowchart BT'];
  const group = (title, members) => {
    lines.push(`  subgraph layer_${id(title)}["${title}"]`);
    for (const node of members) lines.push(`    ${id(node)}["${node.replace('workflows/', '')}"]`);
    lines.push('  end');
  };
  group(
    'admin area',
    nodes.filter((node) => node === 'admin-area'),
  );
  group(
    'workflows',
    nodes.filter((node) => node.startsWith('workflows/')),
  );
  group(
    'modules',
    nodes.filter((node) => !node.startsWith('workflows/') && node !== 'admin-area'),
  );
  // The admin area gathers every domain's admin routes: its arrows would hide the rest.
  for (const [node, uses] of Object.entries(graph)) {
    if (node === 'admin-area') continue;
    for (const used of uses) lines.push(`  ${id(node)} --> ${id(used)}`);
  }
  return lines.join('\n');
}

export function renderDocument(graph) {
  return `# The server's module graph

Drawn from the code by \`node scripts/module-graph.mjs\`; \`npm run lint\` fails when it is out of date.
An arrow points from a module to one it imports (through that module's \`index.ts\`). What may import
what is declared in [\`eslint/server-modules.js\`](../eslint/server-modules.js), which lint holds the code
to and which may never form a cycle (decision 055). The admin area, which registers every domain's admin
routes under one guard, imports ${graph['admin-area']?.length ?? 0} of them; its arrows are left out.

\`\`\`mermaid
${drawMermaid(graph)}
\`\`\`

Layers, lowest first: shared code (\`lib\`, \`config\`, the database's schema and client, \`plugins\`) ->
modules -> workflows -> the admin area -> \`app.ts\`. A module owns its tables and is their only writer;
work that spans modules (a checkout, a refund, editing or importing products, live updates) is a
workflow, which calls the modules and is called by its routes.
`;
}

/** Declared dependencies the code does not have (they would let a cycle in unseen). */
export function unusedDeclarations(code, declared = wholeGraph(MODULE_DEPENDENCIES, WORKFLOW_DEPENDENCIES)) {
  return Object.entries(declared).flatMap(([node, uses]) =>
    uses.filter((used) => !(code[node] ?? []).includes(used)).map((used) => `${node} -> ${used}`),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const graph = graphFromCode();
  const document = renderDocument(graph);
  const unused = unusedDeclarations(graph);
  if (process.argv.includes('--check')) {
    const problems = [];
    if (!fs.existsSync(OUT) || fs.readFileSync(OUT, 'utf8') !== document)
      problems.push('docs/module-graph.md is out of date: run `node scripts/module-graph.mjs`.');
    if (unused.length > 0)
      problems.push(
        `eslint/server-modules.js declares dependencies the code does not have: ${unused.join(', ')}.`,
      );
    for (const problem of problems) console.error(problem);
    process.exit(problems.length > 0 ? 1 : 0);
  }
  fs.writeFileSync(OUT, document);
  console.log(`Wrote docs/module-graph.md (${Object.keys(graph).length} modules and workflows).`);
  if (unused.length > 0) console.log(`Declared but not used: ${unused.join(', ')}`);
}
