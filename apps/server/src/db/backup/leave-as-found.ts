// A refused restore into a new DATA_DIR must leave no embedded shop behind: opening one creates the
// folder, its lock file and a new PGlite database before the restore can refuse. This remembers what
// the folder held before and takes away what was added since (the restore's transaction already
// undid everything inside a database that was there).
import fs from 'node:fs';
import path from 'node:path';

/** Remembers `dir`'s entries now; the function returned removes any added later, and `dir` itself if it was new. */
export function rememberFolder(dir: string): () => void {
  const resolved = path.resolve(dir);
  // mkdir -p may create parents too: the highest folder that did not exist goes.
  let firstMissing: string | undefined;
  for (let at = resolved; !fs.existsSync(at); at = path.dirname(at)) firstMissing = at;
  const entries = firstMissing ? undefined : new Set(fs.readdirSync(resolved));
  return () => {
    if (firstMissing) {
      fs.rmSync(firstMissing, { recursive: true, force: true });
      return;
    }
    for (const entry of fs.readdirSync(resolved)) {
      if (!entries?.has(entry)) fs.rmSync(path.join(resolved, entry), { recursive: true, force: true });
    }
  };
}
