// The product form's options and variants (decision 060): up to three options typed as a name and
// comma-separated values, "Make the variants" for every combination (asking first when variants would
// go), and a grid of SKU, price, compare-at price, stock and picture per variant, with a bulk edit for
// a column. Saved on its own (PUT /api/admin/products/{id}/variants): checked with the server's schema
// first, and the server's refusals land on the cells they name.
import { useId, useRef, useState } from 'react';
import { ImagePlus, Plus, Trash2, X } from 'lucide-react';
import { TAX_CLASSES, type ProductVariants, type TaxClass } from '@eshop/shared';
import buttons from '../../../../components/ui/button.module.css';
import { ConfirmButton } from '../../../../components/ui/confirm-button';
import { ProductImage } from '../../../../components/ui/product-image';
import { SelectField } from '../../../../components/ui/select-field';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { TextField } from '../../../../components/ui/text-field';
import { copy as shopCopy } from '../../../../copy';
import { enVariants as copy } from '../../../../copy/en-variants';
import { getErrorMessage, getServerDetails } from '../../../../lib/api-error';
import { cx } from '../../../../lib/cx';
import { notify } from '../../../../lib/notify';
import { uploadImage } from '../../shared/upload-image';
import { useSetProductVariantsMutation } from '../api/products-api';
import {
  BULK_COLUMNS,
  cellKey,
  cellOf,
  draftsOf,
  MAX_OPTIONS,
  optionsOf,
  planGrid,
  rowsOf,
  setColumn,
  titleOf,
  toVariantsInput,
  type BulkColumn,
  type GridErrors,
  type OptionDraft,
  type VariantRow,
} from '../variant-grid';
import admin from '../../shared/admin.module.css';
import styles from './variants-editor.module.css';

type VariantsEditorProps = {
  productId: string;
  /** The product's name: the pictures' alternative text. */
  name: string;
  /** What the shop has now. */
  saved: ProductVariants;
};

const rowTitle = (row: VariantRow) => titleOf(row.values) || copy.withoutOptions;

export function VariantsEditor({ productId, name, saved }: VariantsEditorProps) {
  const headingId = useId();
  const [drafts, setDrafts] = useState<OptionDraft[]>(() => draftsOf(saved.options));
  const [rows, setRows] = useState<VariantRow[]>(() => rowsOf(saved.variants));
  const [errors, setErrors] = useState<GridErrors>({});
  const [bulk, setBulk] = useState<{ column: BulkColumn; text: string }>({ column: 'price', text: '' });
  const [uploading, setUploading] = useState<number | undefined>();
  const [save, { isLoading }] = useSetProductVariantsMutation();

  const options = optionsOf(drafts);
  const defaultPrice = rows[0]?.price ?? '';
  const plan = planGrid(options, rows, defaultPrice);
  const isGridCurrent = plan.removed.length === 0 && plan.rows.length === rows.length;
  // A product sold one way has its price and stock in the form above: the grid shows once it has
  // options (saved, or typed and made), so the two never edit the same figures.
  const showsGrid = rows.some((row) => row.values.length > 0) || saved.options.length > 0;

  const editDraft = (index: number, change: Partial<OptionDraft>) =>
    setDrafts((current) => current.map((draft, at) => (at === index ? { ...draft, ...change } : draft)));
  const editRow = (index: number, change: Partial<VariantRow>) => {
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...change } : row)));
    setErrors({});
  };
  const makeVariants = () => {
    setRows(plan.rows);
    setErrors({});
  };

  const choosePicture = async (index: number, file: File | undefined) => {
    if (!file) return;
    setUploading(index);
    try {
      const uploaded = await uploadImage(file, () => undefined);
      editRow(index, { imageURL: uploaded.imageURL });
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : shopCopy.common.somethingWentWrong;
      setErrors({ [cellKey({ row: index, field: 'imageURL' })]: message });
      notify.error(message);
    } finally {
      setUploading(undefined);
    }
  };

  const sectionRef = useRef<HTMLElement>(null);
  /** Says what is wrong (a toast, read out) and takes focus to the first cell with a message. */
  const showErrors = (found: GridErrors, message: string) => {
    setErrors(found);
    notify.error(message);
    requestAnimationFrame(() =>
      sectionRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  const submit = async () => {
    const checked = toVariantsInput(options, rows);
    if (!checked.input) {
      showErrors(checked.errors, copy.checkCells);
      return;
    }
    try {
      const answer = await save({ id: productId, input: checked.input }).unwrap();
      setRows(rowsOf(answer.variants));
      setDrafts(draftsOf(answer.options));
      setErrors({});
      notify.success(copy.saved(answer.variants.length));
    } catch (failure) {
      const found: GridErrors = {};
      for (const detail of getServerDetails(failure)) {
        const cell = cellOf(detail.path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)));
        found[cell ? cellKey(cell) : 'grid'] ??= detail.message;
      }
      showErrors(found, getErrorMessage(failure));
    }
  };

  const removedTitles = plan.removed.map(rowTitle).join(', ');
  const cellError = (row: number, field: Parameters<typeof cellKey>[0]['field']) =>
    errors[cellKey({ row, field })];

  return (
    <section ref={sectionRef} className={styles.editor} aria-labelledby={headingId}>
      <h2 id={headingId}>{copy.heading}</h2>
      <p className={admin.muted}>{copy.intro}</p>

      <ol className={styles.options}>
        {drafts.map((draft, index) => (
          <li key={index} className={styles.option}>
            <TextField
              label={copy.optionName(index)}
              placeholder={copy.optionNamePlaceholder}
              value={draft.name}
              maxLength={40}
              onChange={(event) => editDraft(index, { name: event.target.value })}
            />
            <TextField
              label={copy.optionValues(index)}
              hint={copy.optionValuesHint}
              value={draft.values}
              onChange={(event) => editDraft(index, { values: event.target.value })}
            />
            <button
              type="button"
              className={cx(buttons.icon, styles.removeOption)}
              aria-label={copy.removeOption(index)}
              onClick={() => setDrafts((current) => current.filter((_, at) => at !== index))}
            >
              <Trash2 size={18} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ol>
      {errors.options && <p className={admin.error}>{errors.options}</p>}
      <div className={styles.actions}>
        {drafts.length < MAX_OPTIONS ? (
          <button
            type="button"
            className={buttons.secondary}
            onClick={() => setDrafts((current) => [...current, { name: '', values: '' }])}
          >
            <Plus size={16} aria-hidden="true" /> {copy.addOption}
          </button>
        ) : (
          <p className={admin.muted}>{copy.maxOptions(MAX_OPTIONS)}</p>
        )}
        {plan.removed.length > 0 ? (
          <ConfirmButton
            className={buttons.secondary}
            question={copy.removeQuestion(plan.removed.length, removedTitles)}
            confirmLabel={copy.removeConfirm}
            cancelLabel={copy.keep}
            onConfirm={makeVariants}
          >
            {copy.makeVariants}
          </ConfirmButton>
        ) : (
          <button type="button" className={buttons.secondary} disabled={isGridCurrent} onClick={makeVariants}>
            {copy.makeVariants}
          </button>
        )}
      </div>
      <p className={admin.muted}>{copy.makeVariantsHint}</p>

      {showsGrid && (
        <>
          <form
            className={styles.bulk}
            aria-label={copy.bulkHeading}
            onSubmit={(event) => {
              event.preventDefault();
              setRows((current) => setColumn(current, bulk.column, bulk.text));
              setErrors({});
            }}
          >
            <SelectField
              label={copy.bulkColumn}
              value={bulk.column}
              onChange={(event) => setBulk({ ...bulk, column: event.target.value as BulkColumn })}
            >
              {BULK_COLUMNS.map((column) => (
                <option key={column} value={column}>
                  {copy.bulkColumns[column]}
                </option>
              ))}
            </SelectField>
            <TextField
              label={copy.bulkValue}
              inputMode={bulk.column === 'stock' ? 'numeric' : 'decimal'}
              value={bulk.text}
              onChange={(event) => setBulk({ ...bulk, text: event.target.value })}
            />
            <button type="submit" className={buttons.secondary}>
              {copy.bulkApply}
            </button>
          </form>

          <div className={styles.gridScroll}>
            <table className={styles.grid} aria-label={copy.gridLabel}>
              <thead>
                <tr>
                  {Object.values(copy.columns).map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => {
                  const title = rowTitle(row);
                  const cell = (
                    field: 'sku' | 'price' | 'compareAt' | 'stock',
                    column: string,
                    numeric?: boolean,
                  ) => {
                    const error = cellError(index, field);
                    const errorId = `${headingId}-${index}-${field}`;
                    return (
                      <td>
                        <input
                          className={styles.cell}
                          aria-label={copy.cellLabel(column, title)}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? errorId : undefined}
                          inputMode={numeric ? (field === 'stock' ? 'numeric' : 'decimal') : undefined}
                          placeholder={field === 'sku' ? copy.skuPlaceholder : undefined}
                          value={row[field]}
                          onChange={(event) => editRow(index, { [field]: event.target.value })}
                        />
                        {error && (
                          <p id={errorId} className={styles.cellError}>
                            {error}
                          </p>
                        )}
                      </td>
                    );
                  };
                  const pictureError = cellError(index, 'imageURL');
                  return (
                    <tr key={row.id ?? titleOf(row.values)}>
                      <th scope="row">
                        {title}
                        {cellError(index, 'values') && (
                          <p className={styles.cellError} role="alert">
                            {cellError(index, 'values')}
                          </p>
                        )}
                      </th>
                      {cell('sku', copy.columns.sku)}
                      {cell('price', copy.columns.price, true)}
                      {cell('compareAt', copy.columns.compareAt, true)}
                      {cell('stock', copy.columns.stock, true)}
                      <td>
                        <select
                          className={styles.cell}
                          aria-label={copy.cellLabel(copy.columns.taxClass, title)}
                          value={row.taxClass ?? ''}
                          onChange={(event) =>
                            editRow(index, { taxClass: (event.target.value || null) as TaxClass | null })
                          }
                        >
                          <option value="">{copy.asProduct}</option>
                          {TAX_CLASSES.map((taxClass) => (
                            <option key={taxClass} value={taxClass}>
                              {copy.taxClasses[taxClass]}
                            </option>
                          ))}
                        </select>
                      </td>
                      <td>
                        <div className={styles.picture}>
                          {row.imageURL ? (
                            <>
                              <ProductImage
                                url={row.imageURL}
                                alt={`${name} - ${title}`}
                                size={40}
                                sizes="40px"
                              />
                              <button
                                type="button"
                                className={buttons.icon}
                                aria-label={copy.removePicture(title)}
                                onClick={() => editRow(index, { imageURL: null })}
                              >
                                <X size={16} aria-hidden="true" />
                              </button>
                            </>
                          ) : (
                            <label className={cx(buttons.icon, styles.upload)}>
                              <ImagePlus size={18} aria-hidden="true" />
                              <span className="visually-hidden">{copy.choosePicture(title)}</span>
                              <input
                                type="file"
                                className="visually-hidden"
                                accept="image/jpeg,image/png,image/webp,image/avif"
                                disabled={uploading !== undefined}
                                onChange={(event) => void choosePicture(index, event.target.files?.[0])}
                              />
                            </label>
                          )}
                        </div>
                        {pictureError && (
                          <p className={styles.cellError} role="alert">
                            {pictureError}
                          </p>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {errors.grid && <p className={admin.error}>{errors.grid}</p>}
        </>
      )}
      {showsGrid && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <SubmitButton isBusy={isLoading || uploading !== undefined}>{copy.save}</SubmitButton>
        </form>
      )}
    </section>
  );
}
