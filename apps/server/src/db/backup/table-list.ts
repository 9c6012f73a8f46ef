// The shop's tables as the database itself describes them (every table in `public`, which is where the
// committed migrations put them), in foreign-key order: a table comes after the tables it refers to.
// Read from the catalogue rather than the drizzle schema, so a database one migration behind the code
// (a backup taken before an upgrade) is described as it is; at the code's level the two agree (tested).
import { sql } from 'drizzle-orm';
import { BackupError } from './backup-error.js';
import { queryRows, type Session } from '../query-rows.js';

/** A column as a backup stores it: its name and its type as PostgreSQL spells it (with modifiers). */
export type Column = { name: string; type: string };

export type ShopTable = {
  name: string;
  /** Stored columns, in the table's order; generated columns are left out (the database makes them). */
  columns: Column[];
  primaryKey: string[];
  /** Tables this one refers to (other than itself). */
  references: string[];
  /** A column is GENERATED ALWAYS AS IDENTITY: an insert of its value needs OVERRIDING SYSTEM VALUE. */
  hasIdentityAlways: boolean;
};

type ColumnRow = { table: string; name: string; type: string; generated: string; identity: string };

export async function listShopTables(session: Session): Promise<ShopTable[]> {
  const columns = await queryRows<ColumnRow>(
    session,
    sql`select c.relname as "table", a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
               a.attgenerated::text as generated, a.attidentity::text as identity
        from pg_attribute a
        join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
        order by c.relname, a.attnum`,
  );
  const keys = await queryRows<{ table: string; column: string }>(
    session,
    sql`select c.relname as "table", a.attname as "column"
        from pg_index i
        join pg_class c on c.oid = i.indrelid
        join pg_namespace n on n.oid = c.relnamespace
        cross join lateral unnest(i.indkey::int2[]) with ordinality as k(attnum, position)
        join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
        where i.indisprimary and n.nspname = 'public'
        order by c.relname, k.position`,
  );
  const references = await queryRows<{ table: string; references: string }>(
    session,
    sql`select c.relname as "table", r.relname as "references"
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_class r on r.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  const tables = new Map<string, ShopTable>();
  for (const column of columns) {
    const table = tables.get(column.table) ?? {
      name: column.table,
      columns: [],
      primaryKey: [],
      references: [],
      hasIdentityAlways: false,
    };
    tables.set(column.table, table);
    if (column.identity === 'a') table.hasIdentityAlways = true;
    if (column.generated === '') table.columns.push({ name: column.name, type: column.type });
  }
  for (const key of keys) tables.get(key.table)?.primaryKey.push(key.column);
  for (const reference of references) {
    const table = tables.get(reference.table);
    if (table && reference.references !== table.name && !table.references.includes(reference.references)) {
      table.references.push(reference.references);
    }
  }
  return inForeignKeyOrder([...tables.values()]);
}

/** Referred-to tables first; otherwise by name, so the same schema always gives the same order. */
export function inForeignKeyOrder(tables: ShopTable[]): ShopTable[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const ordered: ShopTable[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (table: ShopTable) => {
    if (placed.has(table.name)) return;
    if (visiting.has(table.name)) {
      throw new BackupError(
        `The tables refer to each other in a circle (${table.name}); no order loads them.`,
      );
    }
    visiting.add(table.name);
    for (const name of [...table.references].sort()) {
      const referred = byName.get(name);
      if (referred) place(referred);
    }
    visiting.delete(table.name);
    placed.add(table.name);
    ordered.push(table);
  };
  for (const table of [...tables].sort((a, b) => (a.name < b.name ? -1 : 1))) place(table);
  return ordered;
}

/** The sequences in `public` (order numbers, event ids), whose positions a restore must carry over. */
export async function listSequenceNames(session: Session): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    session,
    sql`select c.relname as name
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'S' and n.nspname = 'public'
        order by c.relname`,
  );
  return rows.map((row) => row.name);
}
