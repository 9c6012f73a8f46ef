import { useSyncExternalStore } from 'react';

// Whether the page has been hydrated, for the components that draw what only the browser knows. A
// page drawn in the browser (or a later page) is "hydrated" from its first render.
let hydrated = true;
const listeners = new Set<() => void>();
const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
};

/**
 * For main.tsx, before it hydrates a drawn page: `useHydrated` says false until the returned function
 * is called. Preact hydrates in one task and, left alone, would draw what only the browser knows
 * (the cart's lines, the filter panel) in that same task, from hydration's layout effects; called
 * after the next frame, those are drawn in a task of their own (Total Blocking Time on a phone).
 */
export function holdHydration(): () => void {
  hydrated = false;
  return () => {
    hydrated = true;
    for (const onChange of [...listeners]) onChange();
  };
}

/**
 * False on the server and in the render that takes over a server-drawn page, true afterwards (and at
 * once in a page the browser draws itself): a page shows what only the browser knows (its cart)
 * without the server's guess being taken for a mismatch.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
