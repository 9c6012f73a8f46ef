// Any failure of a backup command, or of a backup the running shop makes for one, told in one line
// that never holds the shop's data (decision 052).
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { EnvError } from '../../config/env.js';
import { BackupError } from './backup-error.js';
import { describeDatabaseError } from './database-error.js';

/**
 * A BackupError already is one line; a database's refusal is told by its code and names
 * (database-error.ts); anything else by its kind and the first line of its message, except drizzle's,
 * whose message holds the statement's parameters (rows of the shop), and a JSON parser's, which
 * quotes the text it could not read.
 */
export function describeFailure(error: unknown): string {
  if (error instanceof BackupError || error instanceof EnvError) return error.message;
  // node:util's parseArgs: an option the command does not know, or one without its value.
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS') && error instanceof Error) {
    return `${error.message.split('. ')[0] ?? error.message}. See "Backup, restore and moving to PostgreSQL" in docs/operator-guide.md.`;
  }
  const refused = describeDatabaseError(error);
  if (refused) return `The command stopped: the database answered that ${refused}.`;
  const cause = error instanceof DrizzleQueryError ? error.cause : error;
  const kind = cause instanceof Error ? cause.name : typeof cause;
  const isQuoting = cause instanceof SyntaxError;
  const firstLine =
    cause instanceof Error && !isQuoting ? (cause.message.split('\n')[0] ?? '').slice(0, 200) : '';
  return `The command stopped on an unexpected error (${kind}${firstLine ? `: ${firstLine}` : ''}). Nothing more is printed, since it may hold the shop's data; LOG_LEVEL=debug adds where it happened.`;
}
