// The storefront's live updates: a product edited, reviewed, deleted or sold out is fetched again on
// every open page; a signed-in shopper's order history and details follow their orders' status.
import { useLocation } from 'react-router';
import { selectAuth } from '../../features/auth';
import { useLiveUpdates, type TagsFor } from '../../lib/live-updates';
import { useAppSelector } from '../hooks';

const TAGS: TagsFor = {
  'product.changed': ({ productId }) => [
    { type: 'Product', id: productId },
    { type: 'Review', id: productId },
    'Product',
    'Category',
    'Brand',
  ],
  // The owner changed the categories: the bar, tiles, filters and listings are fetched again.
  'catalog.changed': () => ['Category', 'Product', 'Brand'],
  'order.status': () => ['Order'],
  // The shop changed its currency: the config (currency and look) and every price are fetched again;
  // the owner re-worded a text (Admin > Texts): the config, which carries the texts. The only settings
  // events shoppers hear.
  'settings.changed': ({ section }) =>
    section === 'currency' ? ['ShopSettings', 'Product'] : section === 'texts' ? ['ShopSettings'] : [],
};

export function useStorefrontLiveUpdates() {
  const { hasCheckedSession, userID } = useAppSelector(selectAuth);
  // The admin area has its own stream, which carries product changes too: one stream per tab.
  const isAdminArea = useLocation().pathname.startsWith('/admin');
  // The stream's audience is set by the session when it opens: open it again when that changes
  // (the server ignores `for`; it only makes the address, and so the stream, new).
  const url = hasCheckedSession && !isAdminArea ? `/api/events?for=${userID ?? 'visitor'}` : null;
  useLiveUpdates(url, TAGS, userID ? ['Order'] : []);
}
