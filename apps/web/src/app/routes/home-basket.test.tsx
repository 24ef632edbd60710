import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { messages } from '@tiffin/core';
import { describe, expect, it } from 'vitest';
import { clearAccountData } from '@/features/auth/hooks/clear-account-data';
import { useBasketStore } from '@/features/basket/stores/basket-store';
import { signInForTest } from '@/testing/auth';
import {
  buildMenu,
  buildProduct,
  buildProductDetails,
  buildRestaurant,
  curries,
  starters,
} from '@/testing/fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const bhaji = buildProduct(starters, { id: 1, name: 'Onion Bhaji', price: '6.50' });
const rogan = buildProduct(curries, { id: 20, name: 'Lamb Rogan Josh', price: '16.95', veg: false });

function mockSite({ minimumOrder = '15.00' } = {}) {
  return mockApi({
    'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant({ minimum_order: minimumOrder })),
    'GET /api/custom/custom/products-with-categories': jsonResponse(
      200,
      buildMenu({ products: [bhaji, rogan] }),
    ),
    'GET /api/v1/products/details/1': jsonResponse(200, buildProductDetails(bhaji)),
    'GET /api/v1/products/details/20': jsonResponse(200, buildProductDetails(rogan)),
  });
}

async function addFromCard(name: string) {
  const card = within(await screen.findByRole('article', { name: new RegExp(name) }));
  fireEvent.click(card.getByRole('button', { name: /ADD/ }));
  await card.findByRole('button', { name: messages.menu.addedToCart });
}

async function basket() {
  const aside = document.getElementById('basket-section');
  if (aside === null) throw new Error('no #basket-section');
  await within(aside).findByRole('button', { name: messages.basket.checkout });
  return within(aside);
}

describe('the menu and the basket on the home page', () => {
  it('a dish added from the menu appears in the basket beside it, which is kept under "cart"', async () => {
    mockSite();
    renderApp('/');

    await addFromCard('Onion Bhaji');
    await addFromCard('Lamb Rogan Josh');

    const panel = await basket();
    expect(panel.getByText('Onion Bhaji')).toBeTruthy();
    expect(panel.getByText('Lamb Rogan Josh')).toBeTruthy();
    expect(panel.getByText('€23.45')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('cart') ?? 'null').state.items).toHaveLength(2);
  });

  it('a visitor pressing Checkout gets the sign-in modal', async () => {
    mockSite();
    renderApp('/');
    await addFromCard('Lamb Rogan Josh');

    fireEvent.click((await basket()).getByRole('button', { name: messages.basket.checkout }));

    expect(await screen.findByRole('dialog', { name: messages.navigation.signIn })).toBeTruthy();
  });

  it('a signed-in customer goes on to /check-out', async () => {
    signInForTest();
    mockSite();
    const { router } = renderApp('/');
    await addFromCard('Lamb Rogan Josh');

    fireEvent.click((await basket()).getByRole('button', { name: messages.basket.checkout }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/check-out'));
  });

  it('the minimum order comes from the restaurant’s settings', async () => {
    signInForTest();
    mockSite({ minimumOrder: '20.00' });
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Tiffin' });
    await addFromCard('Lamb Rogan Josh');

    fireEvent.click((await basket()).getByRole('button', { name: messages.basket.checkout }));

    expect((await basket()).getByRole('alert').textContent).toBe('Minimum order amount is €20.00');
    expect(router.state.location.pathname).toBe('/');
  });

  it('signing out empties the basket on screen as well as in storage', async () => {
    signInForTest();
    mockSite();
    const { queryClient } = renderApp('/');
    await addFromCard('Onion Bhaji');
    expect(useBasketStore.getState().items).toHaveLength(1);

    act(() => clearAccountData(queryClient));

    expect(useBasketStore.getState().items).toEqual([]);
    expect(localStorage.getItem('cart')).toBeNull();
    expect((await basket()).getByText(messages.basket.emptyTitle)).toBeTruthy();
  });
});
