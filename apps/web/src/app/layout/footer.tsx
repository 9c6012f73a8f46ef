// Every page's footer: the shop's contact details (Admin > Settings, else SHOP_EMAIL, SHOP_PHONE,
// SHOP_ADDRESS), its pages (shipping, returns, privacy, terms, which the owner writes in Admin > Pages),
// the languages the shop is in, and the spec's copyright line under the shop's name.
import { useLocation } from 'react-router';
import { Link } from '../../components/link';
import { LANGUAGE_NAMES, LANGUAGES, pathIn, SHOP_PAGE_SLUGS } from '@eshop/shared';
import { copy, currentLanguage } from '../../copy';
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
        <nav aria-label={copy.pages.footerNav}>
          <h2 className={styles.heading}>{copy.pages.policies}</h2>
          <ul>
            {SHOP_PAGE_SLUGS.map((slug) => (
              <li key={slug}>
                <Link to={`/pages/${slug}`}>{copy.pages.links[slug]}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>{copy.pages.contactUs}</h2>
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
              <Link to="/contact">{copy.pages.contactForm}</Link>
            </li>
          </ul>
        </div>
        <LanguageLinks />
      </div>
      <p className={styles.copyright}>{copy.layout.copyright(new Date().getFullYear(), shopName)}</p>
    </footer>
  );
}

/**
 * The page in each language (decision 068): plain links, since a page is drawn in one language from
 * its address (the server draws the other language's page, and the browser loads its texts).
 */
function LanguageLinks() {
  const { pathname, search } = useLocation();
  const shown = currentLanguage();
  return (
    <nav aria-label={copy.language.switcher}>
      <h2 className={styles.heading}>{copy.language.switcher}</h2>
      <ul>
        {LANGUAGES.map((language) => (
          <li key={language}>
            <a
              href={`${pathIn(language, pathname)}${search}`}
              hrefLang={language}
              lang={language}
              aria-current={language === shown ? 'true' : undefined}
            >
              {LANGUAGE_NAMES[language]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
