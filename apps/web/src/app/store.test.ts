import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from './store';

/** An action Redux Toolkit's autoBatch enhancer would hold back (as RTK Query's own are). */
const batchedAction = { type: 'test/batched', meta: { RTK_autoBatch: true } };

/** A store past its first action (RTK Query's middleware registers itself on it, with one of its own). */
const storeOf = (options: Parameters<typeof createAppStore>[0]) => {
  const store = createAppStore(options);
  store.dispatch({ type: 'test/first' });
  vi.runAllTimers();
  return store;
};

describe("a server draw's store", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tells its listeners at once and leaves no timer holding it after the draw', () => {
    vi.useFakeTimers();
    const store = storeOf({ forServerDraw: true });
    const told = vi.fn();
    store.subscribe(told);
    store.dispatch(batchedAction);
    expect(told).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("is the browser's that batches them", () => {
    vi.useFakeTimers();
    const store = storeOf({});
    const told = vi.fn();
    store.subscribe(told);
    store.dispatch(batchedAction);
    store.dispatch(batchedAction);
    expect(told).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(told).toHaveBeenCalledTimes(1);
  });
});
