// The shop's contact details: sent as typed (an emptied field clears it on the server), and an
// e-mail the shared schema refuses (where a browser's e-mail field does not) is marked under its field
// before anything is sent.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../../../../test/fake-api';
import { renderWithApp } from '../../../../test/render';
import { ContactSettings } from './contact-settings';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../../../lib/notify', () => ({ notify: toast }));

const URL = '/api/admin/settings/contact';
const CONTACT = { email: 'shop@example.com', phone: '+1 555 0100', address: '1 Main Street' };

describe('ContactSettings', () => {
  beforeEach(() => vi.clearAllMocks());

  it('sends the details as typed, an emptied field empty', async () => {
    const api = createFakeApi();
    api.on(`PUT ${URL}`, (body) => ({ body }));
    renderWithApp(<ContactSettings contact={CONTACT} />);
    const phone = screen.getByLabelText('Phone');
    await userEvent.clear(phone);
    await userEvent.type(phone, '+1 555 0142');
    await userEvent.clear(screen.getByLabelText('Address'));
    await userEvent.click(screen.getByRole('button', { name: 'Save contact details' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Settings saved'));
    expect(api.sentTo(`PUT ${URL}`)[0]?.body).toEqual({
      email: 'shop@example.com',
      phone: '+1 555 0142',
      address: '',
    });
  });

  it('marks an e-mail the schema refuses, with a toast, and sends nothing', async () => {
    const api = createFakeApi();
    api.on(`PUT ${URL}`, (body) => ({ body }));
    renderWithApp(<ContactSettings contact={CONTACT} />);
    const email = screen.getByLabelText('E-mail');
    await userEvent.clear(email);
    // A browser's e-mail field takes it; the shop's schema wants a domain with a dot.
    await userEvent.type(email, 'shop@localhost');
    await userEvent.click(screen.getByRole('button', { name: 'Save contact details' }));
    const message = 'Enter an e-mail address like shop@example.com.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(toast.error).toHaveBeenCalledWith(message);
    expect(api.sentTo(`PUT ${URL}`)).toHaveLength(0);
  });
});
