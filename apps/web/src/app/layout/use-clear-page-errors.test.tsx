// A page's error toasts go when the shopper leaves it; a toast about the session (a cart that could
// not be saved) stays. Through react-toastify's real container.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Link } from '../../components/link';
import { describe, expect, it } from 'vitest';
import { notify } from '../../lib/notify';
import { Toasts } from './toasts';
import { useClearPageErrors } from './use-clear-page-errors';

function Frame() {
  useClearPageErrors();
  return (
    <>
      <Link to="/next">Next page</Link>
      <Toasts />
    </>
  );
}

describe('error toasts and pages', () => {
  it("dismisses the page's errors on the next page, and keeps those about the session", async () => {
    render(
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="*" element={<Frame />} />
        </Routes>
      </MemoryRouter>,
    );
    act(() => {
      notify.error('Invalid email or password');
      notify.error('Your cart could not be saved.', { outlivesPage: true });
    });
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(await screen.findByText('Your cart could not be saved.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    const dismissed = screen.getByText('Invalid email or password').closest('.Toastify__toast');
    // Leaving: jsdom plays no animation, so its end is signalled as a browser would.
    await waitFor(() => expect(dismissed?.className).toMatch(/exit/));
    fireEvent.animationEnd(dismissed!);
    await waitFor(() => expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument());
    const kept = screen.getByText('Your cart could not be saved.').closest('.Toastify__toast');
    expect(kept?.className).not.toMatch(/exit/);
  });
});
