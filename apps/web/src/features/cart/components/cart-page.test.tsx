import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_CART_QUANTITY } from '@eshop/shared';
import { renderWithApp } from '../../../test/render';
import { addToCart, replaceCart } from '../cart-slice';
import { CartPage } from './cart-page';

const phone = { id: 'p1', name: 'Phone', priceCents: 19_999, imageURL: '/p1.svg' };
const case_ = { id: 'p2', name: 'Case', priceCents: 1_050, imageURL: '/p2.svg' };

describe('CartPage', () => {
  beforeEach(() => localStorage.clear());

  it('shows the empty state with a way back to the products', () => {
    renderWithApp(<CartPage />);
    expect(screen.getByRole('heading', { name: 'Your cart is empty!' })).toBeInTheDocument();
    expect(screen.getByText('Browse our categories and discover our best deals!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/#products');
  });

  it('lists the items with line totals and a subtotal that follows the quantity buttons', async () => {
    const { store } = renderWithApp(<CartPage />);
    store.dispatch(addToCart(phone));
    store.dispatch(addToCart(case_));
    store.dispatch(addToCart(case_));

    expect(await screen.findByRole('heading', { name: 'Shopping Cart' })).toBeInTheDocument();
    const caseRow = screen.getByRole('row', { name: /Case/ });
    expect(within(caseRow).getByText('$21.00')).toBeInTheDocument();
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$220.99');
    expect(screen.getByText('Cart item(s): 3')).toBeInTheDocument();
    expect(screen.getByText('Tax and shipping calculated at checkout')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Phone' }));
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$420.98');

    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Case' }));
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Case' }));
    expect(screen.queryByRole('row', { name: /Case/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Phone from cart' }));
    expect(screen.getByText('Your cart is empty!')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('cartItems') ?? '')).toEqual([]);
  });

  it('disables the plus button once a line holds the most the shop accepts', async () => {
    const { store } = renderWithApp(<CartPage />);
    store.dispatch(replaceCart([{ ...phone, cartQuantity: MAX_CART_QUANTITY - 1 }]));
    const plus = await screen.findByRole('button', { name: 'Increase quantity of Phone' });
    expect(plus).toBeEnabled();

    await userEvent.click(plus);
    expect(screen.getByRole('group', { name: 'Quantity of Phone' })).toHaveTextContent(
      String(MAX_CART_QUANTITY),
    );
    expect(plus).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease quantity of Phone' })).toBeEnabled();
  });

  it('clears the cart only once the shopper confirms', async () => {
    const { store } = renderWithApp(<CartPage />);
    store.dispatch(addToCart(phone));
    await userEvent.click(await screen.findByRole('button', { name: 'Clear Cart' }));
    const question = screen.getByRole('dialog', { name: 'Remove every item from your cart?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Keep my items' }));
    expect(store.getState().cart.cartItems).toHaveLength(1);

    await userEvent.click(screen.getAllByRole('button', { name: 'Clear Cart' })[0]!);
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Remove every item from your cart?' })).getByRole('button', {
        name: 'Clear Cart',
      }),
    );
    expect(screen.getByText('Your cart is empty!')).toBeInTheDocument();
    expect(store.getState().cart.cartTotalAmount).toBe(0);
  });
});
