// The instance's state, read when Prometheus scrapes (collect callbacks), not kept up to date on
// every change: live-update streams, the write and catalogue-read queues, the catalogue read cache
// the catalogue index and PostgreSQL's connection pool.
import { Counter, Gauge, type Registry } from 'prom-client';
import type { PoolStats } from '../../db/client.js';
import type { AdmissionCounters } from '../../plugins/admission.js';
import type { CatalogCacheStats } from '../catalog/index.js';

export type InstanceState = {
  streams: () => { open: number; max: number };
  writes: () => AdmissionCounters;
  catalogReads: () => AdmissionCounters;
  catalogCache: () => CatalogCacheStats;
  /** undefined when the index is off (CATALOG_INDEX=false). */
  catalogIndex: () => { isReady: boolean; products: number; lastBuildMs: number | undefined } | undefined;
  /** undefined on the embedded database, which has no connections. */
  databasePool: () => PoolStats | undefined;
};

export function registerInstanceGauges(registry: Registry, state: InstanceState): void {
  const registers = [registry];
  new Gauge({
    name: 'shop_event_streams_open',
    help: 'Live-update (SSE) streams open on this instance.',
    registers,
    collect() {
      this.set(state.streams().open);
    },
  });
  new Gauge({
    name: 'shop_event_streams_max',
    help: 'Live-update streams this instance accepts (EVENTS_MAX_STREAMS).',
    registers,
    collect() {
      this.set(state.streams().max);
    },
  });

  const queues = { writes: state.writes, catalog_reads: state.catalogReads };
  new Gauge({
    name: 'shop_admission_running',
    help: 'Requests holding a slot: writes, and uncached catalogue reads.',
    labelNames: ['queue'] as const,
    registers,
    collect() {
      for (const [queue, read] of Object.entries(queues)) this.set({ queue }, read().running);
    },
  });
  new Gauge({
    name: 'shop_admission_waiting',
    help: 'Requests waiting for a slot (bounded: WRITE_QUEUE_LIMIT, CATALOG_READ_MAX_WAIT_MS).',
    labelNames: ['queue'] as const,
    registers,
    collect() {
      for (const [queue, read] of Object.entries(queues)) this.set({ queue }, read().waiting);
    },
  });
  new Counter({
    name: 'shop_admission_refused_total',
    help: 'Requests answered 503 because their queue was full (or, for catalogue reads, too old).',
    labelNames: ['queue'] as const,
    registers,
    collect() {
      this.reset();
      for (const [queue, read] of Object.entries(queues)) this.inc({ queue }, read().refused);
    },
  });

  new Counter({
    name: 'shop_catalog_cache_lookups_total',
    help: "Catalogue questions by how they were answered: hit (memory), shared (another's load), miss (loaded).",
    labelNames: ['result'] as const,
    registers,
    collect() {
      const { hits, shared, misses } = state.catalogCache();
      this.reset();
      this.inc({ result: 'hit' }, hits);
      this.inc({ result: 'shared' }, shared);
      this.inc({ result: 'miss' }, misses);
    },
  });

  new Gauge({
    name: 'shop_catalog_index_ready',
    help: 'Whether listings come from the in-memory catalogue index (1) or the database (0).',
    registers,
    collect() {
      this.set(state.catalogIndex()?.isReady ? 1 : 0);
    },
  });
  new Gauge({
    name: 'shop_catalog_index_products',
    help: 'Products in the catalogue index.',
    registers,
    collect() {
      this.set(state.catalogIndex()?.products ?? 0);
    },
  });
  new Gauge({
    name: 'shop_catalog_index_last_build_seconds',
    help: 'How long the last build of the catalogue index took.',
    registers,
    collect() {
      const ms = state.catalogIndex()?.lastBuildMs;
      if (ms !== undefined) this.set(ms / 1000);
    },
  });

  registerPoolGauges(registers, state.databasePool);
}

function registerPoolGauges(registers: Registry[], read: () => PoolStats | undefined): void {
  if (!read()) return;
  const stats = () => read()!;
  new Gauge({
    name: 'shop_db_pool_connections',
    help: 'PostgreSQL connections of this instance, by state: idle, or held by a request.',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const { total, idle } = stats();
      this.set({ state: 'idle' }, idle);
      this.set({ state: 'in_use' }, total - idle);
    },
  });
  new Gauge({
    name: 'shop_db_pool_waiting',
    help: 'Queries waiting for a PostgreSQL connection (DATABASE_POOL_SIZE are all in use).',
    registers,
    collect() {
      this.set(stats().waiting);
    },
  });
  const counters = [
    ['shop_db_pool_lost_connections_total', 'Connections PostgreSQL dropped (restart, failover).', 'lost'],
    ['shop_db_pool_acquired_total', 'Connections handed to a query or transaction.', 'acquired'],
    [
      'shop_db_pool_acquire_seconds_total',
      'Seconds spent waiting for a connection; over acquired_total, the mean wait.',
      'acquireSeconds',
    ],
  ] as const;
  for (const [name, help, field] of counters) {
    new Counter({
      name,
      help,
      registers,
      collect() {
        this.reset();
        this.inc(stats()[field]);
      },
    });
  }
}
