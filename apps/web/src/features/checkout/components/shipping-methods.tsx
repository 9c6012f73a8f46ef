// The shipping methods that go to the shopper's address, as the server quoted them for this cart:
// one radio each with its price ("Free" above its threshold), or why there is no choice yet.
import { formatCents, NO_SHIPPING_MESSAGE, type CheckoutQuote } from '@eshop/shared';
import { copy } from '../../../copy';
import fieldset from '../../../components/ui/fieldset.module.css';
import styles from './checkout.module.css';

type ShippingMethodsProps = {
  quote: CheckoutQuote | undefined;
  /** The shopper's choice shows at once, before the quote for it comes back. */
  selectedId: string | null | undefined;
  hasCountry: boolean;
  isLoading: boolean;
  isError: boolean;
  onChoose: (methodId: string) => void;
};

export function ShippingMethods({
  quote,
  selectedId,
  hasCountry,
  isLoading,
  isError,
  onChoose,
}: ShippingMethodsProps) {
  const status = !hasCountry
    ? copy.checkout.shippingMethodsNeedAddress
    : isError
      ? copy.checkout.quoteFailed
      : !quote && isLoading
        ? copy.checkout.shippingMethodsLoading
        : quote?.shippingOptions.length === 0
          ? NO_SHIPPING_MESSAGE
          : undefined;
  return (
    <fieldset className={fieldset.block} aria-describedby={status ? 'shipping-methods-status' : undefined}>
      <legend className={fieldset.legend}>{copy.checkout.shippingMethodHeading}</legend>
      {status ? (
        <p
          id="shipping-methods-status"
          className={quote?.shippingOptions.length === 0 || isError ? styles.failed : undefined}
          role="status"
        >
          {status}
        </p>
      ) : (
        <div className={styles.methods}>
          {quote?.shippingOptions.map((option) => (
            <label key={option.id} className={styles.method}>
              <input
                type="radio"
                name="shippingMethod"
                value={option.id}
                checked={selectedId === option.id}
                onChange={() => onChoose(option.id)}
              />
              <span className={styles.methodName}>
                {option.name}
                {option.freeFromCents !== null && option.amountCents > 0 && (
                  <small> ({copy.checkout.freeFrom(formatCents(option.freeFromCents))})</small>
                )}
              </span>
              <span className={styles.methodPrice}>
                {option.amountCents === 0 ? copy.checkout.free : formatCents(option.amountCents)}
              </span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
