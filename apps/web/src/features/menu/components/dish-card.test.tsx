import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { messages } from '@tiffin/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildMenu,
  buildProduct,
  buildProductDetails,
  curries,
  roganJoshVariations,
  starters,
} from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderMenuWithBasket } from '../testing/render-menu';

const MENU_CALL = 'GET /api/custom/custom/products-with-categories';
const bhaji = buildProduct(starters, { id: 1, name: 'Onion Bhaji', price: '6.50', allergies: ['Milk'] });
const rogan = buildProduct(curries, {
  id: 20,
  name: 'Lamb Rogan Josh',
  price: '16.95',
  veg: false,
  has_variations: true,
});

function mockMenu() {
  return mockApi({
    [MENU_CALL]: jsonResponse(200, buildMenu({ products: [bhaji, rogan] })),
    'GET /api/v1/products/details/1': jsonResponse(200, buildProductDetails(bhaji)),
    'GET /api/v1/products/details/20': jsonResponse(200, buildProductDetails(rogan, roganJoshVariations())),
  });
}

async function card(name: string) {
  return within(await screen.findByRole('article', { name: new RegExp(name) }));
}

describe('a dish card', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('adds a dish without options straight from the card, then says ADDED TO CART! for 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockMenu();
    const { onAdd } = renderMenuWithBasket();
    const bhajiCard = await card('Onion Bhaji');
    const button = bhajiCard.getByRole('button', { name: messages.menu.addToCart });
    button.focus();

    fireEvent.click(button);

    expect(await bhajiCard.findByRole('button', { name: messages.menu.addedToCart })).toBe(button);
    expect(onAdd).toHaveBeenCalledWith({
      productId: 1,
      name: 'Onion Bhaji',
      description: bhaji.description,
      basePriceCents: 650,
      image: 'onion-bhaji.svg',
      category: starters,
      quantity: 1,
      selectedVariations: {},
      additionalNote: '',
      allergens: ['Milk'],
    });
    expect(bhajiCard.queryByText(messages.menu.inCart(1))).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => vi.advanceTimersByTime(2900));
    expect(button.textContent).toBe(messages.menu.addedToCart);
    act(() => vi.advanceTimersByTime(150));

    expect(button.textContent).toBe(messages.menu.addMore);
    expect(bhajiCard.getByText('IN CART (1)')).toBeTruthy();
    expect(document.activeElement).toBe(button);
  });

  it('says ADD TO CART, then IN CART (n) with ADD MORE once the basket holds it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockMenu();
    const { onAdd } = renderMenuWithBasket();
    const bhajiCard = await card('Onion Bhaji');
    expect(bhajiCard.getByRole('button', { name: 'ADD TO CART' })).toBeTruthy();
    expect(bhajiCard.queryByText(/IN CART/)).toBeNull();

    fireEvent.click(bhajiCard.getByRole('button', { name: 'ADD TO CART' }));
    await bhajiCard.findByRole('button', { name: 'ADDED TO CART!' });
    fireEvent.click(bhajiCard.getByRole('button', { name: 'ADDED TO CART!' }));
    await vi.waitFor(() => expect(onAdd).toHaveBeenCalledTimes(2));
    await act(() => vi.advanceTimersByTimeAsync(3100));
    expect(bhajiCard.getByRole('button', { name: 'ADD MORE' })).toBeTruthy();
    expect(bhajiCard.getByText('IN CART (2)')).toBeTruthy();
  });

  it('a dish with options opens the dish dialog instead', async () => {
    const fetchMock = mockMenu();
    const { onAdd } = renderMenuWithBasket();
    const roganCard = await card('Lamb Rogan Josh');

    fireEvent.click(roganCard.getByRole('button', { name: messages.menu.addToCart }));

    expect(await screen.findByRole('dialog', { name: 'Lamb Rogan Josh' })).toBeTruthy();
    expect(onAdd).not.toHaveBeenCalled();
    // The dialog asks for the dish's options.
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /api/v1/products/details/20').length).toBeGreaterThan(0),
    );
  });

  it('a dish without options goes into the basket without asking the server first', async () => {
    const fetchMock = mockMenu();
    const { onAdd } = renderMenuWithBasket();

    fireEvent.click((await card('Onion Bhaji')).getByRole('button', { name: messages.menu.addToCart }));

    expect(onAdd).toHaveBeenCalledWith(
      expect.objectContaining({ productId: 1, basePriceCents: 650, quantity: 1 }),
    );
    expect(callsTo(fetchMock, 'GET /api/v1/products/details/1')).toEqual([]);
  });

  it('names the dish its status button is for', async () => {
    mockMenu();
    renderMenuWithBasket();
    const button = (await card('Onion Bhaji')).getByRole('button', { name: messages.menu.addToCart });
    const describedBy = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(describedBy?.textContent).toContain('Onion Bhaji');
  });

  it('shows the favourites heart that the favourites feature provides, and none without it', async () => {
    mockMenu();
    const favouriteButton = (product: { name: string }) => (
      <button type="button" aria-pressed="false">{`Add ${product.name} to favourites`}</button>
    );
    const { unmount } = renderMenuWithBasket({ favouriteButton });
    expect(
      (await card('Onion Bhaji')).getByRole('button', { name: 'Add Onion Bhaji to favourites' }),
    ).toBeTruthy();
    expect(
      (await card('Lamb Rogan Josh')).getByRole('button', { name: 'Add Lamb Rogan Josh to favourites' }),
    ).toBeTruthy();
    unmount();

    renderMenuWithBasket();
    expect((await card('Onion Bhaji')).queryByRole('button', { name: /favourites/ })).toBeNull();
  });
});
