import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { catalogApi } from '../api/catalog-api';
import { DeliveryInfo } from './delivery-info';

describe('DeliveryInfo', () => {
  it("lists the shop's usual methods with their rates and free-from thresholds", async () => {
    const api = createFakeApi();
    api.on('GET /api/delivery-options', {
      body: {
        zone: 'United States and Canada',
        methods: [
          { name: 'Standard', rateCents: 499, freeFromCents: 5000 },
          { name: 'Express', rateCents: 1499, freeFromCents: null },
        ],
      },
    });
    renderWithApp(<DeliveryInfo />);
    expect(await screen.findByText('Delivery to United States and Canada')).toBeInTheDocument();
    expect(screen.getByText('Standard: $4.99, free on orders from $50.00')).toBeInTheDocument();
    expect(screen.getByText('Express: $14.99')).toBeInTheDocument();
  });

  it('says nothing when nothing ships', async () => {
    const api = createFakeApi();
    api.on('GET /api/delivery-options', { body: { zone: null, methods: [] } });
    const { container, store } = renderWithApp(<DeliveryInfo />);
    // Nothing to find on screen: wait for the answer to be in, then look.
    await waitFor(() =>
      expect(catalogApi.endpoints.getDeliveryOptions.select()(store.getState()).isSuccess).toBe(true),
    );
    expect(api.sentTo('GET /api/delivery-options')).toHaveLength(1);
    expect(container).toBeEmptyDOMElement();
  });
});
