// PostgreSQL parses and plans a statement sent unnamed every time it runs; a named (prepared) one
// once per connection. The shop's statements are Drizzle's, a few hundred shapes sent over and over
// (decision 079: a fifth of an order's database CPU was parsing and planning), so each
// parameterised statement is named after its text, as postgres.js does by default. The names are
// bounded per connection: past the cap, a new shape goes unnamed, and a long text or one with many
// values (a bulk insert, a long `in (...)` list, whose texts vary with their lengths) always does.
//
// A table whose selected columns changed type under a running instance (an upgrade's migration)
// makes PostgreSQL refuse a statement prepared before ("cached plan must not change result type").
// The first refusal moves the whole process to new names, so each connection prepares its
// statements afresh instead of failing once per connection; a statement sent outside a transaction
// is sent again at once, unnamed, and a transaction fails once, for its caller to retry. The old
// statements stay in their connections until those close (a pool's idle connections close after
// seconds), which an upgrade's rare refusals can afford.
import crypto from 'node:crypto';
import pg from 'pg';

/** Named statements one connection keeps at most (each holds a parse tree and plans in its backend). */
export const NAMED_STATEMENTS_PER_CONNECTION = 300;
/** Texts longer than this are sent unnamed: bulk writes, whose shapes vary with their row counts. */
const MAX_NAMED_TEXT_LENGTH = 8_000;
/** Statements with more values than this are sent unnamed: lists whose lengths vary make new texts. */
const MAX_NAMED_VALUES = 64;
/** Names computed from texts; the first computed is the first forgotten. */
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

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown; callback?: unknown };

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
  // A Submittable (cursor, stream), a config with its own callback or an already named statement is
  // left as it is; so is a text without values, which goes by the simple protocol (begin, commit,
  // several statements at once).
  if (query.name !== undefined || typeof query.submit === 'function' || query.callback !== undefined) {
    return config;
  }
  const given = Array.isArray(values) ? values : query.values;
  if (typeof query.text !== 'string' || !Array.isArray(given) || given.length === 0) return config;
  if (query.text.length > MAX_NAMED_TEXT_LENGTH || given.length > MAX_NAMED_VALUES) return config;
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

/** The process's names: bumped at the first refusal of a statement prepared under the current ones. */
let generation = 0;

/** Moves every connection to new names, once per refused generation (queries in flight may all fail). */
function retireNames(refused: number) {
  if (refused === generation) generation += 1;
}

type Callback = (error: Error | null, result?: unknown) => void;

/** pg's Client, naming the parameterised statements it sends (the pool's `Client` option). */
export class NamingClient extends pg.Client {
  private named = new Set<string>();
  private namedIn = generation;

  // NOTE: pg's query() has many overloads; only the config (first), the values (second) and a
  // trailing callback are looked at.
  override query(...args: unknown[]): never {
    const send = (...sent: unknown[]) => (super.query as (...rest: unknown[]) => never)(...sent);
    if (this.namedIn !== generation) {
      this.named = new Set();
      this.namedIn = generation;
    }
    const sentIn = generation;
    const original = args[0];
    const named = withStatementName(original, args[1], this.named, sentIn);
    if (named === original) return send(...args);
    // Outside a transaction a refused statement can simply be sent again; inside, the transaction
    // has failed and its caller retries it (the new names then apply). NOTE: the status is the one
    // before any statement already queued on this client; the shop awaits each one (a pool's client
    // is idle when handed out, and Drizzle awaits its `begin`).
    const canResend = this.getTransactionStatus() === 'I';
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as Callback;
      const sent = [...args];
      sent[0] = named;
      sent[last] = (error: Error | null, result?: unknown) => {
        if (!error || !isStalePlan(error)) return callback(error, result);
        retireNames(sentIn);
        if (!canResend) return callback(error, result);
        send(...args.slice(0, last), callback);
      };
      return send(...sent);
    }
    return (send(named, ...args.slice(1)) as Promise<unknown>).catch((error: unknown) => {
      if (!isStalePlan(error)) throw error;
      retireNames(sentIn);
      if (!canResend) throw error;
      return send(...args);
    }) as never;
  }
}
