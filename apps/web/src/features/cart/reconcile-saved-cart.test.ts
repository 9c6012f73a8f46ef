import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart-slice';
import { reconcileSavedCart } from './reconcile-saved-cart';

const PHONE = '11111111-1111-4111-8111-111111111111';
const CASE = '22222222-2222-4222-8222-222222222222';
const CABLE = '33333333-3333-4333-8333-333333333333';
const item = (id: string, cartQuantity: number, extra: Partial<CartItem> = {}): CartItem => ({
  id,
  name: id.slice(0, 1),
  priceCents: 100,
  imageURL: '/i.svg',
  cartQuantity,
  ...extra,
});
const quantities = (items: CartItem[]) => items.map((i) => [i.id, i.cartQuantity]);

// The visitor sent 2 phones to be merged; the saved cart held 1 case and 1 phone, so the answer is
// 1 case and 3 phones.
const sent = [{ productId: PHONE, quantity: 2 }];
const saved = [item(CASE, 1), item(PHONE, 3)];

describe('the saved cart with the changes made while it was asked for', () => {
  it('is the answer as it is when nothing changed here', () => {
    const cart = reconcileSavedCart(saved, sent, [item(PHONE, 2)]);
    expect(cart).toEqual({ items: saved, hasLocalEdits: false });
  });

  it('moves a quantity changed here by as much on the answer', () => {
    expect(quantities(reconcileSavedCart(saved, sent, [item(PHONE, 4)]).items)).toEqual([
      [CASE, 1],
      [PHONE, 5],
    ]);
    const lowered = reconcileSavedCart(saved, sent, [item(PHONE, 1)]);
    expect(quantities(lowered.items)).toEqual([
      [CASE, 1],
      [PHONE, 2],
    ]);
    expect(lowered.hasLocalEdits).toBe(true);
  });

  it('adds a product put in the cart meanwhile, on top of what the saved cart had of it', () => {
    const cart = reconcileSavedCart(saved, sent, [item(PHONE, 2), item(CABLE, 2), item(CASE, 1)]);
    expect(quantities(cart.items)).toEqual([
      [CASE, 2],
      [PHONE, 3],
      [CABLE, 2],
    ]);
    expect(cart.hasLocalEdits).toBe(true);
  });

  it('removes a product removed here, all of it', () => {
    const cart = reconcileSavedCart(saved, sent, []);
    expect(quantities(cart.items)).toEqual([[CASE, 1]]);
    expect(cart.hasLocalEdits).toBe(true);
  });

  it('raises a line no further than the stock, as the cart page would', () => {
    const answer = [item(PHONE, 3, { stock: 4 })];
    expect(quantities(reconcileSavedCart(answer, sent, [item(PHONE, 5)]).items)).toEqual([[PHONE, 4]]);
    // Already above the stock: raising keeps it, it never lowers it.
    const short = [item(PHONE, 3, { stock: 1 })];
    expect(quantities(reconcileSavedCart(short, sent, [item(PHONE, 3)]).items)).toEqual([[PHONE, 3]]);
  });

  it('leaves out a product the answer no longer has (gone from the catalogue)', () => {
    const cart = reconcileSavedCart([item(CASE, 1)], sent, [item(PHONE, 3)]);
    expect(quantities(cart.items)).toEqual([[CASE, 1]]);
  });

  it('ignores entries that were never valid cart lines', () => {
    const cart = reconcileSavedCart(saved, sent, [item(PHONE, 2), item('not-a-product', 1)]);
    expect(cart).toEqual({ items: saved, hasLocalEdits: false });
  });

  it('matches lines by variant: two sizes of one shoe are two lines, and a line held by product alone is its saved variant', () => {
    const SHOE = '44444444-4444-4444-8444-444444444444';
    const SIZE_41 = '55555555-5555-4555-8555-555555555541';
    const SIZE_42 = '55555555-5555-4555-8555-555555555542';
    const PHONE_VARIANT = '66666666-6666-4666-8666-666666666666';
    const answer = [
      item(SHOE, 1, { variantId: SIZE_41 }),
      item(SHOE, 2, { variantId: SIZE_42 }),
      item(PHONE, 3, { variantId: PHONE_VARIANT }),
    ];
    const asked = [
      { productId: SHOE, variantId: SIZE_41, quantity: 1 },
      { productId: PHONE, quantity: 2 },
    ];
    // Meanwhile: one more of size 41, and the phone (held by product) raised from 2 to 3.
    const current = [item(SHOE, 2, { variantId: SIZE_41 }), item(PHONE, 3)];
    const cart = reconcileSavedCart(answer, asked, current);
    expect(cart.items.map((i) => [i.variantId, i.cartQuantity])).toEqual([
      [SIZE_41, 2],
      [SIZE_42, 2],
      [PHONE_VARIANT, 4],
    ]);
  });
});
