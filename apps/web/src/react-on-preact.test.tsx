import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useHydrated } from './lib/use-hydrated';
import { hydrateAsDrawn, useSyncExternalStore } from './react-on-preact';

/** A store only the browser knows (as the cart in its storage): the server always drew 0 items. */
function createBrowserStore(items: number) {
  const listeners = new Set<() => void>();
  return {
    items,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: number) {
      this.items = next;
      for (const listener of listeners) listener();
    },
  };
}

function CartBadge({ store }: { store: ReturnType<typeof createBrowserStore> }) {
  const items = useSyncExternalStore(
    store.subscribe.bind(store),
    () => store.items,
    () => 0,
  );
  const hydrated = useHydrated();
  return (
    <p>
      {items} items{hydrated ? ', hydrated' : ''}
    </p>
  );
}

let container: HTMLElement;
afterEach(() => container?.remove());

/** The badge as the server draws it, in the page, then hydrated the way main.tsx does. */
async function hydrateDrawnBadge(store: ReturnType<typeof createBrowserStore>) {
  container = document.createElement('div');
  container.innerHTML = renderToString(<CartBadge store={store} />);
  document.body.append(container);
  expect(container.textContent).toBe('0 items');
  act(() => hydrateAsDrawn(() => hydrateRoot(container, <CartBadge store={store} />)));
}

describe('hydrateAsDrawn', () => {
  it("keeps the server's drawing through hydration and shows the browser's state in a later task", async () => {
    const store = createBrowserStore(3);
    await hydrateDrawnBadge(store);
    // Hydration and its layout effects are over: preact/compat alone would show 3 items by now.
    expect(container.textContent).toBe('0 items');
    await waitFor(() => expect(container.textContent).toBe('3 items, hydrated'));
  });

  it('shows a change made while the page was hydrating once hydration is over', async () => {
    const store = createBrowserStore(1);
    await hydrateDrawnBadge(store);
    store.set(2);
    expect(container.textContent).toBe('0 items');
    await waitFor(() => expect(container.textContent).toBe('2 items, hydrated'));
    store.set(4);
    await waitFor(() => expect(container.textContent).toBe('4 items, hydrated'));
  });
});
