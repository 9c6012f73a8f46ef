import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';
import { cleanup } from '@testing-library/react';
import { act } from 'preact/test-utils';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { unavailableRetryTiming } from '../lib/retry-unavailable';
import { listenFailingOnUnhandled, server, unhandledRequests } from './server';

// A 503 is tried again at once, within the test that caused it (not after its handlers are gone).
unavailableRetryTiming.maxPauseMs = 0;

// No test reaches a real server: MSW answers what a test set up (test/fake-api.ts, server.use) and
// refuses anything else, which fails the test. NOTE: after-hooks run last-registered first, and a
// failing one skips the rest, so this check is registered first to run after the others.
beforeAll(listenFailingOnUnhandled);
afterEach(() => {
  server.resetHandlers();
  const unhandled = unhandledRequests.splice(0);
  expect(unhandled, 'requests no handler answered').toEqual([]);
});
afterAll(() => server.close());

// After what a user does (user-event) or waits for (waitFor), one more task runs inside Preact's act,
// as React's testing library does: what the action set going (a validation's promise, a query an
// effect starts) has rendered before the test looks. Events are wrapped in act by Preact's library.
configure({
  asyncWrapper: async (action) => {
    const result: unknown = await action();
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    return result;
  },
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);
afterEach(() => vi.unstubAllGlobals());

// NOTE: Node's Request (used by RTK Query's fetchBaseQuery) cannot resolve '/api/...' on its own the
// way a browser does, and rejects jsdom's AbortSignal; resolve against the page and drop the signal.
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    const url = typeof input === 'string' ? new URL(input, window.location.href) : input;
    super(url, init && { ...init, signal: undefined });
  }
};

// jsdom has <dialog> but not its modal methods; browsers (and the Playwright journeys) do. A shim
// that opens and closes it is enough for component tests.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}
