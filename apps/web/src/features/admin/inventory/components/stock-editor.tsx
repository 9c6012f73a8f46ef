// One inventory row's stock, edited in place: a number field with Save (Enter saves too). The stock the
// admin started from goes with the edit, so units sold meanwhile stay sold (decision 014); the
// server's answer is what the field shows afterwards.
import { useId, useState, type FormEvent } from 'react';
import { MAX_PRODUCT_STOCK, type InventoryItem } from '@eshop/shared';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { enAdmin } from '../../../../copy/en-admin';
import { getServerDetails, getServerMessage } from '../../../../lib/api-error';
import { notify } from '../../../../lib/notify';
import { useSetProductStockMutation } from '../api/inventory-api';
import { readStockDraft } from '../stock-draft';
import styles from './inventory.module.css';

const text = enAdmin.inventory;

type StockEditorProps = { item: InventoryItem; onSaved: (item: InventoryItem) => void };

export function StockEditor({ item, onSaved }: StockEditorProps) {
  const id = useId();
  const [setProductStock, { isLoading }] = useSetProductStockMutation();
  /** The stock the draft started from. */
  const [base, setBase] = useState(item.stock);
  const [draft, setDraft] = useState(String(item.stock));
  const [error, setError] = useState<string>();
  // The list refreshed (a sale, another admin): an untouched field follows it, a typed one is kept.
  if (item.stock !== base && draft === String(base)) {
    setBase(item.stock);
    setDraft(String(item.stock));
  }

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const read = readStockDraft(draft);
    if (read.stock === undefined) {
      setError(read.error);
      return;
    }
    setError(undefined);
    try {
      const saved = await setProductStock({ id: item.id, stock: read.stock, stockWas: base }).unwrap();
      setBase(saved.stock);
      setDraft(String(saved.stock));
      notify.success(text.saved(saved.name, saved.stock));
      onSaved(saved);
    } catch (failure) {
      setError(getServerDetails(failure)[0]?.message ?? getServerMessage(failure));
    }
  };

  const errorId = `${id}-error`;
  return (
    <form className={styles.stockForm} onSubmit={(event) => void save(event)} noValidate>
      <label htmlFor={id} className="visually-hidden">
        {text.newStockLabel(item.name)}
      </label>
      <input
        id={id}
        className={styles.stockInput}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_PRODUCT_STOCK}
        step={1}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          setError(undefined);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <SubmitButton isBusy={isLoading} className={styles.stockSave}>
        <span aria-hidden="true">{text.save}</span>
        <span className="visually-hidden">{text.saveLabel(item.name)}</span>
      </SubmitButton>
      {error && (
        <p id={errorId} className={styles.stockError} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
