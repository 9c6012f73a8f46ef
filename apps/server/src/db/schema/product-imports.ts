// CSV product imports (issue 22, decision 030): the preview's checked rows wait here until the owner
// starts the job, which any instance may then run and every instance reads the progress of. A job's
// rows and pictures are dropped once it finishes; what it did (counts, errors) stays.
import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ImportRowError, ProductImportState, ProductOption } from '@eshop/shared';

/** Where a row's picture comes from: the shop already shows it, a file sent along, or an address. */
export type ImportPicture =
  { kind: 'shop'; url: string } | { kind: 'file'; name: string } | { kind: 'remote'; url: string };

/**
 * One checked row, as the job writes it. A field left out (its column was not in the file, or an
 * update's empty Image or Stock cell) keeps what the product has.
 */
export type ProductImportRow = {
  /** Its row number in the file (the header is row 1), for the job's errors. */
  row: number;
  sku: string;
  name?: string;
  brand?: string;
  category?: string;
  priceCents?: number;
  stock?: number;
  description?: string;
  picture?: ImportPicture;
  /**
   * Rows of Shopify's shape that give variants (decision 060): the product's options and a variant per
   * row (its own row number for errors). Absent for a row that is a product sold one way.
   */
  options?: ProductOption[];
  variants?: ImportedVariant[];
};

/** One variant row of an import, checked. */
export type ImportedVariant = {
  row: number;
  values: string[];
  /** Made up by the shop when the row has none. */
  sku?: string;
  priceCents: number;
  compareAtCents: number | null;
  stock: number;
  picture?: ImportPicture;
};

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite hands back a Uint8Array, node-postgres a Buffer.
  fromDriver: (value) => Buffer.from(value),
});

export const productImportJobs = pgTable(
  'product_import_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileName: text('file_name').notNull(),
    /** The admin who sent the file. */
    createdBy: text('created_by').notNull(),
    /** 'previewed', 'running' or 'finished' ('interrupted' is a running job whose heartbeat stopped). */
    state: text('state').$type<Exclude<ProductImportState, 'interrupted'>>().notNull().default('previewed'),
    rows: jsonb('rows').$type<ProductImportRow[]>().notNull(),
    errors: jsonb('errors').$type<ImportRowError[]>().notNull().default([]),
    errorCount: integer('error_count').notNull().default(0),
    toCreate: integer('to_create').notNull(),
    toUpdate: integer('to_update').notNull(),
    rowsWithErrors: integer('rows_with_errors').notNull(),
    total: integer('total').notNull(),
    processed: integer('processed').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }),
    finishedAt: timestamp('finished_at', { withTimezone: true, precision: 3 }),
    /** Moved on by the instance running the job; one that stopped moving is an interrupted job. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    index('product_import_jobs_unstarted_idx')
      .on(table.createdAt)
      .where(sql`${table.state} = 'previewed'`),
  ],
);

/** Pictures sent with a file, kept until its job has stored them (or the preview expired). */
export const productImportPictures = pgTable(
  'product_import_pictures',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => productImportJobs.id, { onDelete: 'cascade' }),
    /** The file's name as sent; rows name it in their Image cell. */
    name: text('name').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.jobId, table.name] })],
);

export type ProductImportJobRow = typeof productImportJobs.$inferSelect;
