// The owner's name, logo and colours card: what is saved is shown, an edit is sent as typed (the name
// trimmed by the server), the header's text colour is picked for it, and a colour white text cannot
// sit on is refused before anything is sent; a refusal from the server shows under its field.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ShopBranding } from '@eshop/shared';
import { createFakeApi } from '../../../../test/fake-api';
import { renderWithApp } from '../../../../test/render';
import { BrandingSettings } from './branding-settings';

vi.mock('../../../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const SAVED: ShopBranding = {
  shopName: null,
  defaultShopName: 'eShop',
  logo: null,
  headerColor: '#ffffff',
  accentColor: '#c2410c',
};

describe('BrandingSettings', () => {
  it('saves a new name and colours, and previews dark text turning white on a dark header', async () => {
    const api = createFakeApi();
    api.on('PUT /api/admin/settings/branding', (body) => ({ body: { ...SAVED, ...(body as object) } }));
    renderWithApp(<BrandingSettings branding={SAVED} />);

    expect(screen.getByLabelText('Shop name')).toHaveAttribute('placeholder', 'eShop');
    expect(screen.getByText(/Text on it is dark/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Shop name'), 'Corner Shop');
    const header = screen.getByLabelText('Header colour');
    await userEvent.clear(header);
    await userEvent.type(header, '#1e3a8a');
    expect(screen.getByText(/Text on it is white/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Preview' })).toHaveTextContent('Corner Shop');
    await userEvent.click(screen.getByRole('button', { name: 'Save name, logo and colours' }));

    await waitFor(() => expect(api.sentTo('PUT /api/admin/settings/branding')).toHaveLength(1));
    expect(api.sentTo('PUT /api/admin/settings/branding')[0]?.body).toEqual({
      shopName: 'Corner Shop',
      logo: null,
      headerColor: '#1e3a8a',
      accentColor: '#c2410c',
    });
  });

  it('refuses an accent too light for white text, and a colour that is not #rrggbb, without sending', async () => {
    const api = createFakeApi();
    renderWithApp(<BrandingSettings branding={SAVED} />);
    const accent = screen.getByLabelText('Accent colour (buttons and links)');
    await userEvent.clear(accent);
    await userEvent.type(accent, '#fbbf24');
    expect(screen.getByText(/too light.*1\.6:1.*at least 4\.5:1/)).toBeInTheDocument();
    expect(accent).toHaveAttribute('aria-invalid', 'true');
    const header = screen.getByLabelText('Header colour');
    await userEvent.clear(header);
    await userEvent.type(header, 'navy');
    expect(screen.getByText('Enter a colour as # and six hex digits, like #1d4ed8.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save name, logo and colours' }));
    expect(api.sentTo('PUT /api/admin/settings/branding')).toHaveLength(0);
  });

  it('shows the logo with a way to remove it, and the message the server gave under it', async () => {
    const api = createFakeApi();
    const logo = { url: '/uploads/product/1logo.png', width: 400, height: 100 };
    const message = 'The logo is not among the pictures the shop stored; upload it again.';
    api.on('PUT /api/admin/settings/branding', {
      status: 400,
      body: { error: { code: 'VALIDATION_ERROR', message, details: [{ path: 'logo', message }] } },
    });
    renderWithApp(<BrandingSettings branding={{ ...SAVED, shopName: 'Corner Shop', logo }} />);
    const preview = screen.getByRole('img', { name: 'Logo of Corner Shop' });
    expect(preview).toHaveAttribute('width', '160');
    expect(preview).toHaveAttribute('height', '40');
    await userEvent.click(screen.getByRole('button', { name: 'Save name, logo and colours' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(screen.queryByRole('img', { name: 'Logo of Corner Shop' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Upload a logo')).toBeInTheDocument();
  });
});
