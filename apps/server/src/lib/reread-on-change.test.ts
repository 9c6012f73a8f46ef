import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rereadOnChange } from './reread-on-change.js';

describe('rereadOnChange', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const quietLog = () => ({ error: vi.fn() });
  /** Lets the promises settle without moving the (fake) clock. */
  const settle = () => vi.advanceTimersByTimeAsync(0);

  it('reads again on each change once started, and then runs what follows a read', async () => {
    const reread = rereadOnChange('the names', quietLog());
    const reload = vi.fn(() => Promise.resolve());
    const after = vi.fn();
    reread.start(reload, after);
    expect(reload).not.toHaveBeenCalled();
    reread.changed();
    reread.changed();
    await settle();
    expect(after).toHaveBeenCalledTimes(2);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reads again once started when a change was heard during the first read', async () => {
    const reread = rereadOnChange('the names', quietLog());
    reread.changed();
    const reload = vi.fn(() => Promise.resolve());
    reread.start(reload);
    await settle();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('tries a failed read again, less often each time, until one lands', async () => {
    const log = quietLog();
    const reread = rereadOnChange('the names', log);
    const reload = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('database restarting'))
      .mockRejectedValueOnce(new Error('database restarting'))
      .mockResolvedValue(undefined);
    const after = vi.fn();
    reread.start(reload, after);
    reread.changed();
    await settle();
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]?.[1]).toBe('the names could not be read again; trying again in 2 s');
    await vi.advanceTimersByTimeAsync(2_000);
    await settle();
    expect(log.error).toHaveBeenCalledTimes(2);
    expect(log.error.mock.calls[1]?.[1]).toBe('the names could not be read again; trying again in 4 s');
    await vi.advanceTimersByTimeAsync(3_999);
    expect(reload).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(after).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('runs nothing after a read that ends once stopped', async () => {
    const reread = rereadOnChange('the names', quietLog());
    let finish = () => {};
    const reload = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const after = vi.fn();
    reread.start(reload, after);
    reread.changed();
    reread.stop();
    finish();
    await settle();
    expect(after).not.toHaveBeenCalled();
  });

  it('reads nothing more once stopped, not even a retry that was waiting', async () => {
    const log = quietLog();
    const reread = rereadOnChange('the names', log);
    const reload = vi.fn<() => Promise<void>>().mockRejectedValue(new Error('down'));
    reread.start(reload);
    reread.changed();
    await settle();
    expect(log.error).toHaveBeenCalledTimes(1);
    reread.stop();
    reread.changed();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
