import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link, NavLink } from './link';

/** Where the router is, and how it got there (PUSH, REPLACE or POP). */
function Where() {
  const location = useLocation();
  return (
    <output>
      {useNavigationType()} {location.pathname}
      {location.search}
      {location.hash} {JSON.stringify(location.state)}
    </output>
  );
}

function shop(at: string, links: React.ReactNode, basename?: string) {
  return render(
    <MemoryRouter initialEntries={[at]} basename={basename}>
      {links}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Link', () => {
  it('links to the path under the language prefix, as Router does', () => {
    shop(
      '/de/cart',
      <>
        <Link to="/">home</Link>
        <Link to="/#products">products</Link>
        <Link to="/category/Health%20%26%20Beauty?page=2">category</Link>
      </>,
      '/de',
    );
    expect(screen.getByRole('link', { name: 'home' })).toHaveAttribute('href', '/de');
    expect(screen.getByRole('link', { name: 'products' })).toHaveAttribute('href', '/de#products');
    expect(screen.getByRole('link', { name: 'category' })).toHaveAttribute(
      'href',
      '/de/category/Health%20%26%20Beauty?page=2',
    );
  });

  it('opens its page in the app on a plain click, with its state', () => {
    shop(
      '/cart',
      <Link to="/login?next=1" state={{ from: '/cart' }}>
        sign in
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'sign in' }));
    expect(screen.getByRole('status')).toHaveTextContent('PUSH /login?next=1 {"from":"/cart"}');
  });

  it('replaces the address it already shows instead of adding a step to the history', () => {
    shop('/contact', <Link to="/contact">contact</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'contact' }));
    expect(screen.getByRole('status')).toHaveTextContent('REPLACE /contact');
  });

  it("leaves a click with a modifier, another button or the page's own handling to the browser", () => {
    shop(
      '/cart',
      <>
        <Link to="/contact">contact</Link>
        <Link to="/login" onClick={(event) => event.preventDefault()}>
          handled
        </Link>
      </>,
    );
    const contact = screen.getByRole('link', { name: 'contact' });
    expect(fireEvent.click(contact, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(contact, { button: 1 })).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'handled' }));
    expect(screen.getByRole('status')).toHaveTextContent('POP /cart');
  });
});

describe('NavLink', () => {
  it('is the current page at its path and below it, and only at it with `end`', () => {
    shop(
      '/category/Phone/x',
      <>
        <NavLink to="/" end className="link">
          home
        </NavLink>
        <NavLink to="/category/phone" className="link">
          phones
        </NavLink>
        <NavLink to="/category/Phone" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
          exactly phones
        </NavLink>
      </>,
    );
    const home = screen.getByRole('link', { name: 'home' });
    expect(home).not.toHaveAttribute('aria-current');
    expect(home).toHaveAttribute('class', 'link');
    const phones = screen.getByRole('link', { name: 'phones' });
    expect(phones).toHaveAttribute('aria-current', 'page');
    expect(phones).toHaveAttribute('class', 'link active');
    expect(screen.getByRole('link', { name: 'exactly phones' })).toHaveAttribute('class', 'off');
  });
});
