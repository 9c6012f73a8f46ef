// What an instance keeps in memory from the database (the shop's settings, the category names) is read
// again when any instance announces a change to it. Two things make that safe to lean on:
// - a read that fails (the database restarting) is tried again until one lands, so the copy does not
//   stay stale until the next change, which may be days away;
// - a change heard while the first read is still running (the instance starting) is read again once
//   that read is done, so a write that committed after it is not missed.

/** A failed read is tried again after this long, twice as long each time up to a minute. */
const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 60_000;

type Log = { error: (details: { err: unknown }, message: string) => void };

export type Reread = {
  /** A change was announced: read again (once the first read is in, when it is not yet). */
  changed: () => void;
  /** The first read is in; from now on `reload` reads again, and `afterReload` follows each read. */
  start: (reload: () => Promise<unknown>, afterReload?: () => void) => void;
  /** No more reads, none waiting (the app is closing). */
  stop: () => void;
};

export function rereadOnChange(what: string, log: Log): Reread {
  let reload: (() => Promise<unknown>) | undefined;
  let afterReload = () => {};
  let heardBeforeStart = false;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let retryMs = FIRST_RETRY_MS;

  const read = () => {
    clearTimeout(retry);
    retry = undefined;
    if (stopped || !reload) return;
    reload().then(
      () => {
        // A retry still waiting from an earlier failure has nothing left to read.
        clearTimeout(retry);
        retry = undefined;
        retryMs = FIRST_RETRY_MS;
        if (!stopped) afterReload();
      },
      (error: unknown) => {
        if (stopped) return;
        log.error({ err: error }, `${what} could not be read again; trying again in ${retryMs / 1000} s`);
        // One retry waits at a time (reads that failed side by side do not each add one).
        clearTimeout(retry);
        retry = setTimeout(read, retryMs);
        retry.unref();
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
      },
    );
  };

  return {
    changed: () => {
      if (reload) read();
      else heardBeforeStart = true;
    },
    start: (reloadFn, afterFn) => {
      reload = reloadFn;
      if (afterFn) afterReload = afterFn;
      if (heardBeforeStart) read();
    },
    stop: () => {
      stopped = true;
      clearTimeout(retry);
    },
  };
}
