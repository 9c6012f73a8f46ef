// The Contact Us form: the shared schema's messages under their fields (focus on the first), a message
// going away as its field is typed in, what is sent (the honeypot only when filled), and a reset form.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { ContactPage } from './contact-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../../lib/notify', () => ({ notify: toast }));

const fakeServer = () => {
  const api = createFakeApi();
  api.on('GET /api/config', {
    body: {
      shopName: 'eShop',
      isGoogleSignInEnabled: false,
      publicUrl: 'http://localhost:3000',
      payments: 'test',
      stripePublishableKey: null,
      contact: { email: 'hello@example.com', phone: '+1 555 0100', address: '1 Main St' },
    },
  });
  api.on('POST /api/contact', { body: { sent: true } });
  return api;
};

const field = (label: string) => screen.getByLabelText(label, { exact: true });
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

describe('ContactPage', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows each message under its field, focuses the first, and sends nothing', async () => {
    const api = fakeServer();
    renderWithApp(<ContactPage />);
    await send();

    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Name')).toHaveAccessibleDescription('Name is required.');
    expect(field('Email')).toHaveAccessibleDescription('Enter a valid e-mail address.');
    expect(field('Subject')).toHaveAccessibleDescription('Subject is required.');
    // The message may be empty.
    expect(field('Message')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(field('Name')).toHaveFocus());
    expect(api.sentTo('POST /api/contact')).toHaveLength(0);
  });

  it('takes a message away as its field is typed in, until the next submit', async () => {
    fakeServer();
    renderWithApp(<ContactPage />);
    await send();
    await screen.findByText('Name is required.');

    await userEvent.type(field('Name'), ' ');
    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument();
    expect(field('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Subject is required.')).toBeInTheDocument();

    // Blank is still no name.
    await send();
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
  });

  it('sends the checked fields, without the empty honeypot, then empties the form', async () => {
    const api = fakeServer();
    renderWithApp(<ContactPage />);
    await userEvent.type(field('Name'), '  Ada Lovelace ');
    await userEvent.type(field('Email'), 'ada@example.com');
    await userEvent.type(field('Subject'), 'Opening hours');
    await userEvent.type(field('Message'), 'Are you open on Sundays?');
    await send();

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('message sent successfully'));
    expect(api.sentTo('POST /api/contact').map((request) => request.body)).toEqual([
      {
        user_name: 'Ada Lovelace',
        user_email: 'ada@example.com',
        subject: 'Opening hours',
        message: 'Are you open on Sundays?',
      },
    ]);
    for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(field(label)).toHaveValue('');
  });

  it('sends what a bot put in the honeypot, for the server to drop', async () => {
    const api = fakeServer();
    renderWithApp(<ContactPage />);
    await userEvent.type(field('Name'), 'Bot');
    await userEvent.type(field('Email'), 'bot@example.com');
    await userEvent.type(field('Subject'), 'Deals');
    await userEvent.type(screen.getByLabelText('Leave this field empty'), 'https://spam.example');
    await send();

    await waitFor(() => expect(api.sentTo('POST /api/contact')).toHaveLength(1));
    expect(api.sentTo('POST /api/contact')[0]?.body).toMatchObject({ website: 'https://spam.example' });
  });

  it("keeps what was typed and shows the server's refusal as a toast", async () => {
    const api = fakeServer();
    api.on('POST /api/contact', {
      status: 429,
      body: { error: { code: 'RATE_LIMITED', message: 'Too many messages. Try again later.' } },
    });
    renderWithApp(<ContactPage />);
    await userEvent.type(field('Name'), 'Ada');
    await userEvent.type(field('Email'), 'ada@example.com');
    await userEvent.type(field('Subject'), 'Hours');
    await send();

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Too many messages. Try again later.'));
    expect(field('Subject')).toHaveValue('Hours');
  });
});
