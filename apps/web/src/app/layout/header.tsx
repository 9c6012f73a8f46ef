import { Link, NavLink } from 'react-router';
import { Menu, X } from 'lucide-react';
import { HEADER_FIXED_AFTER_PX } from '@eshop/shared';
import { AccountLinks } from '../../features/auth';
import { CartLink } from '../../features/cart';
import { HeaderSearch } from '../../features/catalog/components/header-search';
import buttons from '../../components/ui/button.module.css';
import { en } from '../../copy/en';
import { cx } from '../../lib/cx';
import { shopName } from '../../lib/shop-name';
import { useLogOut } from '../session/log-out';
import { useDisclosureMenu } from './use-disclosure-menu';
import { useIsScrolledPast } from './use-is-scrolled-past';
import styles from './header.module.css';

const MENU_ID = 'main-menu';

export function Header() {
  const isFixed = useIsScrolledPast(HEADER_FIXED_AFTER_PX);
  const menu = useDisclosureMenu<HTMLElement, HTMLButtonElement>();
  const isMenuOpen = menu.isOpen;
  const linkClass = styles.link;
  const { logOut, isLoggingOut } = useLogOut();

  return (
    <div className={styles.slot}>
      <header className={cx(styles.header, isFixed && styles.fixed)} data-fixed={isFixed}>
        <div className={cx('container', styles.inner)}>
          <Link to="/" className={styles.logo}>
            {shopName}
          </Link>
          <HeaderSearch id="header-search" className={styles.barSearch} />
          {/* A click on a link or button inside closes the phone menu (so do Escape, a tap outside and
              navigation); a click into its search box does not. */}
          <nav
            id={MENU_ID}
            ref={menu.menuRef}
            aria-label={en.layout.mainNav}
            className={cx(styles.nav, isMenuOpen && styles.navOpen)}
            onClick={(event) => {
              if ((event.target as Element).closest('a, button')) menu.close();
            }}
          >
            <HeaderSearch id="menu-search" className={styles.menuSearch} />
            <NavLink to="/" end className={linkClass}>
              {en.layout.home}
            </NavLink>
            <NavLink to="/contact" className={linkClass}>
              {en.layout.contact}
            </NavLink>
            <AccountLinks linkClassName={linkClass} onLogout={logOut} isLoggingOut={isLoggingOut} />
          </nav>
          <CartLink />
          <button
            type="button"
            ref={menu.buttonRef}
            className={cx(buttons.icon, styles.menuButton)}
            aria-expanded={isMenuOpen}
            aria-controls={MENU_ID}
            aria-label={isMenuOpen ? en.layout.closeMenu : en.layout.openMenu}
            onClick={menu.toggle}
          >
            {isMenuOpen ? <X size={20} aria-hidden="true" /> : <Menu size={20} aria-hidden="true" />}
          </button>
        </div>
      </header>
    </div>
  );
}
