import { selectAuth } from '../../features/auth';
import { copy } from '../../copy';
import { useGetShopConfigQuery } from '../../lib/shop-config-api';
import styles from './header.module.css';
import { useAppSelector } from '../hooks';

/** Tells the shop owner, plainly and on every page, that payments are in test mode. */
export function TestModeBanner() {
  const { isAdmin } = useAppSelector(selectAuth);
  const { data: config } = useGetShopConfigQuery(undefined, { skip: !isAdmin });
  if (!isAdmin || config?.payments !== 'test') return null;
  return (
    <p className={styles.testMode} role="status">
      {copy.checkout.testModeAdminBanner}
    </p>
  );
}
