// Memory settings the shop's server needs from its first instruction: V8 and the C library read them
// only as a process starts, so `npm start` (scripts/start.mjs) runs itself again with them, in the
// same process (decision 082). Measured at 1M products on PostgreSQL (the catalogue index built, then
// uncached product pages and searches): peak RSS 780 -> 641 MB while the index is built, 745 -> 632
// MB under load, pages and searches a second no lower.
//
// - V8's young generation: at most two semi-spaces of 16 MB. Node 24 grows them to 64 MB each when
//   much of what is new survives a scavenge, as it does with 50 pages in flight, so 128 MB of young
//   objects, mostly garbage, stayed in memory (the index build alone peaked 110 MB higher).
// - glibc's malloc: at most 2 arenas. By default each thread that allocates (V8's compiler and
//   collector threads, libuv's pool) may get its own, up to 8 per core, and each keeps what was freed
//   in it; the index build's buffers stayed in them.
//
// A setting given already (NODE_OPTIONS, node's own flags, the environment) is left as it is. They
// are read from the process's environment, not from .env (read after, by start.mjs).

/** V8 flags for the server, as node's command line takes them. */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16'];

/** Environment variables read by the C library as the process starts. */
export const SERVER_ENVIRONMENT = { MALLOC_ARENA_MAX: '2' };

/** A flag's name as node reads it: `--max_semi_space_size` is `--max-semi-space-size`, quotes aside. */
const flagName = (flag) =>
  flag
    .replace(/^["']|["']$/g, '')
    .split('=')[0]
    .replaceAll('_', '-');

/** The flags and variables a process started with `execArgv` and `env` lacks. */
export function missingServerSettings(execArgv = process.execArgv, env = process.env) {
  const given = [...execArgv, ...(env.NODE_OPTIONS ?? '').split(/\s+/)].map(flagName);
  return {
    flags: SERVER_NODE_FLAGS.filter((flag) => !given.includes(flagName(flag))),
    environment: Object.fromEntries(
      Object.entries(SERVER_ENVIRONMENT).filter(([name]) => env[name] === undefined),
    ),
  };
}

/**
 * Replaces this process with node running the same script and arguments with the settings it
 * lacks (`process.execve`: the same PID, nothing left behind to pass signals on). Returns only
 * when nothing is missing, or on a platform without execve (Windows), which runs without them.
 */
export function relaunchWithServerSettings() {
  const { flags, environment } = missingServerSettings();
  if (flags.length === 0 && Object.keys(environment).length === 0) return;
  // Node has execve on every platform but throws where the system has none.
  if (typeof process.execve !== 'function' || ['win32', 'os400'].includes(process.platform)) return;
  process.execve(
    process.execPath,
    [process.execPath, ...process.execArgv, ...flags, ...process.argv.slice(1)],
    { ...process.env, ...environment },
  );
}
