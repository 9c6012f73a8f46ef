// Keeps this instance's catalogue index (decision 018): built in the background at start (the
// database answers until then), then changed by every product.changed event any instance publishes,
// so an admin's edit through one instance reaches the listings of all. It also re-reads the products
// of each order placed, for their stock (the "in stock only" filter, and the cards).
// With a snapshot file it starts from the index an earlier run wrote, caught up (decision 041).
import type { FastifyBaseLogger } from 'fastify';
import type { ShopEventData } from '@eshop/shared';
import type { Db } from '../../../db/client.js';
import { releaseGarbage } from '../../../lib/release-garbage.js';
import type { EventHub } from '../../events/index.js';
import type { CardPlace } from './card-store.js';
import type { CatalogIndex } from './catalog-index.js';
import { loadIndex, productsOfOrders, readProducts } from './load-index.js';
import { saveSnapshot, SnapshotError, startFromSnapshot } from './start-from-snapshot.js';

const RETRY_MS = 2_000;
/** After a failed rebuild, the old index serves on this long before another is tried. */
const REBUILD_BACKOFF_MS = 60_000;
/** A changed index is written again this often, so a restart has little to catch up on. */
const SNAPSHOT_EVERY_MS = 30 * 60 * 1000;
/** How long a snapshot waits for a moment with no change pending before giving up. */
const SNAPSHOT_SETTLE_TRIES = 50;
const SNAPSHOT_SETTLE_WAIT_MS = 200;

export type CatalogIndexer = {
  /** The index once built and current; undefined while it is being built. */
  current: () => CatalogIndex | undefined;
  /**
   * The index when no change it has heard of is still being read or applied (nor a rebuild running):
   * what a product's own page may be answered from without being staler than a read cache emptied
   * by the same event. Undefined otherwise.
   */
  settled: () => CatalogIndex | undefined;
  /** How long the last build (or rebuild) of the index that serves took; undefined before the first. */
  lastBuildMs: () => number | undefined;
  /** Where the index that serves came from: a snapshot (decision 041) or the database. */
  startedFrom: () => 'snapshot' | 'database' | undefined;
  /** Starts building (once): when the server listens, so reading the catalogue never delays that. */
  start: () => void;
  /** Starts building if not yet started, and resolves once the index serves. */
  whenReady: () => Promise<void>;
  /**
   * Applies the current state of these products (and of those these orders took stock from) now,
   * before their events arrive; resolves once applied, or once it could not be (then retried).
   */
  refresh: (changed: CatalogChange) => Promise<void>;
  /**
   * Reads the whole catalogue again (a category renamed or deleted moved many products at once);
   * resolves once the new index serves, or once a failed attempt left the old one serving.
   */
  rebuild: () => Promise<void>;
  /**
   * Writes the snapshot (with a snapshot file) once no change is pending, unless the index has not
   * changed since the last one; resolves once written or given up on.
   */
  saveSnapshot: () => Promise<void>;
  /** Stops, after a snapshot being written is complete. */
  close: () => Promise<void>;
};

/** What a write touched: products by id, or the products of orders placed. */
export type CatalogChange = { productIds?: readonly string[]; orderIds?: readonly string[] };

export type CatalogIndexerOptions = {
  db: Db;
  events: EventHub;
  log: FastifyBaseLogger;
  /** Where the index keeps its cards' texts (card-store.ts). */
  cardPlace: CardPlace;
  /** Called after each change reached the index (cached answers built on the old one are stale). */
  onChanged: () => void;
  /** Rows read per query while building (default: 2,000). */
  batchSize?: number;
  /**
   * Where the index is kept between runs (decision 041): started from at the next start, written
   * after each build and every half hour while it changes. Unset: built from the database each start.
   */
  snapshotFile?: string;
};

export function startCatalogIndexer({
  db,
  events,
  log,
  cardPlace,
  onChanged,
  batchSize,
  snapshotFile,
}: CatalogIndexerOptions): CatalogIndexer {
  let index: CatalogIndex | undefined;
  let lastBuildMs: number | undefined;
  let startedFrom: 'snapshot' | 'database' | undefined;
  let closed = false;
  /** The drain running now: it goes on until nothing is pending, so awaiting it covers ids added since. */
  let draining: Promise<void> | undefined;
  let rebuilding = false;
  let rebuildRun: Promise<void> | undefined;
  let rebuildAgain = false;
  let rebuildAfterBuild = false;
  let noRebuildBefore = 0;
  let rebuiltForSize = false;
  let retry: NodeJS.Timeout | undefined;
  const pendingProducts = new Set<string>();
  const pendingOrders = new Set<string>();
  /** Products changed while a rebuild was reading: the new index re-reads them too. */
  const changedDuringRebuild = new Set<string>();
  let snapshotWrite: Promise<void> | undefined;
  /**
   * The index last written and its change count then: an unchanged index is not written again. Held
   * weakly: a replaced index (and its card file) is not kept for the sake of this comparison.
   */
  let written: { index: WeakRef<CatalogIndex>; changeCount: number } | undefined;
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  events.onEvent((event) => {
    if (event.type === 'catalog.changed') {
      if ((event.data as ShopEventData['catalog.changed']).productsMoved) void requestRebuild();
      return;
    }
    if (event.type === 'product.changed') {
      pendingProducts.add((event.data as ShopEventData['product.changed']).productId);
    } else if (event.type === 'order.placed') {
      pendingOrders.add((event.data as ShopEventData['order.placed']).orderId);
    } else {
      return;
    }
    void drain();
  });

  /** From the snapshot when there is a good one; true once the index serves. */
  async function startFromFile(): Promise<boolean> {
    if (!snapshotFile) return false;
    const startedAt = performance.now();
    try {
      const started = await startFromSnapshot(db, snapshotFile, cardPlace);
      if (!started || closed) return false;
      index = started.index;
      startedFrom = 'snapshot';
      lastBuildMs = Math.round(performance.now() - startedAt);
      log.info(
        { products: index.liveCount, replayed: started.replayedProducts, ms: lastBuildMs },
        'catalogue index started from its snapshot',
      );
      // Nothing new to write unless it caught up on something.
      if (started.replayedProducts === 0)
        written = { index: new WeakRef(index), changeCount: index.changeCount };
      markReady();
      return true;
    } catch (error) {
      if (error instanceof SnapshotError) {
        log.warn({ reason: error.message }, 'the catalogue index snapshot does not fit; building afresh');
      } else {
        log.error({ err: error }, 'the catalogue index snapshot could not be read; building afresh');
      }
      return false;
    }
  }

  async function build(): Promise<void> {
    if (await startFromFile()) return;
    while (!closed) {
      const startedAt = performance.now();
      try {
        const built = await loadIndex(db, cardPlace, batchSize);
        if (closed) return;
        index = built;
        startedFrom = 'database';
        lastBuildMs = Math.round(performance.now() - startedAt);
        log.info({ products: built.liveCount, ms: lastBuildMs }, 'catalogue indexed');
        markReady();
        return;
      } catch (error) {
        log.error({ err: error }, 'indexing the catalogue failed; the database answers meanwhile');
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS * 5).unref());
      }
    }
  }

  function drain(): Promise<void> {
    if (!draining && index && !closed) {
      draining = drainPending().finally(() => {
        draining = undefined;
      });
    }
    return draining ?? Promise.resolve();
  }

  async function drainPending(): Promise<void> {
    while (!closed && (pendingProducts.size > 0 || pendingOrders.size > 0)) {
      const ids = new Set(pendingProducts);
      const orderIds = [...pendingOrders];
      pendingProducts.clear();
      pendingOrders.clear();
      try {
        const target = index;
        // The products an order sold from: their stock changed.
        for (const id of await productsOfOrders(db, orderIds)) ids.add(id);
        const changes = await readProducts(db, [...ids]);
        if (index !== target) {
          // A rebuild swapped in another index while these were read: read them again for it.
          for (const id of ids) pendingProducts.add(id);
          continue;
        }
        target?.apply(changes);
      } catch (error) {
        for (const id of ids) pendingProducts.add(id);
        for (const id of orderIds) pendingOrders.add(id);
        log.error({ err: error }, 'a catalogue change could not be read; trying again');
        clearTimeout(retry);
        retry = setTimeout(() => void drain(), RETRY_MS);
        retry.unref();
        return;
      }
      if (rebuilding) for (const id of ids) changedDuringRebuild.add(id);
      onChanged();
    }
    // Edited products leave dead slots behind; once they outnumber the living, start afresh.
    const crowded = index !== undefined && index.deadCount > Math.max(10_000, index.liveCount);
    // Grown past what keeps its cards' texts in memory (an import): a rebuild puts them in a file,
    // asked for once (when no file can be made, the rebuilt index keeps them in memory too).
    const outgrown =
      !rebuiltForSize &&
      index !== undefined &&
      index.cardsInMemory &&
      index.liveCount > cardPlace.inMemoryUpTo;
    if ((crowded || outgrown) && !rebuilding && !closed && Date.now() >= noRebuildBefore) {
      if (outgrown) rebuiltForSize = true;
      void requestRebuild();
    }
  }

  /**
   * One rebuild at a time; asked for while one runs (which may have read the catalogue before the
   * change), another follows in the same run, so awaiting it covers every change made before asking.
   */
  function requestRebuild(): Promise<void> {
    if (closed) return Promise.resolve();
    if (!index) {
      // The first build is reading: it may have read past the change, so read once more after it.
      rebuildAfterBuild = true;
      return Promise.resolve();
    }
    rebuildAgain = true;
    rebuildRun ??= (async () => {
      while (rebuildAgain && !closed) {
        rebuildAgain = false;
        await rebuild();
      }
    })().finally(() => {
      rebuildRun = undefined;
    });
    return rebuildRun;
  }

  async function rebuild(): Promise<void> {
    rebuilding = true;
    let swapped = false;
    const startedAt = performance.now();
    try {
      const built = await loadIndex(db, cardPlace, batchSize);
      if (closed) return;
      index = built;
      startedFrom = 'database';
      lastBuildMs = Math.round(performance.now() - startedAt);
      swapped = true;
      for (const id of changedDuringRebuild) pendingProducts.add(id);
    } catch (error) {
      noRebuildBefore = Date.now() + REBUILD_BACKOFF_MS;
      log.error({ err: error }, 'rebuilding the catalogue index failed; the old one serves on');
    } finally {
      rebuilding = false;
      changedDuringRebuild.clear();
    }
    if (swapped) onChanged();
    void drain();
    if (swapped) void saveWhenSettled().then(releaseLoadGarbage);
  }

  /**
   * A build (and its snapshot) leaves the heap grown by the rows it read: at 1M products about
   * 175 MB that V8 would keep until some full collection of its own (lib/release-garbage.ts).
   */
  function releaseLoadGarbage(): void {
    if (closed) return;
    try {
      releaseGarbage();
    } catch (error) {
      // Only memory is at stake: the index serves the same either way.
      log.warn({ err: error }, 'the memory of the catalogue build could not be given back');
    }
  }

  function saveWhenSettled(): Promise<void> {
    if (!snapshotFile || closed) return Promise.resolve();
    snapshotWrite ??= writeWhenSettled(snapshotFile)
      .catch((error: unknown) =>
        log.error({ err: error }, 'the catalogue index snapshot could not be written'),
      )
      .finally(() => {
        snapshotWrite = undefined;
      });
    return snapshotWrite;
  }

  async function writeWhenSettled(file: string): Promise<void> {
    for (let attempt = 0; attempt < SNAPSHOT_SETTLE_TRIES && !closed; attempt += 1) {
      const target = index;
      const isSettled = !draining && !rebuilding && pendingProducts.size === 0 && pendingOrders.size === 0;
      if (target && isSettled) {
        if (written?.index.deref() === target && written.changeCount === target.changeCount) return;
        const changeCount = target.changeCount;
        const startedAt = performance.now();
        // Taken in this turn: every event heard so far is applied (nothing is pending).
        const bytes = await saveSnapshot(db, file, target, events.lastEventId());
        written = { index: new WeakRef(target), changeCount };
        const ms = Math.round(performance.now() - startedAt);
        log.info({ products: target.liveCount, bytes, ms }, 'catalogue index snapshot written');
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, SNAPSHOT_SETTLE_WAIT_MS).unref());
    }
  }

  const snapshotTimer = snapshotFile
    ? setInterval(() => void saveWhenSettled(), SNAPSHOT_EVERY_MS)
    : undefined;
  snapshotTimer?.unref();

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void build()
      .then(() => (rebuildAfterBuild ? requestRebuild() : drain()))
      .then(saveWhenSettled)
      .then(releaseLoadGarbage);
  };

  return {
    current: () => index,
    settled: () =>
      draining || rebuilding || pendingProducts.size > 0 || pendingOrders.size > 0 ? undefined : index,
    lastBuildMs: () => lastBuildMs,
    startedFrom: () => startedFrom,
    start,
    async refresh({ productIds = [], orderIds = [] }) {
      for (const id of productIds) pendingProducts.add(id);
      for (const id of orderIds) pendingOrders.add(id);
      await drain();
    },
    rebuild: requestRebuild,
    whenReady: () => {
      start();
      return ready;
    },
    async saveSnapshot() {
      while (snapshotWrite) await snapshotWrite;
      await saveWhenSettled();
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(snapshotTimer);
      await snapshotWrite;
    },
  };
}
