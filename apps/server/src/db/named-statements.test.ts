import { describe, expect, it } from 'vitest';
import { NAMED_STATEMENTS_PER_CONNECTION, statementName, withStatementName } from './named-statements.js';

describe('naming statements', () => {
  const text = 'select "id" from "products" where "products"."id" = $1';

  it('names a parameterised statement after its text, the same on every connection', () => {
    const named = withStatementName({ text, name: undefined }, ['x'], new Set());
    expect(named).toEqual({ text, name: statementName(text) });
    expect(withStatementName({ text, values: ['y'] }, undefined, new Set())).toMatchObject({
      name: statementName(text),
    });
    expect(statementName(text)).not.toBe(statementName(`${text} limit 1`));
    expect(statementName(text)).toMatch(/^s[\w-]{27}$/);
  });

  it('leaves alone what cannot or should not be kept', () => {
    const set = new Set<string>();
    const noValues = { text: 'begin' };
    expect(withStatementName(noValues, undefined, set)).toBe(noValues);
    expect(withStatementName({ text, values: [] }, [], set)).toEqual({ text, values: [] });
    const named = { text, name: 'mine' };
    expect(withStatementName(named, ['x'], set)).toBe(named);
    const cursor = { text, submit: () => undefined };
    expect(withStatementName(cursor, ['x'], set)).toBe(cursor);
    const bulk = { text: `insert into t values ${'($1), '.repeat(2_000)}($1)` };
    expect(withStatementName(bulk, ['x'], set)).toBe(bulk);
    expect(withStatementName('select $1', ['x'], set)).toBe('select $1');
    const withCallback = { text, callback: () => undefined };
    expect(withStatementName(withCallback, ['x'], set)).toBe(withCallback);
    const longList = { text: 'select id from products where id in ($1, ...)' };
    expect(withStatementName(longList, Array.from({ length: 65 }, String), set)).toBe(longList);
    expect(set.size).toBe(0);
  });

  it('keeps at most NAMED_STATEMENTS_PER_CONNECTION names on a connection, and reuses them', () => {
    const set = new Set<string>();
    for (let i = 0; i < NAMED_STATEMENTS_PER_CONNECTION; i += 1) {
      expect(withStatementName({ text: `${text} or ${i} = $1` }, [i], set)).toHaveProperty('name');
    }
    const past = { text: `${text} and true` };
    expect(withStatementName(past, ['x'], set)).toBe(past);
    expect(withStatementName({ text: `${text} or 0 = $1` }, [0], set)).toHaveProperty('name');
    expect(set.size).toBe(NAMED_STATEMENTS_PER_CONNECTION);
  });
});
