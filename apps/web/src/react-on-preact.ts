// The storefront runs on Preact's React compatibility layer (decision 080): `react` resolves here
// (react-aliases.ts), for the app and for every library that imports React.
import compat, { useCallback } from 'preact/compat';
import { options } from 'preact';

// @ts-expect-error -- preact/compat's types are one `export =` namespace (React's shape), which
// `export *` cannot re-export; its module has every name at run time. The app types against React's.
export * from 'preact/compat';
// The default export too (`import React from 'react'`), with this module's own hooks below.
export default { ...compat, useSyncExternalStore };

/**
 * React Router imports `useOptimistic`, which Preact does not have. Preact has no transitions, so a
 * state never waits behind one: the optimistic state is the state itself.
 */
export function useOptimistic<State>(state: State): [State, (action: unknown) => void] {
  return [state, () => undefined];
}

// Preact sets a DOM property where one exists and, when a prop goes away, sets it to ''. For an
// input's maxLength that is 0: a field that lost its limit (or an <input> Preact moved from one field
// to another) would take no typing at all. As attributes, the limits are removed when they go.
const LENGTH_LIMITS: Record<string, string> = { maxLength: 'maxlength', minLength: 'minlength' };
// A plain function that Preact calls as one (never through `options`).
// eslint-disable-next-line @typescript-eslint/unbound-method
const previousVnodeHook = options.vnode;
options.vnode = (vnode) => {
  if (typeof vnode.type === 'string') {
    const props = vnode.props as Record<string, unknown>;
    for (const [property, attribute] of Object.entries(LENGTH_LIMITS)) {
      if (property in props) {
        props[attribute] = props[property];
        delete props[property];
      }
    }
  }
  previousVnodeHook?.(vnode);
};

// Hydration draws the page as the server drew it: every external store (the Redux store, and
// lib/use-hydrated.ts) is read through its server snapshot. What only this browser knows (its cart,
// the filter panel, a product's related products) is drawn in a task of its own after hydration,
// not in hydration's one long task (Total Blocking Time on a phone). preact/compat alone switches to
// the browser's snapshot in hydration's layout effects, inside that task.
let hydrating = false;
const watchersDuringHydration = new Set<() => void>();

/**
 * Runs `hydrate` with every store read as the server drew it, then, in a later task (after the next
 * frame and the effects Preact runs after it), lets each store show the browser's own state.
 */
export function hydrateAsDrawn(hydrate: () => void): void {
  hydrating = true;
  try {
    hydrate();
  } finally {
    afterNextFrame(() => {
      hydrating = false;
      for (const recheck of [...watchersDuringHydration]) recheck();
      watchersDuringHydration.clear();
    });
  }
}

/** As Preact schedules its effects (preact/hooks): after the next frame, or 35 ms in a tab not shown. */
function afterNextFrame(callback: () => void) {
  let frame = 0;
  const done = () => {
    clearTimeout(timeout);
    if (frame) cancelAnimationFrame(frame);
    setTimeout(callback, 0);
  };
  const timeout = setTimeout(done, 35);
  if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(done);
}

export function useSyncExternalStore<Snapshot>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot?: () => Snapshot,
): Snapshot {
  // Read when called, not when drawn: the check after hydration must see the browser's snapshot.
  // Kept as long as the getters are (react-redux memoizes its own), or Preact's layout effect would
  // compare snapshots again on every render.
  const read = useCallback(
    () => (hydrating && getServerSnapshot ? getServerSnapshot() : getSnapshot()),
    [getSnapshot, getServerSnapshot],
  );
  const watch = useCallback(
    (onChange: () => void) => {
      const unsubscribe = subscribe(onChange);
      if (hydrating) watchersDuringHydration.add(onChange);
      return () => {
        watchersDuringHydration.delete(onChange);
        unsubscribe();
      };
    },
    [subscribe],
  );
  return compat.useSyncExternalStore(watch, read, getServerSnapshot);
}
