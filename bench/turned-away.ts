// Why an instance answered 503: read from its /metrics (the benchmarks start it with METRICS_TOKEN),
// so a table can say whether the write queue was full, the catalogue reads waited too long, or the
// event loop was behind (decision 034), instead of one count of 503s.

/** The token the benchmarks give their instances, so they may read /metrics. */
export const BENCH_METRICS_TOKEN = 'bench-metrics-token-0123456789';

/** 503s by cause, e.g. { 'queue full: writes': 120, 'shed: event_loop_delay': 4 }. */
export type TurnedAway = Record<string, number>;

const CAUSES: [RegExp, string][] = [
  [/^shop_admission_refused_total\{queue="([^"]+)"\}\s+(\S+)$/, 'queue full: '],
  [/^shop_requests_shed_total\{reason="([^"]+)"\}\s+(\S+)$/, 'shed: '],
];

export async function readTurnedAway(baseUrl: string): Promise<TurnedAway> {
  const response = await fetch(`${baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` },
  });
  const text = await response.text();
  if (!response.ok) return { [`/metrics answered ${response.status}`]: 0 };
  const counts: TurnedAway = {};
  for (const line of text.split('\n')) {
    for (const [pattern, prefix] of CAUSES) {
      const match = pattern.exec(line.trim());
      const count = Number(match?.[2]);
      // NOTE: a catalogue read turned away is counted by both metrics; count it once, as queue full.
      if (prefix === 'shed: ' && match?.[1] === 'catalog_reads') continue;
      if (match && count > 0) counts[`${prefix}${match[1]}`] = count;
    }
  }
  return counts;
}

/** Adds up the counts of several instances. */
export const sumTurnedAway = (all: TurnedAway[]): TurnedAway =>
  all.reduce<TurnedAway>((sum, counts) => {
    for (const [cause, count] of Object.entries(counts)) sum[cause] = (sum[cause] ?? 0) + count;
    return sum;
  }, {});

export const describeTurnedAway = (counts: TurnedAway): string =>
  Object.entries(counts)
    .map(([cause, count]) => `${cause} ${count}`)
    .join(', ') || 'none';
