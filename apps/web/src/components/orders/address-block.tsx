import type { Address } from '@eshop/shared';
import styles from './orders.module.css';

/** 'US' -> 'United States' in the shopper's language (the order stores the two-letter code). */
const countryName = (code: string) => {
  try {
    return new Intl.DisplayNames([navigator.language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
};

export function AddressBlock({ title, address }: { title: string; address: Address }) {
  return (
    <div className={styles.address}>
      <h2>{title}</h2>
      <p>
        {[
          address.name,
          address.line1,
          address.line2,
          `${address.city}, ${address.state} ${address.postal_code}`,
          countryName(address.country),
          address.phone,
        ]
          .filter(Boolean)
          .map((line) => (
            <span key={line}>
              {line}
              <br />
            </span>
          ))}
      </p>
    </div>
  );
}
