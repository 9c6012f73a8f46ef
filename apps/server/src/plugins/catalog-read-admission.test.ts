import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../lib/app-error.js';
import { createCatalogReadAdmission } from './catalog-read-admission.js';

/** A request and reply as the admission looks at them: is the client still there? */
function exchange() {
  const socket = { destroyed: false };
  return {
    request: { raw: { socket } } as unknown as FastifyRequest,
    reply: { raw: { destroyed: false } } as unknown as FastifyReply,
    leave: () => void (socket.destroyed = true),
  };
}

// A load that takes this long, on the test's clock (fake timers: no test waits on the wall clock).
const work = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const options = { concurrency: 2, maxWaitMs: 10_000, retryAfterSeconds: 3 };

describe('catalogue read admission', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  /** For the tests whose loads take time: the clock moves only when the test moves it. */
  const useTestClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'setImmediate', 'performance'] });

  it('runs loads in their order of arrival', async () => {
    const admission = createCatalogReadAdmission(options);
    const order: number[] = [];
    const runs = [1, 2, 3, 4, 5].map((n) => {
      const { request, reply } = exchange();
      return admission.run(request, reply, async () => {
        order.push(n);
        return n;
      });
    });
    expect(await Promise.all(runs)).toEqual([1, 2, 3, 4, 5]);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(admission.counters()).toMatchObject({ running: 0, waiting: 0, admitted: 5 });
  });

  it('lets at most `concurrency` loads wait on the database at once', async () => {
    useTestClock();
    const admission = createCatalogReadAdmission(options);
    let running = 0;
    let most = 0;
    const load = async () => {
      running += 1;
      most = Math.max(most, running);
      await work(5);
      running -= 1;
      return {};
    };
    const all = Promise.all(
      Array.from({ length: 8 }, () => admission.run(exchange().request, exchange().reply, load)),
    );
    await vi.runAllTimersAsync();
    await all;
    expect(most).toBe(2);
  });

  it('never runs the load of a client that left while it waited', async () => {
    const admission = createCatalogReadAdmission(options);
    const gone = exchange();
    let ran = false;
    const waiting = admission.run(gone.request, gone.reply, async () => {
      ran = true;
      return {};
    });
    gone.leave();
    await expect(waiting).rejects.toBeInstanceOf(AppError);
    expect(ran).toBe(false);
    expect(admission.counters()).toMatchObject({ leftQueue: 1, admitted: 0 });
  });

  it('turns new loads away with a 503 and Retry-After while the oldest has waited too long', async () => {
    useTestClock();
    const admission = createCatalogReadAdmission({ ...options, concurrency: 1, maxWaitMs: 20 });
    const slow = () => work(60).then(() => ({}));
    const first = admission.run(exchange().request, exchange().reply, slow);
    const second = admission.run(exchange().request, exchange().reply, slow);
    // Rejections are asserted later: mark them handled now, so none is reported as unhandled meanwhile.
    second.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(40);
    const refused = admission.run(exchange().request, exchange().reply, slow);
    await expect(refused).rejects.toMatchObject({ code: 'UNAVAILABLE', retryAfterSeconds: 3 });
    await vi.advanceTimersByTimeAsync(40);
    await expect(first).resolves.toEqual({});
    // The second waited past the limit behind the first: answered 503 without running.
    await expect(second).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    expect(admission.counters()).toMatchObject({ admitted: 1, refused: 2, waiting: 0, running: 0 });
  });
});
