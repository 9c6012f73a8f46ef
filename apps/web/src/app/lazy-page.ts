// A page whose code loads on demand, and can be loaded before the first render. On a first visit to
// /category/Phone the page's chunk is fetched before React renders, so the shopper never sees a
// spinner swapped for the page (which pushed the footer down: a layout shift of up to 0.6).
// Later navigations still load it on demand, behind the layout's Suspense spinner.
import { createElement, lazy, type ComponentType } from 'react';
import { useRedrawOnTextChange } from '../lib/shop-look';

export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () => {
    loading ??= load().then((component) => (loaded = component));
    return loading;
  };
  const LazyComponent = lazy(() => preload().then((component) => ({ default: component })));
  function Page() {
    // A new element each time: the page draws again, with the owner's new words, when they change.
    useRedrawOnTextChange();
    return createElement(loaded ?? LazyComponent);
  }
  return Object.assign(Page, { preload });
}
