// Every page's footer: the shop's contact details (Admin > Settings, else SHOP_EMAIL, SHOP_PHONE,
// SHOP_ADDRESS), its pages (shipping, returns, privacy, terms, which the owner writes in Admin > Pages),
// and the spec's copyright line under the shop's name.
import { Link } from 'react-router';
import { SHOP_PAGE_SLUGS } from '@eshop/shared';
import { en } from '../../copy/en';
import { useShopIdentity } from '../../lib/shop-look';
import { useGetShopConfigQuery } from '../../lib/shop-config-api';
import styles from './footer.module.css';

export function Footer() {
  const { data: config } = useGetShopConfigQuery();
  const contact = config?.contact;
  const { shopName } = useShopIdentity();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.columns}`}>
        <nav aria-label={en.pages.footerNav}>
          <h2 className={styles.heading}>{en.pages.policies}</h2>
          <ul>
            {SHOP_PAGE_SLUGS.map((slug) => (
              <li key={slug}>
                <Link to={`/pages/${slug}`}>{en.pages.links[slug]}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>{en.pages.contactUs}</h2>
          <ul>
            {contact?.email ? (
              <li>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </li>
            ) : null}
            {contact?.phone ? (
              <li>
                <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
              </li>
            ) : null}
            {contact?.address ? <li>{contact.address}</li> : null}
            <li>
              <Link to="/contact">{en.pages.contactForm}</Link>
            </li>
          </ul>
        </div>
      </div>
      <p className={styles.copyright}>{en.layout.copyright(new Date().getFullYear(), shopName)}</p>
    </footer>
  );
}
