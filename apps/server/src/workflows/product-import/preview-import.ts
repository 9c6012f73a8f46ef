// The first step of an import: every row of the file checked, and what the import would do, counted,
// with each row's problems. No product is touched; the checked rows (and the pictures sent along)
// are kept with the job so that any server can write them once the owner starts it.
import { MAX_IMPORT_ERRORS_LISTED, type ImportRowError, type ProductImport } from '@eshop/shared';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  categories,
  productImportJobs,
  productImportPictures,
  products,
  type ProductImportRow,
} from '../../db/schema/index.js';
import type { FileStorage } from '../../modules/media/index.js';
import { problemWithSentPicture } from './check-sent-picture.js';
import { cellOf, checkRow, rowSku, type RowCheckContext } from './check-row.js';
import { checkProductGroup, groupByHandle, groupKey } from './check-product-group.js';
import { mapColumns, type ColumnMap } from './csv-columns.js';
import { toProductImportDto } from './import-jobs.js';
import { readPictureCell } from './picture-cell.js';
import { readCsv, type CsvRow } from './read-csv.js';
import { findShopPictures } from './shop-pictures.js';

/** A preview nobody started is deleted after a day, with its pictures. */
const PREVIEW_KEPT_MS = 24 * 60 * 60 * 1000;
const QUERY_CHUNK = 1_000;

export type SentPicture = { name: string; bytes: Buffer };
export type ImportUpload = { fileName: string; csv: Buffer; pictures: SentPicture[] };
export type PreviewDeps = { db: Db; storage: FileStorage; publicUrl: string };

async function readCategories(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ name: categories.name }).from(categories);
  return new Map(rows.map(({ name }) => [name.toLowerCase(), name]));
}

async function findExistingSkus(db: Db, skus: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < skus.length; start += QUERY_CHUNK) {
    const rows = await db
      .select({ sku: products.sku })
      .from(products)
      .where(inArray(products.sku, skus.slice(start, start + QUERY_CHUNK)));
    for (const { sku } of rows) found.add(sku);
  }
  return found;
}

async function checkSentPictures(pictures: readonly SentPicture[]) {
  const checked = new Map<string, { name: string; problem?: string }>();
  for (const { name, bytes } of pictures) {
    const problem = await problemWithSentPicture(bytes);
    checked.set(name.toLowerCase(), problem ? { name, problem } : { name });
  }
  return checked;
}

/** The shop paths the Image (and Variant Image) cells name, to look up together. */
function shopPathsOf(rows: readonly CsvRow[], columns: ColumnMap, publicUrl: string): Set<string> {
  const paths = new Set<string>();
  for (const { cells } of rows) {
    for (const column of ['Image', 'Variant Image'] as const) {
      const image = cellOf(cells, columns, column);
      const picture = image ? readPictureCell(image, publicUrl) : undefined;
      if (picture && 'kind' in picture && picture.kind === 'shop') paths.add(picture.url);
    }
  }
  return paths;
}

/**
 * The file's products: a row each, or in Shopify's shape (a Handle column) the rows of a Handle
 * together, with each one's key (its SKU, or its Handle) and what checks it.
 */
function productsOf(rows: readonly CsvRow[], columns: ColumnMap) {
  if (!columns.Handle) {
    return rows.map((csvRow) => ({
      key: rowSku(csvRow.cells, columns),
      row: csvRow.row,
      check: (context: RowCheckContext) => checkRow(csvRow.row, csvRow.cells, context),
    }));
  }
  return groupByHandle(rows, columns).map((group) => ({
    key: { sku: group.handle ? groupKey(group, columns) : undefined, isMadeUp: false },
    row: group.rows[0]!.row,
    check: (context: RowCheckContext) => checkProductGroup(group, context),
  }));
}

export async function previewProductImport(
  deps: PreviewDeps,
  upload: ImportUpload,
  adminId: string,
): Promise<ProductImport> {
  const { db } = deps;
  const table = readCsv(upload.csv);
  const columns = mapColumns(table.headers);
  const found = productsOf(table.rows, columns);
  const skus = found.map(({ key }) => key.sku);
  const context: RowCheckContext = {
    columns,
    categories: await readCategories(db),
    existingSkus: await findExistingSkus(db, [...new Set(skus.filter((sku) => sku !== undefined))]),
    pictures: await checkSentPictures(upload.pictures),
    isShopPicture: () => false,
    publicUrl: deps.publicUrl,
  };
  const shopPictures = await findShopPictures(
    db,
    deps.storage,
    shopPathsOf(table.rows, columns, deps.publicUrl),
  );
  context.isShopPicture = (url) => shopPictures.has(url);

  const valid: ProductImportRow[] = [];
  const errors: ImportRowError[] = [];
  const firstRowOfSku = new Map<string, number>();
  let toCreate = 0;
  let rowsWithErrors = 0;
  found.forEach(({ key, row, check }) => {
    const checked = check(context);
    const rowErrors = checked.isValid ? [] : checked.errors;
    const { sku, isMadeUp } = key;
    const earlier = sku === undefined ? undefined : firstRowOfSku.get(sku);
    if (earlier !== undefined) {
      const column = columns.SKU?.header ?? 'SKU';
      rowErrors.push({
        row,
        column,
        message: isMadeUp
          ? `Row ${earlier} has the same name, brand and category and no SKU either; give each product one row.`
          : `SKU "${sku}" is also on row ${earlier}; give each product one row.`,
      });
    } else if (sku !== undefined) {
      firstRowOfSku.set(sku, row);
    }
    if (rowErrors.length > 0 || !checked.isValid) {
      rowsWithErrors += 1;
      errors.push(...rowErrors);
      return;
    }
    valid.push(checked.row);
    if (checked.isNew) toCreate += 1;
  });

  const usedPictures = new Set(
    valid.flatMap(({ picture, variants = [] }) =>
      [picture, ...variants.map((variant) => variant.picture)].flatMap((used) =>
        used?.kind === 'file' ? [used.name] : [],
      ),
    ),
  );
  const job = await db.transaction(async (tx) => {
    // Previews nobody started go, with their pictures, so an abandoned one costs nothing for long.
    await tx
      .delete(productImportJobs)
      .where(
        and(
          eq(productImportJobs.state, 'previewed'),
          lt(productImportJobs.createdAt, new Date(Date.now() - PREVIEW_KEPT_MS)),
        ),
      );
    const [inserted] = await tx
      .insert(productImportJobs)
      .values({
        fileName: upload.fileName,
        createdBy: adminId,
        rows: valid,
        errors: errors.slice(0, MAX_IMPORT_ERRORS_LISTED),
        errorCount: errors.length,
        toCreate,
        toUpdate: valid.length - toCreate,
        rowsWithErrors,
        total: valid.length,
      })
      .returning();
    const pictures = upload.pictures.filter(({ name }) => usedPictures.has(name));
    if (pictures.length > 0) {
      await tx
        .insert(productImportPictures)
        .values(pictures.map(({ name, bytes }) => ({ jobId: inserted!.id, name, bytes })));
    }
    return inserted!;
  });
  return toProductImportDto(job);
}
