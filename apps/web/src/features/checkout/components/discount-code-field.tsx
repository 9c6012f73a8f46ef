// The discount code at checkout (decision 070): the shopper types it and applies it; the server's
// quote then says whether it applies, and the field shows that in the page's language: "Code
// SPRING10 applied." with a way to take it off, or why it does not apply (the code is then taken off,
// so the payment goes on without it).
import { useEffect, useState, type FormEvent } from 'react';
import {
  formatCents,
  normalizeDiscountCode,
  REFUSAL_TEXT_KEYS,
  type DiscountCodeResult,
} from '@eshop/shared';
import { TextField } from '../../../components/ui/text-field';
import buttons from '../../../components/ui/button.module.css';
import { copy } from '../../../copy';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { discountCodeChanged, selectCheckout } from '../checkout-slice';
import styles from './checkout.module.css';

/** Why a code does not apply, in the page's language (the server's English is the fallback). */
export function refusalText(result: DiscountCodeResult): string {
  const texts = copy.discounts.refusals;
  if (!result.refusal) return result.message ?? texts.unknown;
  const key = REFUSAL_TEXT_KEYS[result.refusal];
  if (key === 'minimumSubtotal') return texts.minimumSubtotal(formatCents(result.minSubtotalCents ?? 0));
  if (key === 'minimumQuantity') return texts.minimumQuantity(result.minQuantity ?? 0);
  return texts[key];
}

export function DiscountCodeField({ result }: { result: DiscountCodeResult | undefined }) {
  const dispatch = useAppDispatch();
  const { discountCode } = useAppSelector(selectCheckout);
  const [typed, setTyped] = useState(discountCode);
  const [refusal, setRefusal] = useState('');

  useEffect(() => {
    if (!result || result.applied || !discountCode) return;
    if (normalizeDiscountCode(result.code) !== normalizeDiscountCode(discountCode)) return;
    setRefusal(refusalText(result));
    dispatch(discountCodeChanged(''));
  }, [result, discountCode, dispatch]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setRefusal('');
    dispatch(discountCodeChanged(typed));
  };
  const remove = () => {
    setTyped('');
    dispatch(discountCodeChanged(''));
  };

  if (discountCode && result?.applied) {
    return (
      <div className={styles.discountCode}>
        <p role="status">{copy.discounts.applied(result.code)}</p>
        <button type="button" className={buttons.secondary} onClick={remove}>
          {copy.discounts.remove}
        </button>
      </div>
    );
  }
  return (
    <form className={styles.discountCode} noValidate onSubmit={apply}>
      <TextField
        label={copy.discounts.codeLabel}
        value={typed}
        maxLength={40}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        onChange={(event) => setTyped(event.target.value)}
        error={refusal || undefined}
        hint={discountCode && !result ? copy.discounts.pending : undefined}
      />
      <button type="submit" className={buttons.secondary} disabled={typed.trim() === ''}>
        {copy.discounts.apply}
      </button>
    </form>
  );
}
