import { afterEach, describe, expect, it } from 'vitest';
import { readShopName } from './shop-name';

const setMeta = (content: string | null) => {
  document.head.innerHTML = content === null ? '' : `<meta name="shop-name" content="${content}">`;
};

describe('readShopName', () => {
  afterEach(() => setMeta(null));

  it('reads the name the server filled in', () => {
    setMeta('Corner Store');
    expect(readShopName()).toBe('Corner Store');
  });

  it('falls back to eShop when the tag is missing or still the placeholder', () => {
    setMeta(null);
    expect(readShopName()).toBe('eShop');
    setMeta('__SHOP_NAME__');
    expect(readShopName()).toBe('eShop');
  });
});
