// A browser's EventSource in API tests: a real HTTP request to a listening server, the stream read
// as it arrives and parsed into events, with the session cookie and Last-Event-ID a browser sends.
import type { ShopEventType } from '@eshop/shared';

export type ReceivedEvent = { id: number; type: ShopEventType; data: Record<string, unknown> };

export type EventStreamClient = {
  events: ReceivedEvent[];
  /** The server ended the stream. */
  readonly ended: boolean;
  /** Resolves with the first event (already received or still to come) that `match` accepts. */
  waitFor: (match: (event: ReceivedEvent) => boolean, timeoutMs?: number) => Promise<ReceivedEvent>;
  close: () => void;
};

export async function openEventStream(
  url: string,
  options: { cookie?: string; lastEventId?: number } = {},
): Promise<EventStreamClient> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: {
      accept: 'text/event-stream',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.lastEventId === undefined ? {} : { 'last-event-id': String(options.lastEventId) }),
    },
    signal: controller.signal,
  });
  if (!response.ok || !response.body) throw new Error(`event stream answered ${response.status}`);
  const events: ReceivedEvent[] = [];
  let ended = false;
  const waiters = new Set<() => void>();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) {
          ended = true;
          return;
        }
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => !line.startsWith(':') && line.includes(': '))
              .map((line) => [line.slice(0, line.indexOf(': ')), line.slice(line.indexOf(': ') + 2)]),
          );
          if (fields.event && fields.data) {
            events.push({
              id: Number(fields.id),
              type: fields.event as ShopEventType,
              data: JSON.parse(fields.data) as Record<string, unknown>,
            });
            for (const wake of waiters) wake();
          }
        }
      }
    } catch {
      // Closed by the test.
    }
  })();

  const waitFor = (match: (event: ReceivedEvent) => boolean, timeoutMs = 2000) =>
    new Promise<ReceivedEvent>((resolve, reject) => {
      const check = () => {
        const found = events.find(match);
        if (!found) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });

  return {
    events,
    get ended() {
      return ended;
    },
    waitFor,
    close: () => controller.abort(),
  };
}
