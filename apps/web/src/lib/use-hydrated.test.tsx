import { act, waitFor } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { holdHydration, useHydrated } from './use-hydrated';

/** What only the browser knows (as its cart's lines), drawn once the page is hydrated. */
function CartLines() {
  return <p>{useHydrated() ? '3 lines' : 'loading'}</p>;
}

let container: HTMLElement | undefined;
afterEach(() => container?.remove());

/** The component as the server draws it, in the page, then hydrated the way main.tsx does. */
function hydrateDrawn(): HTMLElement {
  const drawn = document.createElement('div');
  drawn.innerHTML = renderToString(<CartLines />);
  document.body.append(drawn);
  container = drawn;
  expect(drawn.textContent).toBe('loading');
  return drawn;
}

describe('useHydrated', () => {
  it('stays false through hydration and its effects until main.tsx lets go, then draws the browser’s part', async () => {
    const drawn = hydrateDrawn();
    const release = holdHydration();
    act(() => {
      hydrateRoot(drawn, <CartLines />);
    });
    // Hydration's layout effects and its effects have run: without the hold, Preact would have drawn
    // the lines inside hydration's task already.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(drawn.textContent).toBe('loading');
    act(() => release());
    await waitFor(() => expect(drawn.textContent).toBe('3 lines'));
  });

  it('is true at once in a page the browser draws itself', () => {
    const drawn = document.createElement('div');
    document.body.append(drawn);
    container = drawn;
    act(() => {
      createRoot(drawn).render(<CartLines />);
    });
    expect(drawn.textContent).toBe('3 lines');
  });
});
