import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and in the render that takes over a server-drawn page, true afterwards (and at
 * once in a page the browser draws itself): a page shows what only the browser knows (its cart)
 * without the server's guess being taken for a mismatch.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
