import { addressLines, type Address } from '@eshop/shared';
import { currentLocale } from '../../copy';
import styles from './orders.module.css';

/** 'US' -> 'United States' in the shopper's language (the order stores the two-letter code). */
const countryName = (code: string) => {
  try {
    return new Intl.DisplayNames([currentLocale()], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** The address as its country writes it (decision 065): "10115 Berlin" in Germany, "Arlington, Virginia 22202" in the US. */
export function AddressBlock({ title, address }: { title: string; address: Address }) {
  return (
    <div className={styles.address}>
      <h2>{title}</h2>
      <p>
        {addressLines(address, countryName(address.country)).map((line) => (
          <span key={line}>
            {line}
            <br />
          </span>
        ))}
      </p>
    </div>
  );
}
