// The search synonyms: the owner's lines become groups (blank lines and spaces dropped), and the
// server's refusal is shown under the field and as a toast.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../../../../test/fake-api';
import { renderWithApp } from '../../../../test/render';
import { SearchSynonymsSettings } from './search-synonyms-settings';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../../../lib/notify', () => ({ notify: toast }));

const URL = '/api/admin/settings/search-synonyms';

describe('SearchSynonymsSettings', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows the groups a line each and sends the lines as groups', async () => {
    const api = createFakeApi();
    api.on(`PUT ${URL}`, (body) => ({ body }));
    renderWithApp(<SearchSynonymsSettings synonyms={{ groups: [['shoe', 'sneaker']] }} />);
    const field = screen.getByLabelText('Synonym groups');
    expect(field).toHaveValue('shoe, sneaker');
    await userEvent.type(field, '{Enter}{Enter}  tee ,t-shirt,{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save search synonyms' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Settings saved'));
    expect(api.sentTo(`PUT ${URL}`)[0]?.body).toEqual({
      groups: [
        ['shoe', 'sneaker'],
        ['tee', 't-shirt'],
      ],
    });
  });

  it("shows the server's refusal under the field", async () => {
    const api = createFakeApi();
    const message = 'A group needs at least two words.';
    api.on(`PUT ${URL}`, {
      status: 400,
      body: { error: { code: 'VALIDATION_ERROR', message, details: [{ path: 'groups.0', message }] } },
    });
    renderWithApp(<SearchSynonymsSettings synonyms={{ groups: [] }} />);
    await userEvent.type(screen.getByLabelText('Synonym groups'), 'lonely');
    await userEvent.click(screen.getByRole('button', { name: 'Save search synonyms' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(message);
  });
});
