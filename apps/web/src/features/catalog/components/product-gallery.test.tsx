import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { ProductGallery } from './product-gallery';

describe('ProductGallery', () => {
  it('shows one picture without thumbnails', () => {
    renderWithApp(<ProductGallery name="Nova SE" imageURL="/demo-images/nova-se.webp" gallery={[]} />);
    expect(screen.getByAltText('Nova SE')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Show picture/ })).not.toBeInTheDocument();
  });

  it('lists the main picture then the more pictures, each reachable by its thumbnail', async () => {
    renderWithApp(
      <ProductGallery
        name="Nova SE"
        imageURL="/uploads/product/1main.webp"
        gallery={['/uploads/product/2side.webp', '/uploads/product/3back.webp']}
      />,
    );
    const list = screen.getByRole('list', { name: 'Pictures of Nova SE' });
    expect(list.querySelectorAll('img')).toHaveLength(3);
    expect(screen.getByAltText('Nova SE, picture 3 of 3')).toBeInTheDocument();
    const third = screen.getByRole('button', { name: 'Show picture 3 of 3' });
    expect(screen.getByRole('button', { name: 'Show picture 1 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(third);
    expect(third).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show picture 1 of 3' })).not.toHaveAttribute('aria-current');
  });
});
