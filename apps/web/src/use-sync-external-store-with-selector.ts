/**
 * React's `useSyncExternalStoreWithSelector` (package use-sync-external-store 1.x, MIT, Copyright (c)
 * Meta Platforms, Inc. and affiliates), ported line for line to an ES module over Preact's hooks.
 *
 * react-redux's `useSelector` imports it from `use-sync-external-store/with-selector.js`, which is
 * CommonJS that `require`s React: in the web tests Node loads it as it is, past Vite's aliases, and it
 * would call React's hooks inside a Preact render. The build and the tests alias it here
 * (react-aliases.ts), so both run the same code. Keep it in step with the package's
 * cjs/use-sync-external-store-with-selector.production.js.
 */
import { useDebugValue, useEffect, useMemo, useRef, useSyncExternalStore } from 'preact/compat';

type Instance<Selection> = { hasValue: boolean; value: Selection | null };

export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  const instRef = useRef<Instance<Selection> | null>(null);
  let inst: Instance<Selection>;
  if (instRef.current === null) {
    inst = { hasValue: false, value: null };
    instRef.current = inst;
  } else inst = instRef.current;

  const [getSelection, getServerSelection] = useMemo(() => {
    let hasMemo = false;
    let memoizedSnapshot: Snapshot;
    let memoizedSelection: Selection;
    const memoizedSelector = (nextSnapshot: Snapshot): Selection => {
      if (!hasMemo) {
        hasMemo = true;
        memoizedSnapshot = nextSnapshot;
        const nextSelection = selector(nextSnapshot);
        if (isEqual !== undefined && inst.hasValue) {
          const currentSelection = inst.value as Selection;
          if (isEqual(currentSelection, nextSelection)) return (memoizedSelection = currentSelection);
        }
        return (memoizedSelection = nextSelection);
      }
      const currentSelection = memoizedSelection;
      if (Object.is(memoizedSnapshot, nextSnapshot)) return currentSelection;
      const nextSelection = selector(nextSnapshot);
      if (isEqual !== undefined && isEqual(currentSelection, nextSelection)) {
        memoizedSnapshot = nextSnapshot;
        return currentSelection;
      }
      memoizedSnapshot = nextSnapshot;
      return (memoizedSelection = nextSelection);
    };
    const maybeGetServerSnapshot = getServerSnapshot ?? null;
    return [
      () => memoizedSelector(getSnapshot()),
      maybeGetServerSnapshot === null ? undefined : () => memoizedSelector(maybeGetServerSnapshot()),
    ] as const;
    // As in React's code: `inst` is the same object for the component's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [getSnapshot, getServerSnapshot, selector, isEqual]);

  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  useEffect(() => {
    inst.hasValue = true;
    inst.value = value;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  useDebugValue(value);
  return value;
}
