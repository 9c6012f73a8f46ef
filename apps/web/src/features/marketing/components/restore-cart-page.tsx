// /cart/restore/:id?token=... (decision 070): a checkout reminder's link. The left checkout's lines,
// at today's prices, go into the cart (lines already there stay as they are), then the cart opens.
import { useEffect } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { Link } from '../../../components/link';
import { copy } from '../../../copy';
import { cx } from '../../../lib/cx';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Spinner } from '../../../components/ui/spinner';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { addToCart, findCartLine, selectCartItems } from '../../cart';
import { useRestoreCartQuery } from '../api/marketing-api';
import styles from './marketing.module.css';

export function RestoreCartPage() {
  useDocumentTitle(copy.marketing.restoringCart);
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const cart = useAppSelector(selectCartItems);
  const restored = useRestoreCartQuery({ id, token: params.get('token') ?? '' });
  const items = restored.data?.items;

  useEffect(() => {
    if (!items) return;
    for (const { cartQuantity, ...item } of items) {
      if (!findCartLine(cart, item.id, item.variantId))
        dispatch(addToCart({ ...item, quantity: cartQuantity }));
    }
    // Once, when the lines arrive (the cart changes as they are added).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items, dispatch]);

  if (items && items.length > 0) return <Navigate to="/cart" replace />;
  return (
    <section className={cx('container', styles.page)}>
      {restored.isLoading ? (
        <>
          <p role="status">{copy.marketing.restoringCart}</p>
          <Spinner />
        </>
      ) : (
        <>
          <p role="alert">{copy.marketing.restoreFailed}</p>
          <Link to="/">{copy.checkout.backToShop}</Link>
        </>
      )}
    </section>
  );
}
