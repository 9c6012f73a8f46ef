// How the audit log shows an entry's change: the fields that differ, before -> after, each short.
import { formatCents } from '@eshop/shared';

/** A value as one short line; amounts in cents (a field named ...Cents) as money. */
export const showValue = (value: unknown, key = ''): string => {
  if (value === null || value === undefined) return '—';
  if (key.endsWith('Cents') && typeof value === 'number') return formatCents(value);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
};

/** The top-level fields that differ between before and after ("price: 1999 -> 2099"). */
export function changedFields(before: unknown, after: unknown): string[] {
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!isObject(before) || !isObject(after)) return [];
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => `${key}: ${showValue(before[key], key)} → ${showValue(after[key], key)}`);
}
