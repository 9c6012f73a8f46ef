// The one failure the backup commands expect and explain: a backup that cannot be made or restored as
// asked (a running embedded shop, a database that is not empty, a tampered or newer backup). The
// command line prints its message alone; anything else is a bug and keeps its stack.

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}
