// `db:backup --daily-at 03:00`: the command stays running and backs up once a day at that time (UTC),
// for a container that has no cron (compose.yaml's backup service). A failed night is reported in one
// line and the next night comes all the same.
import { setTimeout as sleep } from 'node:timers/promises';
import { BackupError } from './backup-error.js';

export type TimeOfDay = { hours: number; minutes: number };

export function parseTimeOfDay(text: string): TimeOfDay {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  if (!match)
    throw new BackupError(
      `--daily-at takes a time of day in UTC as HH:MM (03:00), not ${JSON.stringify(text)}.`,
    );
  return { hours: Number(match[1]), minutes: Number(match[2]) };
}

/** The first moment at `at` (UTC) after `now`. */
export function nextDailyRun(now: Date, at: TimeOfDay): Date {
  const next = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), at.hours, at.minutes),
  );
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/** Runs `work` every day at `at` until the process is stopped; `report` hears each failure. */
export async function runDaily(
  at: TimeOfDay,
  work: () => Promise<void>,
  report: (error: unknown) => void,
): Promise<never> {
  // NOTE: as a container's first process, Node has no default action for SIGTERM; stop at once.
  process.once('SIGTERM', () => process.exit(0));
  for (;;) {
    const next = nextDailyRun(new Date(), at);
    console.log(`Next backup at ${next.toISOString()}.`);
    await sleep(next.getTime() - Date.now());
    await work().catch(report);
  }
}
