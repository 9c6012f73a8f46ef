// One inventory row's stock, edited in place: a number field with Save (Enter saves too). The stock the
// admin started from goes with the edit, so units sold meanwhile stay sold (decision 014); the
// server's answer is what the field shows afterwards.
import '../../../../lib/zod-jitless';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { lineName, MAX_PRODUCT_STOCK, type InventoryItem } from '@eshop/shared';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { enAdmin } from '../../../../copy/en-admin';
import { getServerDetails, getServerMessage } from '../../../../lib/api-error';
import { notify } from '../../../../lib/notify';
import { useSetProductStockMutation } from '../api/inventory-api';
import { stockDraftSchema } from '../stock-draft';
import styles from './inventory.module.css';

const text = enAdmin.inventory;

type StockEditorProps = { item: InventoryItem; onSaved: (item: InventoryItem) => void };

const stockFormSchema = z.object({ stock: stockDraftSchema });

export function StockEditor({ item, onSaved }: StockEditorProps) {
  const id = useId();
  const [setProductStock, { isLoading }] = useSetProductStockMutation();
  /** The stock the draft started from. */
  const [base, setBase] = useState(item.stock);
  // Checked on submit (Save or Enter); typing takes the message away. Focus stays in the field.
  const {
    register,
    control,
    handleSubmit,
    clearErrors,
    setError,
    setValue,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(stockFormSchema),
    defaultValues: { stock: String(item.stock) },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const draft = useWatch({ control, name: 'stock' });
  // The list refreshed (a sale, another admin): an untouched field follows it, a typed one is kept.
  useEffect(() => {
    if (item.stock === base || draft !== String(base)) return;
    setBase(item.stock);
    setValue('stock', String(item.stock));
  }, [item.stock, base, draft, setValue]);
  const error = errors.stock?.message;

  const save = handleSubmit(async ({ stock }) => {
    try {
      const saved = await setProductStock({
        id: item.id,
        variantId: item.variantId,
        stock,
        stockWas: base,
      }).unwrap();
      setBase(saved.stock);
      setValue('stock', String(saved.stock));
      notify.success(text.saved(lineName(saved), saved.stock));
      onSaved(saved);
    } catch (failure) {
      setError('stock', { message: getServerDetails(failure)[0]?.message ?? getServerMessage(failure) });
    }
  });

  const errorId = `${id}-error`;
  return (
    <form className={styles.stockForm} onSubmit={(event) => void save(event)} noValidate>
      <label htmlFor={id} className="visually-hidden">
        {text.newStockLabel(lineName(item))}
      </label>
      <input
        id={id}
        className={styles.stockInput}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_PRODUCT_STOCK}
        step={1}
        {...register('stock', { onChange: () => clearErrors('stock') })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <SubmitButton isBusy={isLoading} className={styles.stockSave}>
        <span aria-hidden="true">{text.save}</span>
        <span className="visually-hidden">{text.saveLabel(lineName(item))}</span>
      </SubmitButton>
      {error && (
        <p id={errorId} className={styles.stockError} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
