// The server's module graph (decision 055), declared: which module and which workflow may use which.
// Lint refuses an import the graph does not declare (eslint/server-boundaries.js), and refuses to load
// a graph with a cycle in it, so modules stay in one direction: a module knows only those below it.
//
// Layers, lowest first: shared code (lib, config, db schema and client, plugins) -> modules (each owns
// its tables and is their only writer) -> workflows (work that spans modules: checkout, refunds, the
// product editor and import, live updates) -> the admin area (the one guard of /api/admin) -> app.ts.
// scripts/module-graph.mjs draws the graph the code really has into docs/module-graph.md and checks
// that every dependency declared here is used.

/** Each domain module, and the modules it may import (through their index.ts). */
export const MODULE_DEPENDENCIES = {
  addresses: ['auth'],
  audit: [],
  auth: ['marketing', 'settings'],
  cart: ['auth', 'products'],
  catalog: ['categories', 'events', 'products'],
  categories: ['events', 'products'],
  contact: [],
  customers: ['marketing', 'orders'],
  dashboard: ['products'],
  discounts: ['shipping'],
  events: [],
  invoices: ['auth', 'orders', 'settings'],
  marketing: [],
  media: [],
  metrics: ['catalog'],
  orders: ['auth', 'events', 'settings'],
  pages: ['events'],
  payments: [],
  products: ['events'],
  reviews: ['auth', 'events', 'products'],
  seo: [],
  settings: ['events', 'media'],
  shipping: ['events'],
};

/** Each workflow, and the modules and workflows it may import (through their index.ts). */
export const WORKFLOW_DEPENDENCIES = {
  account: {
    modules: ['addresses', 'auth', 'marketing', 'orders', 'reviews'],
    workflows: ['checkout'],
  },
  checkout: {
    modules: [
      'auth',
      'cart',
      'discounts',
      'events',
      'invoices',
      'marketing',
      'metrics',
      'orders',
      'payments',
      'products',
      'settings',
      'shipping',
    ],
    workflows: [],
  },
  currency: { modules: ['events', 'products', 'settings', 'shipping'], workflows: [] },
  'live-updates': { modules: ['auth', 'events'], workflows: [] },
  'product-admin': {
    modules: ['cart', 'catalog', 'categories', 'events', 'media', 'products'],
    workflows: [],
  },
  'product-import': {
    modules: ['auth', 'events', 'media', 'products'],
    workflows: ['product-admin'],
  },
  refunds: {
    modules: ['auth', 'events', 'invoices', 'metrics', 'orders', 'payments', 'products'],
    workflows: [],
  },
};

/**
 * The first cycle in a graph given as { node: [nodes it depends on] }, as the path that closes it
 * (['a', 'b', 'a']), or undefined when there is none.
 */
export function findCycle(graph) {
  const state = new Map(); // node -> 'visiting' | 'done'
  const path = [];
  const visit = (node) => {
    if (state.get(node) === 'done') return undefined;
    if (state.get(node) === 'visiting') return [...path.slice(path.indexOf(node)), node];
    state.set(node, 'visiting');
    path.push(node);
    for (const next of graph[node] ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(node, 'done');
    return undefined;
  };
  for (const node of Object.keys(graph)) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return undefined;
}

/** Modules and workflows as one graph: 'orders', 'workflows/checkout'. */
export function wholeGraph(modules = MODULE_DEPENDENCIES, workflows = WORKFLOW_DEPENDENCIES) {
  const graph = { ...modules };
  for (const [name, uses] of Object.entries(workflows)) {
    graph[`workflows/${name}`] = [...uses.modules, ...uses.workflows.map((other) => `workflows/${other}`)];
  }
  return graph;
}

/** Throws when the declared graph has a cycle or names something that is not declared. */
export function assertDeclaredGraphIsSound(modules = MODULE_DEPENDENCIES, workflows = WORKFLOW_DEPENDENCIES) {
  const graph = wholeGraph(modules, workflows);
  for (const [node, uses] of Object.entries(graph)) {
    for (const used of uses) {
      if (!(used in graph))
        throw new Error(`eslint/server-modules.js: ${node} depends on ${used}, which is not declared.`);
    }
  }
  const cycle = findCycle(graph);
  if (cycle) {
    throw new Error(
      `eslint/server-modules.js: the server's modules would form a cycle: ${cycle.join(' -> ')}. Move what both need into the lower one (or into a workflow above both) instead.`,
    );
  }
}
