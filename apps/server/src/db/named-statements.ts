// PostgreSQL parses and plans a statement sent unnamed every time it runs; a named (prepared) one
// once per connection. The shop's statements are Drizzle's, a few hundred shapes sent over and over
// (decision 079: a third of an order's database time was parsing and planning), so each
// parameterised statement is named after its text, as postgres.js does by default. The names are
// bounded per connection: past the cap, a new shape goes unnamed, and an unusually long text (a bulk
// insert) always does. A table whose selected columns changed type under a running instance (an
// upgrade's migration) makes PostgreSQL refuse the old statement once; the connection then names
// its statements anew, and a statement sent outside a transaction is sent again unnamed.
import crypto from 'node:crypto';
import pg from 'pg';

/** Named statements one connection keeps at most (each holds a parse tree and plans in its backend). */
export const NAMED_STATEMENTS_PER_CONNECTION = 300;
/** Texts longer than this are sent unnamed: bulk writes, whose shapes vary with their row counts. */
const MAX_NAMED_TEXT_LENGTH = 8_000;
/** Names computed from texts, kept for the texts seen most recently. */
const NAMES_KEPT = 2_000;

const names = new Map<string, string>();

/** A statement's name: a digest of its text, so every connection and instance names it alike. */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `s${crypto.createHash('sha1').update(text).digest('base64url')}`;
    if (names.size >= NAMES_KEPT) names.delete(names.keys().next().value as string);
    names.set(text, name);
  }
  return name;
}

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown };

/**
 * A query config as sent, named when it is a parameterised statement this connection may keep. Its
 * values come in the config or beside it (Drizzle passes them as query()'s second argument).
 */
export function withStatementName(
  config: unknown,
  values: unknown,
  named: Set<string>,
  generation = 0,
): unknown {
  if (typeof config !== 'object' || config === null) return config;
  const query = config as QueryConfig;
  // A Submittable (cursor, stream) or an already named statement is left as it is; so is a text
  // without values, which goes by the simple protocol (begin, commit, several statements at once).
  if (query.name !== undefined || typeof query.submit === 'function') return config;
  const given = Array.isArray(values) ? values : query.values;
  if (typeof query.text !== 'string' || !Array.isArray(given) || given.length === 0) return config;
  if (query.text.length > MAX_NAMED_TEXT_LENGTH) return config;
  const name = generation === 0 ? statementName(query.text) : `${statementName(query.text)}_${generation}`;
  if (!named.has(name)) {
    if (named.size >= NAMED_STATEMENTS_PER_CONNECTION) return config;
    named.add(name);
  }
  return { ...query, name };
}

/** PostgreSQL's refusal of a prepared statement whose result's columns changed since it was prepared. */
export const isStalePlan = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === '0A000' &&
  (error as { routine?: unknown }).routine === 'RevalidateCachedQuery';

type Callback = (error: Error | null, result?: unknown) => void;

/** pg's Client, naming the parameterised statements it sends (the pool's `Client` option). */
export class NamingClient extends pg.Client {
  private named = new Set<string>();
  /** Bumped when a prepared statement went stale: later statements are prepared under new names. */
  private generation = 0;

  // NOTE: pg's query() has many overloads; only the config (first), the values (second) and a
  // trailing callback are looked at.
  override query(...args: unknown[]): never {
    const send = (...sent: unknown[]) => (super.query as (...rest: unknown[]) => never)(...sent);
    const original = args[0];
    const named = withStatementName(original, args[1], this.named, this.generation);
    if (named === original) return send(...args);
    // Outside a transaction a refused statement can simply be sent again; inside, the transaction
    // has failed and its caller retries it (the new names then apply).
    const canResend = this.getTransactionStatus() === 'I';
    const onStale = () => {
      this.generation += 1;
      this.named = new Set();
    };
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as Callback;
      const sent = [...args];
      sent[0] = named;
      sent[last] = (error: Error | null, result?: unknown) => {
        if (!error || !isStalePlan(error)) return callback(error, result);
        onStale();
        if (!canResend) return callback(error, result);
        send(...args.slice(0, last), callback);
      };
      return send(...sent);
    }
    return (send(named, ...args.slice(1)) as Promise<unknown>).catch((error: unknown) => {
      if (!isStalePlan(error)) throw error;
      onStale();
      if (!canResend) throw error;
      return send(...args);
    }) as never;
  }
}
