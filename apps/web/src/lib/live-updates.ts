// Live updates: an EventSource on one of the server's event streams, each event turned into RTK
// Query tags to refetch, so every open page shows a change without a reload. The browser reconnects
// by itself after a drop and sends the last id it saw, and the server sends what was missed; the first
// stream starts after the newest event when the page's data was read (the shop config says which).
import { useEffect, useRef } from 'react';
import type { ShopEventData, ShopEventType } from '@eshop/shared';
import { api } from './api';
import { useGetShopConfigQuery } from './shop-config-api';
import { useAppDispatch } from '../app/hooks';

type Tag = Parameters<typeof api.util.invalidateTags>[0][number];
export type TagsFor = { [T in ShopEventType]?: (data: ShopEventData[T]) => Tag[] };

/**
 * The stream opens a moment after the page has loaded: an open stream never finishes, and a page
 * still "loading" would be measured as such (Lighthouse, network-idle waits). Events in that moment
 * are not lost for `onOpenRefetch`, which is refetched whenever a stream opens.
 */
export const OPEN_AFTER_LOAD_MS = 3000;

/** Pauses before opening a stream again that the server refused or closed (a restart, say). */
const REOPEN_DELAYS_MS = [2000, 5000, 15_000, 30_000];

export function useLiveUpdates(url: string | null, tagsFor: TagsFor, onOpenRefetch: Tag[] = []) {
  const dispatch = useAppDispatch();
  // The newest event when the page's data was read: the stream starts after it (it opens a moment
  // after the page has loaded, and a change made in that moment must still be heard).
  const { data: config } = useGetShopConfigQuery();
  const readUpTo = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (readUpTo.current === undefined && config) readUpTo.current = config.lastEventId;
  }, [config]);
  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return undefined;
    let source: EventSource | undefined;
    let timer: number | undefined;
    let failures = 0;
    /** The last event this stream delivered: a stream opened again starts after it. */
    let lastSeen: string | undefined;
    const start = () => {
      const after = lastSeen ?? (readUpTo.current === undefined ? undefined : String(readUpTo.current));
      const current = new EventSource(after ? `${url}${url.includes('?') ? '&' : '?'}after=${after}` : url);
      source = current;
      current.addEventListener('open', () => {
        // Whatever happened while no stream was open is fetched again.
        if (onOpenRefetch.length > 0) dispatch(api.util.invalidateTags(onOpenRefetch));
        failures = 0;
      });
      current.addEventListener('error', () => {
        // The browser retries a dropped stream by itself, but gives up on a refusal (a 503 while an
        // instance restarts): then open a new one after a pause.
        if (current.readyState !== EventSource.CLOSED) return;
        const delay = REOPEN_DELAYS_MS[Math.min(failures, REOPEN_DELAYS_MS.length - 1)] ?? 30_000;
        failures += 1;
        timer = window.setTimeout(start, delay);
      });
      for (const [type, tags] of Object.entries(tagsFor) as [ShopEventType, (data: never) => Tag[]][]) {
        current.addEventListener(type, (event) => {
          lastSeen = (event as MessageEvent<string>).lastEventId || lastSeen;
          const data = JSON.parse((event as MessageEvent<string>).data) as never;
          dispatch(api.util.invalidateTags(tags(data)));
        });
      }
    };
    const afterLoad = () => {
      timer = window.setTimeout(start, OPEN_AFTER_LOAD_MS);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      window.clearTimeout(timer);
      source?.close();
    };
    // The tags are fixed per caller; a new url (another shopper signed in) starts a new stream.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url, dispatch]);
}
