import { render as renderInDom, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';
import { createAppStore } from './store';

const Fallback = () => <p>loading</p>;
// A page follows the owner's texts from the store (lib/shop-look.ts).
const render = (ui: ReactNode) => renderInDom(<Provider store={createAppStore()}>{ui}</Provider>);

describe('lazyPage', () => {
  it('renders at once, with no fallback, once its code is preloaded', async () => {
    const Page = lazyPage(() => Promise.resolve(() => <h1>Category</h1>));
    await Page.preload();
    render(
      <Suspense fallback={<Fallback />}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Category' })).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('loads on demand behind the fallback otherwise, and only once', async () => {
    let loads = 0;
    const Page = lazyPage(() => {
      loads += 1;
      return Promise.resolve(() => <h1>Cart</h1>);
    });
    render(
      <Suspense fallback={<Fallback />}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Cart' })).toBeInTheDocument();
    await Page.preload();
    expect(loads).toBe(1);
  });
});
