// The account page's address book: each address with its defaults, an address added through the
// per-country fields (checked before sending), edited, and deleted after a confirmation.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedAddress } from '@eshop/shared';
import { createFakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { AddressBook } from './address-book';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../../lib/notify', () => ({ notify: toast }));

const home: SavedAddress = {
  id: '00000000-0000-4000-8000-000000000001',
  address: {
    name: 'Ada Lovelace',
    line1: '12 St James Square',
    line2: '',
    city: 'London',
    state: '',
    postal_code: 'SW1Y 4JH',
    country: 'GB',
    phone: '',
  },
  isDefaultShipping: true,
  isDefaultBilling: true,
};

describe('the address book', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows each address with its defaults, and says so when there is none', async () => {
    const api = createFakeApi();
    api.on('GET /api/account/addresses', { body: { addresses: [home] } });
    renderWithApp(<AddressBook />);
    const item = (await screen.findByText(/12 St James Square/)).closest('li')!;
    expect(item).toHaveTextContent('Default shipping address · Default billing address');
    expect(item).toHaveTextContent('London');
  });

  it('adds an address, checking the fields the country needs before sending', async () => {
    const api = createFakeApi();
    api.on('GET /api/account/addresses', { body: { addresses: [] } });
    api.on('POST /api/account/addresses', { status: 201, body: home });
    renderWithApp(<AddressBook />);
    expect(
      await screen.findByText('No addresses yet. Add one here, or keep one at checkout.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add an address' }));
    const form = screen.getByRole('group', { name: 'New address' });
    await userEvent.selectOptions(within(form).getByLabelText('Country'), 'US');
    await userEvent.type(within(form).getByLabelText('Recipient Name'), 'Grace Hopper');
    await userEvent.type(within(form).getByLabelText('Address line 1'), '1 Navy Way');
    await userEvent.type(within(form).getByLabelText('City'), 'Arlington');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    // A US address needs its state and ZIP code: nothing is sent yet.
    expect(await within(form).findByText('State is required.')).toBeInTheDocument();
    expect(within(form).getByText('Postal code is required.')).toBeInTheDocument();
    expect(api.sentTo('POST /api/account/addresses')).toHaveLength(0);

    await userEvent.selectOptions(within(form).getByLabelText('State'), 'Virginia');
    await userEvent.type(within(form).getByLabelText('Postal code'), '22202');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ship here by default' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Address saved.'));
    expect(api.sentTo('POST /api/account/addresses')[0]?.body).toEqual({
      address: {
        name: 'Grace Hopper',
        line1: '1 Navy Way',
        line2: '',
        city: 'Arlington',
        state: 'Virginia',
        postal_code: '22202',
        country: 'US',
        phone: '',
      },
      isDefaultShipping: true,
      isDefaultBilling: false,
    });
  });

  it('deletes an address only once the shopper confirms', async () => {
    const api = createFakeApi();
    api.on('GET /api/account/addresses', { body: { addresses: [home] } });
    api.on(`DELETE /api/account/addresses/${home.id}`, { body: { addresses: [] } });
    renderWithApp(<AddressBook />);
    const item = (await screen.findByText(/12 St James Square/)).closest('li')!;
    await userEvent.click(within(item).getByRole('button', { name: 'Delete' }));
    expect(api.sentTo(`DELETE /api/account/addresses/${home.id}`)).toHaveLength(0);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Address deleted.'));
  });
});
