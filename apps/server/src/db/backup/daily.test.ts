// When the nightly backup runs next, and which backups `--keep` removes: by name, never anything else.
import { describe, expect, it } from 'vitest';
import { backupName, olderThanNewest } from './backup-names.js';
import { nextDailyRun, parseTimeOfDay } from './daily.js';

describe('--daily-at', () => {
  it('runs next at that time today when it is still to come, else tomorrow (UTC)', () => {
    const at = parseTimeOfDay('03:00');
    expect(nextDailyRun(new Date('2026-03-01T02:59:59Z'), at).toISOString()).toBe('2026-03-01T03:00:00.000Z');
    expect(nextDailyRun(new Date('2026-03-01T03:00:00Z'), at).toISOString()).toBe('2026-03-02T03:00:00.000Z');
    expect(nextDailyRun(new Date('2026-12-31T23:30:00Z'), parseTimeOfDay('00:15')).toISOString()).toBe(
      '2027-01-01T00:15:00.000Z',
    );
  });

  it('takes HH:MM only, in one line', () => {
    for (const text of ['3:00', '24:00', '03:60', '03:00Z', 'nightly']) {
      expect(() => parseTimeOfDay(text)).toThrow(
        /^--daily-at takes a time of day in UTC as HH:MM \(03:00\), not ".*"\.$/,
      );
    }
  });
});

describe('--keep', () => {
  const names = [
    backupName(new Date('2026-01-03T03:00:00Z')),
    'notes.txt',
    backupName(new Date('2026-01-01T03:00:00Z')),
    'eshop-backup-before-upgrade.tar.gz',
    backupName(new Date('2026-01-02T03:00:00Z')),
  ];

  it('removes the backups older than the newest N, by the time in their names', () => {
    expect(olderThanNewest(names, 2, 'eshop-backup-20260103T030000Z.tar.gz')).toEqual([
      'eshop-backup-20260101T030000Z.tar.gz',
    ]);
    expect(olderThanNewest(names, 1, 'eshop-backup-20260103T030000Z.tar.gz')).toEqual([
      'eshop-backup-20260101T030000Z.tar.gz',
      'eshop-backup-20260102T030000Z.tar.gz',
    ]);
  });

  it('never removes the backup just made, even when a clock set back gave it an older name', () => {
    expect(olderThanNewest(names, 1, 'eshop-backup-20260101T030000Z.tar.gz')).toEqual([
      'eshop-backup-20260102T030000Z.tar.gz',
    ]);
  });
});
