// The one type for "a log this code writes to": the app's pino logger as Fastify hands it out (the
// app's, a request's, or a child with bindings). A function asks for the levels it writes at
// (`Pick<Log, 'info' | 'warn'>`), so a test can give it a plain object with those.
import type { FastifyBaseLogger } from 'fastify';

export type Log = Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;
