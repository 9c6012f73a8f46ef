import { Truck } from 'lucide-react';
import { formatCents } from '@eshop/shared';
import { copy } from '../../../copy';
import { isServerRender } from '../../../lib/is-server-render';
import { useGetDeliveryOptionsQuery } from '../api/catalog-api';
import styles from './product-details-page.module.css';

/**
 * The shop's usual delivery methods under the buy buttons ("Standard: $4.99, free on orders from
 * $50.00"). Asked for in the browser only: the page's HTML is cached with the products, and the
 * owner changes rates apart from them. Says nothing until they arrive, or when nothing ships.
 */
export function DeliveryInfo() {
  const { data } = useGetDeliveryOptionsQuery(undefined, { skip: isServerRender });
  if (!data?.zone || data.methods.length === 0) return null;
  return (
    <div className={styles.delivery}>
      <Truck size={20} aria-hidden="true" />
      <div>
        <p className={styles.deliveryHeading}>{copy.catalog.deliveryTo(data.zone)}</p>
        <ul>
          {data.methods.map((method) => (
            <li key={method.name}>
              {copy.catalog.deliveryMethod(method.name, formatCents(method.rateCents))}
              {method.freeFromCents !== null
                ? `, ${copy.catalog.freeFrom(formatCents(method.freeFromCents))}`
                : null}
            </li>
          ))}
        </ul>
        <p className={styles.muted}>{copy.catalog.deliveryAtCheckout}</p>
      </div>
    </div>
  );
}
