// /admin/inventory (issue 22): every variant of the products on sale with its stock (a product without
// options is one row; decision 060), fewest units first, searched and paged on the server, optionally
// low stock only; the search, filter and page live in the address. Each row sets its variant's stock
// in place (stock-editor.tsx).
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { LOW_STOCK_THRESHOLD, type InventoryItem } from '@eshop/shared';
import buttons from '../../../../components/ui/button.module.css';
import { ProductImage } from '../../../../components/ui/product-image';
import { enAdmin } from '../../../../copy/en-admin';
import { cx } from '../../../../lib/cx';
import { pageParamOf, toPageParam } from '../../../../lib/page-param';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { AdminList, type AdminListColumn } from '../../shared/admin-list';
import { ListSearchField } from '../../shared/list-search-field';
import { useGetInventoryQuery } from '../api/inventory-api';
import { StockEditor } from './stock-editor';
import admin from '../../shared/admin.module.css';
import styles from './inventory.module.css';

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
  ...toPageParam(page),
});

const columns = text.columns;
const inventoryColumns = (onSaved: (item: InventoryItem) => void): AdminListColumn<InventoryItem>[] => [
  {
    header: columns.image,
    className: styles.inventoryImage,
    isNamedOnPhone: false,
    cell: (item) => (
      <ProductImage url={item.imageURL} alt="" size={48} sizes="48px" className={admin.thumb} />
    ),
  },
  {
    header: columns.product,
    cell: (item) => (
      <div>
        <span className={styles.inventoryName}>{item.name}</span>
        {item.variantTitle && <span className={styles.inventoryVariant}>{item.variantTitle}</span>}
        <span className={admin.muted}>
          {item.brand} · {item.sku}
        </span>
      </div>
    ),
  },
  { header: columns.stock, className: admin.money, cell: (item) => <StockLevel stock={item.stock} /> },
  { header: columns.newStock, cell: (item) => <StockEditor item={item} onSaved={onSaved} /> },
];

export function InventoryPage() {
  useDocumentTitle(text.heading);
  const [params, setParams] = useSearchParams();
  const page = pageParamOf(params);
  const search = params.get('search') ?? '';
  const isLowStockOnly = params.get('lowStock') === 'true';
  const query = useGetInventoryQuery({ page, search, isLowStockOnly }, { refetchOnMountOrArgChange: true });
  const { data } = query;

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

  return (
    <section>
      <h1>{text.heading}</h1>
      <div className={admin.toolbar}>
        <ListSearchField
          label={text.searchLabel}
          placeholder={text.searchPlaceholder}
          value={search}
          onSearch={(next) => setParams(toParams({ search: next, isLowStockOnly }))}
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
      <AdminList
        query={query}
        label={text.heading}
        pagerLabel={text.pagination}
        stacksOnPhone
        columns={inventoryColumns(onSaved)}
        rowKey={(item) => item.variantId}
        empty={
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
        }
        onPage={(next) => setParams(toParams({ search, isLowStockOnly, page: next }))}
      />
    </section>
  );
}
