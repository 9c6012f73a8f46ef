// Saves a signed-in shopper's cart a moment after the last change, so a burst of plus clicks costs
// one request. Saves go out one after another, so the last state is also the last one written.
import type { CartItem } from '../../features/cart';

export type SendCart = (items: readonly CartItem[], options: { keepalive: boolean }) => Promise<unknown>;

export type CartSaver = {
  /** Remembers the newest items and restarts the wait. */
  schedule: (items: readonly CartItem[]) => void;
  /** Sends a waiting save now; resolves once every save so far has finished (or failed). */
  flush: () => Promise<void>;
  /** Forgets a waiting save (the shopper signed out or another account signed in). */
  cancel: () => void;
};

export const SAVE_DELAY_MS = 300;

/** `onAllSaved`: the server has the newest items (a save succeeded and none waits or is out). */
export const createCartSaver = (
  send: SendCart,
  delayMs = SAVE_DELAY_MS,
  onAllSaved: () => void = () => undefined,
): CartSaver => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: readonly CartItem[] | null = null;
  let queue: Promise<void> = Promise.resolve();
  /** Saves queued or out. */
  let unfinished = 0;

  const takePending = () => {
    clearTimeout(timer);
    timer = undefined;
    const items = pending;
    pending = null;
    return items;
  };

  const flush = () => {
    const items = takePending();
    if (items) {
      unfinished += 1;
      queue = queue
        .then(() => send(items, { keepalive: false }))
        .then(
          () => {
            unfinished -= 1;
            if (unfinished === 0 && pending === null) onAllSaved();
          },
          () => {
            unfinished -= 1;
          },
        );
    }
    return queue;
  };

  // NOTE: a page that is going away gets no more turns of the event loop, so the last save cannot
  // wait in the queue; it goes out at once, with keepalive so the browser finishes it after unload.
  const flushOnExit = () => {
    const items = takePending();
    if (items) void send(items, { keepalive: true }).catch(() => undefined);
  };

  let isWatchingExit = false;
  const watchExit = () => {
    if (isWatchingExit || typeof window === 'undefined') return;
    isWatchingExit = true;
    window.addEventListener('pagehide', flushOnExit);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flushOnExit();
    });
  };

  return {
    schedule: (items) => {
      watchExit();
      pending = items;
      clearTimeout(timer);
      timer = setTimeout(() => void flush(), delayMs);
    },
    flush,
    cancel: () => void takePending(),
  };
};
