// /admin/all-products: the products on sale, ten a page, searched on the server (name, brand or
// category); the search and page live in the address. Each row edits or deletes (asking first); the
// toolbar imports products from a CSV file and exports them as one (decision 030).
import { useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Link } from '../../../../components/link';
import { Download, Pencil, Trash2 } from 'lucide-react';
import { formatCents, LOW_STOCK_THRESHOLD, type Product } from '@eshop/shared';
import buttons from '../../../../components/ui/button.module.css';
import { ConfirmButton } from '../../../../components/ui/confirm-button';
import { ProductImage } from '../../../../components/ui/product-image';
import { enAdmin } from '../../../../copy/en-admin';
import { enImport } from '../../../../copy/en-import';
import { getServerMessage } from '../../../../lib/api-error';
import { notify } from '../../../../lib/notify';
import { pageParamOf, toPageParam } from '../../../../lib/page-param';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { AdminList, type AdminListColumn } from '../../shared/admin-list';
import { ListSearchField } from '../../shared/list-search-field';
import { useDeleteProductMutation, useGetAdminProductsQuery } from '../api/products-api';
import { PRODUCT_EXPORT_HREF, ProductImportDialog } from '../../imports';
import admin from '../../shared/admin.module.css';
import styles from './products.module.css';

export function StockCount({ stock }: { stock: number }) {
  if (stock === 0) return <span className={admin.out}>{enAdmin.unitsLeft(0)}</span>;
  return <span className={stock <= LOW_STOCK_THRESHOLD ? admin.low : undefined}>{stock}</span>;
}

/** Edit opens the product's form; delete asks first. */
function ProductActions({ product, onDelete }: { product: Product; onDelete: (id: string) => void }) {
  return (
    <div className={admin.rowActions}>
      <Link
        to={`/admin/add-product/${product.id}`}
        className={buttons.icon}
        aria-label={enAdmin.edit(product.name)}
      >
        <Pencil size={18} aria-hidden="true" />
      </Link>
      <ConfirmButton
        className={buttons.icon}
        label={enAdmin.delete(product.name)}
        title={enAdmin.deleteTitle}
        question={enAdmin.deleteQuestion}
        confirmLabel={enAdmin.deleteConfirm}
        cancelLabel={enAdmin.deleteCancel}
        onConfirm={() => onDelete(product.id)}
      >
        <Trash2 size={18} aria-hidden="true" />
      </ConfirmButton>
    </div>
  );
}

const columns = enAdmin.columns;
const productColumns = (onDelete: (id: string) => void): AdminListColumn<Product>[] => [
  { header: columns.serial, cell: (_, position) => position },
  {
    header: columns.image,
    cell: (product) => (
      <ProductImage url={product.imageURL} alt="" size={56} sizes="56px" className={admin.thumb} />
    ),
  },
  { header: columns.name, cell: (product) => product.name },
  { header: columns.category, cell: (product) => product.category },
  { header: columns.price, className: admin.money, cell: (product) => formatCents(product.priceCents) },
  { header: columns.stock, cell: (product) => <StockCount stock={product.stock} /> },
  { header: columns.actions, cell: (product) => <ProductActions product={product} onDelete={onDelete} /> },
];

export function AllProductsPage() {
  useDocumentTitle(enAdmin.allProductsHeading);
  const [params, setParams] = useSearchParams();
  // Set by the add-product form after a save (docs/decisions/015-admin-area.md).
  const addedProductId = (useLocation().state as { addedProductId?: string } | null)?.addedProductId;
  const page = pageParamOf(params);
  const search = params.get('search') ?? '';
  const query = useGetAdminProductsQuery({ page, search });
  const { data } = query;
  const [deleteProduct] = useDeleteProductMutation();
  // The deleted row's button had focus; the search field takes it rather than the page's body.
  const searchRef = useRef<HTMLInputElement>(null);
  const goTo = (next: number) => setParams({ ...(search ? { search } : {}), ...toPageParam(next) });

  const remove = async (id: string) => {
    try {
      await deleteProduct(id).unwrap();
      notify.success(enAdmin.deleted);
      searchRef.current?.focus();
      // The last product of a later page is gone: show the page before it.
      if (data && data.items.length === 1 && page > 1) goTo(page - 1);
    } catch (failure) {
      notify.error(getServerMessage(failure));
    }
  };

  return (
    <section>
      <h1>{enAdmin.allProductsHeading}</h1>
      {addedProductId && (
        <p className={styles.notice} role="status">
          {enAdmin.productAdded}
        </p>
      )}
      <div className={admin.toolbar}>
        <ListSearchField
          ref={searchRef}
          label={enAdmin.searchLabel}
          placeholder={enAdmin.searchPlaceholder}
          value={search}
          onSearch={(next) => setParams(next ? { search: next } : {})}
        />
        {data && (
          <p className={admin.muted} role="status">
            {enAdmin.productsFound(data.total)}
          </p>
        )}
        <div className={admin.rowActions}>
          <ProductImportDialog />
          {/* A plain link: the browser downloads the file as the server streams it. */}
          <a className={buttons.secondary} href={PRODUCT_EXPORT_HREF} download>
            <Download size={18} aria-hidden="true" />
            {enImport.exportCsv}
          </a>
        </div>
      </div>
      <AdminList
        query={query}
        label={enAdmin.allProductsHeading}
        columns={productColumns((id) => void remove(id))}
        rowKey={(product) => product.id}
        rowClassName={(product) => (product.id === addedProductId ? styles.added : undefined)}
        empty={<p>{enAdmin.noProductFound}</p>}
        onPage={goTo}
      />
    </section>
  );
}
