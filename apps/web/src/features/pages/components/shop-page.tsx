// /pages/:slug: one of the shop's pages (shipping, returns, privacy, terms), the owner's Markdown,
// drawn on the server like the catalogue.
import { useParams } from 'react-router';
import { isShopPageSlug } from '@eshop/shared';
import { NotFoundPage } from '../../../components/not-found/not-found-page';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-error';
import { cx } from '../../../lib/cx';
import { usePageMeta } from '../../../lib/page-meta';
import { shopName } from '../../../lib/shop-name';
import { copy } from '../../../copy';
import { useGetShopPageQuery } from '../api/pages-api';
import { Markdown } from './markdown';
import styles from './shop-page.module.css';

export function ShopPage() {
  const { slug = '' } = useParams();
  const isKnown = isShopPageSlug(slug);
  const { data, error } = useGetShopPageQuery(isKnown ? slug : 'shipping', { skip: !isKnown });
  usePageMeta(
    data && isKnown ? { title: data.title, description: copy.pages.description(data.title, shopName) } : {},
  );
  if (!isKnown) return <NotFoundPage />;
  if (error) {
    return (
      <section className={cx('container', styles.page)}>
        <p role="alert">{getErrorMessage(error)}</p>
      </section>
    );
  }
  if (!data) return <Spinner fill />;
  return (
    <article className={cx('container', styles.page)}>
      <h1>{data.title}</h1>
      <div className={styles.body}>
        <Markdown>{data.body}</Markdown>
      </div>
    </article>
  );
}
