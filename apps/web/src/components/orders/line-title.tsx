// A cart or order line's name as every list shows it (decision 060): the product and the variant,
// "Stride Runner 3 - Red / 42", with the variant's SKU under it. A line of a product without options,
// or of an order placed before variants, is its name alone.
import { lineName } from '@eshop/shared';
import { copy } from '../../copy';
import styles from './line-title.module.css';

type Line = { name: string; variantTitle?: string | undefined; sku?: string | undefined };

export function LineTitle({ line }: { line: Line }) {
  return (
    <span className={styles.title}>
      {lineName(line)}
      {line.variantTitle && line.sku ? (
        <span className={styles.sku}>{copy.variants.sku(line.sku)}</span>
      ) : null}
    </span>
  );
}
