// /admin/inventory (issue 22): every product on sale with its stock, fewest units first, searched and
// paged on the server, optionally low stock only; the search, filter and page live in the address.
// Each row sets its product's stock in place (stock-editor.tsx).
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { LOW_STOCK_THRESHOLD, MAX_SEARCH_LENGTH, type InventoryItem } from '@eshop/shared';
import buttons from '../../../../components/ui/button.module.css';
import { DataTable } from '../../../../components/ui/data-table';
import { Pager } from '../../../../components/ui/pager';
import { ProductImage } from '../../../../components/ui/product-image';
import { Spinner } from '../../../../components/ui/spinner';
import { TextField } from '../../../../components/ui/text-field';
import { enAdmin } from '../../../../copy/en-admin';
import { getErrorMessage } from '../../../../lib/api-error';
import { cx } from '../../../../lib/cx';
import { useDebouncedDraft } from '../../../../lib/use-debounced-draft';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useGetInventoryQuery } from '../api/inventory-api';
import { StockEditor } from './stock-editor';
import admin from '../../shared/admin.module.css';
import styles from './inventory.module.css';

const SEARCH_DELAY_MS = 300;
const text = enAdmin.inventory;

/** The count, and in words (not colour alone) when none or few are left. */
function StockLevel({ stock }: { stock: number }) {
  if (stock === 0) return <span className={admin.out}>{text.outOfStock}</span>;
  if (stock > LOW_STOCK_THRESHOLD) return <span>{stock}</span>;
  return <span className={admin.low}>{text.lowLevel(stock)}</span>;
}

type Filters = { search: string; isLowStockOnly: boolean; page?: number };

/** The address's query for the filters, leaving out the defaults. */
const toParams = ({ search, isLowStockOnly, page = 1 }: Filters) => ({
  ...(search ? { search } : {}),
  ...(isLowStockOnly ? { lowStock: 'true' } : {}),
  ...(page > 1 ? { page: String(page) } : {}),
});

export function InventoryPage() {
  useDocumentTitle(text.heading);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const search = params.get('search') ?? '';
  const isLowStockOnly = params.get('lowStock') === 'true';
  const { data, error, isLoading, isFetching } = useGetInventoryQuery(
    { page, search, isLowStockOnly },
    { refetchOnMountOrArgChange: true },
  );
  const [draft, setDraft] = useDebouncedDraft(
    search,
    (next: string) => setParams(toParams({ search: next.trim(), isLowStockOnly })),
    SEARCH_DELAY_MS,
  );

  // A saved row may leave the list (restocked under "Low stock only"); its field had focus, and the
  // count above the table takes it rather than the page's body.
  const countRef = useRef<HTMLParagraphElement>(null);
  const savedId = useRef<string | undefined>(undefined);
  useEffect(() => {
    const id = savedId.current;
    if (!data || !id) return;
    savedId.current = undefined;
    const isGone = !data.items.some((item) => item.id === id);
    if (isGone && document.activeElement === document.body) countRef.current?.focus();
  }, [data]);
  const onSaved = (item: InventoryItem) => {
    savedId.current = item.id;
  };

  const columns = text.columns;
  return (
    <section>
      <h1>{text.heading}</h1>
      <div className={admin.toolbar}>
        <TextField
          type="search"
          label={text.searchLabel}
          placeholder={text.searchPlaceholder}
          maxLength={MAX_SEARCH_LENGTH}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <label className={cx(admin.switch, styles.toolbarFilter)}>
          <input
            type="checkbox"
            checked={isLowStockOnly}
            onChange={(event) => setParams(toParams({ search, isLowStockOnly: event.target.checked }))}
          />
          {text.lowStockOnly(LOW_STOCK_THRESHOLD)}
        </label>
        {data && (
          <p ref={countRef} className={admin.muted} role="status" tabIndex={-1}>
            {text.found(data.total)}
          </p>
        )}
      </div>
      {isLoading ? (
        <Spinner />
      ) : error ? (
        <p className={admin.error}>{getErrorMessage(error)}</p>
      ) : !data || data.items.length === 0 ? (
        <div className={styles.emptyState}>
          <p>{isLowStockOnly && !search ? text.noneLow : text.noneFound}</p>
          {isLowStockOnly && (
            <button
              type="button"
              className={buttons.secondary}
              onClick={() => setParams(toParams({ search, isLowStockOnly: false }))}
            >
              {text.showAll}
            </button>
          )}
        </div>
      ) : (
        <>
          <DataTable label={text.heading} stacksOnPhone>
            <thead>
              <tr>
                <th scope="col">{columns.image}</th>
                <th scope="col">{columns.product}</th>
                <th scope="col">{columns.stock}</th>
                <th scope="col">{columns.newStock}</th>
              </tr>
            </thead>
            <tbody aria-busy={isFetching || undefined}>
              {data.items.map((item) => (
                <tr key={item.id}>
                  <td className={styles.inventoryImage}>
                    <ProductImage url={item.imageURL} alt="" size={48} sizes="48px" className={admin.thumb} />
                  </td>
                  <td data-label={columns.product}>
                    <div>
                      <span className={styles.inventoryName}>{item.name}</span>
                      <span className={admin.muted}>{item.brand}</span>
                    </div>
                  </td>
                  <td className={admin.money} data-label={columns.stock}>
                    <StockLevel stock={item.stock} />
                  </td>
                  <td data-label={columns.newStock}>
                    <StockEditor item={item} onSaved={onSaved} />
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <Pager
            page={data.page}
            pageCount={data.pageCount}
            label={text.pagination}
            onPage={(next) => setParams(toParams({ search, isLowStockOnly, page: next }))}
          />
        </>
      )}
    </section>
  );
}
