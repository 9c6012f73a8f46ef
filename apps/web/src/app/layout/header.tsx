// The storefront's header: the shop's logo (or name) home link, the search, Home and Contact, the
// account links and the cart; on phones the links fold into a menu. Its colours are the owner's
// (Admin > Settings): text on it is whatever reads on the header colour (tokens.css, shop-look).
import { Link, NavLink } from '../../components/link';
import { Menu, X } from 'lucide-react';
import { HEADER_FIXED_AFTER_PX, imageAtWidth, imageSrcSet, type ShopLogo } from '@eshop/shared';
import { AccountLinks } from '../../features/auth';
import { CartLink } from '../../features/cart';
import { HeaderSearch } from '../../features/catalog/components/header-search';
import buttons from '../../components/ui/button.module.css';
import { copy } from '../../copy';
import { cx } from '../../lib/cx';
import { useShopIdentity } from '../../lib/shop-look';
import { useLogOut } from '../session/log-out';
import { useDisclosureMenu } from './use-disclosure-menu';
import { useIsScrolledPast } from './use-is-scrolled-past';
import styles from './header.module.css';

const MENU_ID = 'main-menu';
/** The logo's box: 40 px high, as wide as its shape asks up to 200 px, so the header never shifts. */
const LOGO_HEIGHT = 40;
const LOGO_MAX_WIDTH = 200;
const logoWidth = (logo: ShopLogo) =>
  Math.min(LOGO_MAX_WIDTH, Math.round((LOGO_HEIGHT * logo.width) / logo.height));

export function Header() {
  const isFixed = useIsScrolledPast(HEADER_FIXED_AFTER_PX);
  const menu = useDisclosureMenu<HTMLElement, HTMLButtonElement>();
  const isMenuOpen = menu.isOpen;
  const linkClass = styles.link;
  const { logOut, isLoggingOut } = useLogOut();
  const { shopName, logo } = useShopIdentity();

  return (
    <div className={styles.slot}>
      <header className={cx(styles.header, isFixed && styles.fixed)} data-fixed={isFixed}>
        <div className={cx('container', styles.inner)}>
          <Link to="/" className={styles.logo}>
            {logo ? (
              <img
                className={styles.logoImage}
                src={imageAtWidth(logo.url, 400)}
                srcSet={imageSrcSet(logo.url)}
                sizes={`${logoWidth(logo)}px`}
                width={logoWidth(logo)}
                height={LOGO_HEIGHT}
                alt={shopName}
              />
            ) : (
              shopName
            )}
          </Link>
          <HeaderSearch id="header-search" className={styles.barSearch} />
          {/* A click on a link or button inside closes the phone menu (so do Escape, a tap outside and
              navigation); a click into its search box does not. */}
          <nav
            id={MENU_ID}
            ref={menu.menuRef}
            aria-label={copy.layout.mainNav}
            className={cx(styles.nav, isMenuOpen && styles.navOpen)}
            onClick={(event) => {
              if ((event.target as Element).closest('a, button')) menu.close();
            }}
          >
            <HeaderSearch id="menu-search" className={styles.menuSearch} />
            <NavLink to="/" end className={linkClass}>
              {copy.layout.home}
            </NavLink>
            <NavLink to="/contact" className={linkClass}>
              {copy.layout.contact}
            </NavLink>
            <span className={styles.account}>
              <AccountLinks linkClassName={linkClass} onLogout={logOut} isLoggingOut={isLoggingOut} />
            </span>
          </nav>
          <CartLink />
          <button
            type="button"
            ref={menu.buttonRef}
            className={cx(buttons.icon, styles.menuButton)}
            aria-expanded={isMenuOpen}
            aria-controls={MENU_ID}
            aria-label={isMenuOpen ? copy.layout.closeMenu : copy.layout.openMenu}
            onClick={menu.toggle}
          >
            {isMenuOpen ? <X size={20} aria-hidden="true" /> : <Menu size={20} aria-hidden="true" />}
          </button>
        </div>
      </header>
    </div>
  );
}
