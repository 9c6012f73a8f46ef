import { describe, expect, it } from 'vitest';
import { changedFields, showValue } from './audit-changes';

describe('an audit entry read as changes', () => {
  it('lists only the fields that differ, before -> after', () => {
    expect(
      changedFields(
        { name: 'Lamp', priceCents: 1999, tags: ['a'], stock: 3 },
        { name: 'Lamp', priceCents: 2099, tags: ['a', 'b'], stock: 3 },
      ),
    ).toEqual(['priceCents: $19.99 → $20.99', 'tags: ["a"] → ["a","b"]']);
  });

  it('shows a field added or removed, and nothing for a creation or a deletion', () => {
    expect(changedFields({ a: 1 }, { b: 2 })).toEqual(['a: 1 → —', 'b: — → 2']);
    expect(changedFields(null, { a: 1 })).toEqual([]);
    expect(changedFields({ a: 1 }, null)).toEqual([]);
  });

  it('keeps a long value to one short line', () => {
    expect(showValue('x'.repeat(200))).toHaveLength(78);
    expect(showValue(undefined)).toBe('—');
    expect(changedFields({ refundedCents: 0 }, { refundedCents: 129_900 })).toEqual([
      'refundedCents: $0.00 → $1,299.00',
    ]);
  });
});
