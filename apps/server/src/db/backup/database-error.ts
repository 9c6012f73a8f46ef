// A database's refusal told in one line without the data. NOTE: the error drizzle throws carries the
// whole statement and its parameters in its message (a batch of restored rows: session tokens,
// password hashes), and PostgreSQL's own message or detail may quote a value; so only the error's
// code and the names it carries (table, column, constraint) are ever printed.

type DatabaseErrorFields = { code?: unknown; table?: unknown; column?: unknown; constraint?: unknown };

/** PostgreSQL's error (SQLSTATE and names) behind drizzle's wrapper, if the error is one. */
export function findDatabaseError(error: unknown): DatabaseErrorFields | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const fields = current as DatabaseErrorFields & { cause?: unknown };
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) return fields;
    current = fields.cause;
  }
  return undefined;
}

const nameOf = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** What the database refused, for a message: "two rows have the same key (sessions_token_unique)". */
export function describeDatabaseError(error: unknown): string | undefined {
  const fields = findDatabaseError(error);
  if (!fields) return undefined;
  const code = String(fields.code);
  const constraint = nameOf(fields.constraint);
  const column = nameOf(fields.column);
  const named = constraint ? ` (${constraint})` : '';
  if (code === '23505') return `two rows have the same key${named}`;
  if (code === '23503') return `a row refers to a row that is not there${named}`;
  if (code === '23502') return `a row has no value where one is required${column ? ` (${column})` : ''}`;
  if (code === '23514') return `a row breaks a rule of the table${named}`;
  if (code.startsWith('22')) return `a value does not fit its column's type (PostgreSQL error ${code})`;
  if (code === '57014') return 'a statement was cancelled (a timeout)';
  if (code.startsWith('08') || code === '57P01') return 'the connection to the database was lost';
  return `PostgreSQL error ${code}${named}`;
}
