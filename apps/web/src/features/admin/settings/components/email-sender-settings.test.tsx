// The e-mail sender: an empty name means the shop's name, the pair is sent as typed, and an address
// the server refuses is marked where it was typed.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../../../../test/fake-api';
import { renderWithApp } from '../../../../test/render';
import { EmailSenderSettings } from './email-sender-settings';

vi.mock('../../../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const SENDER = { name: null, address: 'no-reply@localhost' };

describe('EmailSenderSettings', () => {
  it('sends the name and address as typed', async () => {
    const api = createFakeApi();
    api.on('PUT /api/admin/settings/email-sender', (body) => ({ body }));
    renderWithApp(<EmailSenderSettings sender={SENDER} shopName="Corner Shop" />);
    expect(screen.getByText("Empty: the shop's name (Corner Shop).")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Sender name'), 'Corner Orders');
    const address = screen.getByLabelText('Sender e-mail address');
    await userEvent.clear(address);
    await userEvent.type(address, 'orders@corner.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save e-mail sender' }));
    await waitFor(() => expect(api.sentTo('PUT /api/admin/settings/email-sender')).toHaveLength(1));
    expect(api.sentTo('PUT /api/admin/settings/email-sender')[0]?.body).toEqual({
      name: 'Corner Orders',
      address: 'orders@corner.example',
    });
  });

  it('marks the address the server refused', async () => {
    const api = createFakeApi();
    const message = 'Enter an e-mail address like orders@example.com.';
    api.on('PUT /api/admin/settings/email-sender', {
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Invalid value for address.',
          details: [{ path: 'address', message }],
        },
      },
    });
    renderWithApp(<EmailSenderSettings sender={{ name: 'Shop', address: 'orders@shop' }} shopName="Shop" />);
    await userEvent.click(screen.getByRole('button', { name: 'Save e-mail sender' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Sender e-mail address')).toHaveAttribute('aria-invalid', 'true');
  });
});
