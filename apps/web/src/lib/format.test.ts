import { describe, expect, it } from 'vitest';
import { categoryPath, truncate } from './format';

describe('truncate', () => {
  it('keeps text at or under the limit unchanged', () => {
    expect(truncate('Samsung Galaxy S24', 18)).toBe('Samsung Galaxy S24');
    expect(truncate('', 18)).toBe('');
  });

  it('cuts text over the limit to the limit plus an ellipsis', () => {
    expect(truncate('Samsung Galaxy S24 Ultra', 18)).toBe('Samsung Galaxy S24...');
    expect(truncate('x'.repeat(101), 100)).toBe(`${'x'.repeat(100)}...`);
  });
});

describe('categoryPath', () => {
  it('encodes names with spaces and ampersands', () => {
    expect(categoryPath('Health & Beauty')).toBe('/category/Health%20%26%20Beauty');
    expect(categoryPath('Phone')).toBe('/category/Phone');
  });
});
