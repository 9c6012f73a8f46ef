// The shop's links: React Router's <Link> for the shop's own absolute paths, with a fraction of its
// work. Router's Link resolves its path against the route it is drawn in (matching every route
// above it, on every render) and sets up a click handler with three more hooks; a catalogue page has
// dozens of links (each product card two), and that was a twelfth of a server-drawn page's CPU and
// part of hydration's task on a phone. Every link of the shop is an absolute path, so the address is
// the path under the page's language prefix (the router's basename), and a click navigates as
// Router's does.
import { forwardRef, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { createPath, parsePath, UNSAFE_NavigationContext, useLocation } from 'react-router';

/** A path of this shop, from its root: '/category/Phone', '/#products', '/admin/orders?status=new'. */
export type ShopPath = `/${string}`;

/** Whether an address (a link in the owner's Markdown, say) is a path of this shop, not another site's. */
export const isShopPath = (address: string): address is ShopPath =>
  address.startsWith('/') && !address.startsWith('//');

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: ShopPath;
  /** Replace the current entry in the history (by default: only when the link is to this address). */
  replace?: boolean;
  /** History state for the page the link opens (`useLocation().state`). */
  state?: unknown;
};

/** A click the browser should handle itself: another button, a modifier (new tab), another target. */
const isForTheBrowser = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  event.button !== 0 ||
  (target !== undefined && target !== '_self') ||
  event.metaKey ||
  event.altKey ||
  event.ctrlKey ||
  event.shiftKey;

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, onClick, target, ...rest },
  ref,
) {
  const { basename, navigator } = useContext(UNSAFE_NavigationContext);
  const location = useLocation();
  // As Router joins them (useHref): '/' under '/de' is '/de', and '/#products' is '/de#products'.
  const path = parsePath(to);
  if (basename !== '/') {
    path.pathname = path.pathname === '/' ? basename : `${basename}${path.pathname ?? ''}`;
  }
  const href = createPath(path);

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || isForTheBrowser(event, target)) return;
    event.preventDefault();
    // As Router's links: a link to the address already shown replaces it rather than adding a step.
    if (replace ?? createPath(location) === to) navigator.replace(path, state);
    else navigator.push(path, state);
  };

  return <a {...rest} href={href} onClick={handleClick} target={target} ref={ref} />;
});

export type NavLinkProps = Omit<LinkProps, 'className'> & {
  /** Active only at its own path, not below it. */
  end?: boolean;
  /** A class, or one for its state; a plain class gets `active` added while the link is active. */
  className?: string | ((state: { isActive: boolean }) => string | undefined);
};

/**
 * Router's <NavLink> on this Link: active (`aria-current="page"`) at its path and below it (at it
 * only, with `end`), letter case aside.
 */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { to, end = false, className, ...rest },
  ref,
) {
  // The router's address, without the language prefix, as `to` is.
  const here = useLocation().pathname.toLowerCase();
  const own = (parsePath(to).pathname ?? '/').toLowerCase();
  const ownEnd = own !== '/' && own.endsWith('/') ? own.length - 1 : own.length;
  const isActive = here === own || (!end && here.startsWith(own) && here.charAt(ownEnd) === '/');
  const classes =
    typeof className === 'function'
      ? className({ isActive })
      : [className, isActive ? 'active' : null].filter(Boolean).join(' ');
  return (
    <Link {...rest} to={to} className={classes} aria-current={isActive ? 'page' : undefined} ref={ref} />
  );
});
