import { describe, expect, it } from 'vitest';
import { guestLinkFrom, guestOrderPath } from './guest-order-link';

describe('guest order links', () => {
  it('reads the signed parts back from the URL it builds', () => {
    const path = guestOrderPath('6c1f0c2e-0000-4000-8000-000000000001', {
      exp: 1_790_000_000,
      token: 'a-b_c',
    });
    expect(path).toBe('/order-status/6c1f0c2e-0000-4000-8000-000000000001?exp=1790000000&token=a-b_c');
    expect(guestLinkFrom(new URL(path, 'http://shop.test').searchParams)).toEqual({
      exp: 1_790_000_000,
      token: 'a-b_c',
    });
  });

  it('is null when a part is missing or not a number', () => {
    expect(guestLinkFrom(new URLSearchParams('token=x'))).toBeNull();
    expect(guestLinkFrom(new URLSearchParams('exp=soon&token=x'))).toBeNull();
    expect(guestLinkFrom(new URLSearchParams('exp=1790000000'))).toBeNull();
  });
});
