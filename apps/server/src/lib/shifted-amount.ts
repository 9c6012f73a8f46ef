// An amount column moved to another currency's minor units, keeping its number (decision 063): the
// catalogue's prices and the shipping rates move together when the shop changes currency.
import { sql, type SQL, type AnyColumn } from 'drizzle-orm';

/**
 * The column moved by `digits` decimal places: multiplied for more minor digits (USD -> KWD: x10),
 * divided and rounded half up for fewer (USD -> JPY: 1999 -> 20), as keepNumberIn does in JavaScript
 * (round() of a non-negative numeric rounds half up). Null stays null.
 */
export function shiftedAmount(column: AnyColumn, digits: number): SQL<number> {
  if (digits >= 0) return sql<number>`(${column} * ${10 ** digits})`;
  return sql<number>`round(${column}::numeric / ${10 ** -digits})::integer`;
}
