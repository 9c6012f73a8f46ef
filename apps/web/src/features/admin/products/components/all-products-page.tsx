// /admin/all-products: the products on sale, ten a page, searched on the server (name, brand or
// category); the search and page live in the address. Each row edits or deletes (asking first); the
// toolbar imports products from a CSV file and exports them as one (decision 030).
import { useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Download, Pencil, Trash2 } from 'lucide-react';
import { formatCents, LOW_STOCK_THRESHOLD, MAX_SEARCH_LENGTH } from '@eshop/shared';
import buttons from '../../../../components/ui/button.module.css';
import { ConfirmButton } from '../../../../components/ui/confirm-button';
import { DataTable } from '../../../../components/ui/data-table';
import { Pager } from '../../../../components/ui/pager';
import { ProductImage } from '../../../../components/ui/product-image';
import { Spinner } from '../../../../components/ui/spinner';
import { TextField } from '../../../../components/ui/text-field';
import { enAdmin } from '../../../../copy/en-admin';
import { enImport } from '../../../../copy/en-import';
import { getErrorMessage, getServerMessage } from '../../../../lib/api-error';
import { notify } from '../../../../lib/notify';
import { useDebouncedDraft } from '../../../../lib/use-debounced-draft';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useDeleteProductMutation, useGetAdminProductsQuery } from '../api/products-api';
import { PRODUCT_EXPORT_HREF, ProductImportDialog } from '../../imports';
import admin from '../../shared/admin.module.css';
import styles from './products.module.css';

const SEARCH_DELAY_MS = 300;

export function StockCount({ stock }: { stock: number }) {
  if (stock === 0) return <span className={admin.out}>{enAdmin.unitsLeft(0)}</span>;
  return <span className={stock <= LOW_STOCK_THRESHOLD ? admin.low : undefined}>{stock}</span>;
}

export function AllProductsPage() {
  useDocumentTitle(enAdmin.allProductsHeading);
  const [params, setParams] = useSearchParams();
  // Set by the add-product form after a save (docs/decisions/015-admin-area.md).
  const addedProductId = (useLocation().state as { addedProductId?: string } | null)?.addedProductId;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const search = params.get('search') ?? '';
  const { data, error, isLoading, isFetching } = useGetAdminProductsQuery({ page, search });
  const [deleteProduct] = useDeleteProductMutation();
  // The deleted row's button had focus; the search field takes it rather than the page's body.
  const searchRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useDebouncedDraft(
    search,
    (next: string) => setParams(next.trim() ? { search: next.trim() } : {}),
    SEARCH_DELAY_MS,
  );
  const goTo = (next: number) =>
    setParams({ ...(search ? { search } : {}), ...(next > 1 ? { page: String(next) } : {}) });

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

  const columns = enAdmin.columns;
  return (
    <section>
      <h1>{enAdmin.allProductsHeading}</h1>
      {addedProductId && (
        <p className={styles.notice} role="status">
          {enAdmin.productAdded}
        </p>
      )}
      <div className={admin.toolbar}>
        <TextField
          ref={searchRef}
          type="search"
          label={enAdmin.searchLabel}
          placeholder={enAdmin.searchPlaceholder}
          maxLength={MAX_SEARCH_LENGTH}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
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
      {isLoading ? (
        <Spinner />
      ) : error ? (
        <p className={admin.error}>{getErrorMessage(error)}</p>
      ) : !data || data.items.length === 0 ? (
        <p>{enAdmin.noProductFound}</p>
      ) : (
        <>
          <DataTable label={enAdmin.allProductsHeading}>
            <thead>
              <tr>
                <th scope="col">{columns.serial}</th>
                <th scope="col">{columns.image}</th>
                <th scope="col">{columns.name}</th>
                <th scope="col">{columns.category}</th>
                <th scope="col">{columns.price}</th>
                <th scope="col">{columns.stock}</th>
                <th scope="col">{columns.actions}</th>
              </tr>
            </thead>
            <tbody aria-busy={isFetching || undefined}>
              {data.items.map((product, index) => (
                <tr key={product.id} className={product.id === addedProductId ? styles.added : undefined}>
                  <td>{(data.page - 1) * data.pageSize + index + 1}</td>
                  <td>
                    <ProductImage
                      url={product.imageURL}
                      alt=""
                      size={56}
                      sizes="56px"
                      className={admin.thumb}
                    />
                  </td>
                  <td>{product.name}</td>
                  <td>{product.category}</td>
                  <td className={admin.money}>{formatCents(product.priceCents)}</td>
                  <td>
                    <StockCount stock={product.stock} />
                  </td>
                  <td>
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
                        onConfirm={() => void remove(product.id)}
                      >
                        <Trash2 size={18} aria-hidden="true" />
                      </ConfirmButton>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <Pager
            page={data.page}
            pageCount={data.pageCount}
            label={enAdmin.allProductsHeading}
            onPage={goTo}
          />
        </>
      )}
    </section>
  );
}
