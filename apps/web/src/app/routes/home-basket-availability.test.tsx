import { act, screen, waitFor, within } from '@testing-library/react';
import { messages, type Product } from '@tiffin/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { useBasketStore } from '@/features/basket/stores/basket-store';
import { productsWithCategoriesQueryOptions } from '@/features/menu/api/get-products-with-categories';
import { signInForTest } from '@/testing/auth';
import {
  buildCustomer,
  buildMenu,
  buildProduct,
  buildProductDetails,
  buildRestaurant,
  curries,
  roganJoshVariations,
  starters,
} from '@/testing/fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

// Issue 29: the home page's basket reads what the menu sells each time the menu comes anew.
const bhaji = buildProduct(starters, { id: 1, name: 'Onion Bhaji', price: '6.50' });
const rogan = buildProduct(curries, {
  id: 20,
  name: 'Lamb Rogan Josh',
  price: '16.95',
  has_variations: true,
});

/** The server's menu as it is now: the dishes on it, and the stock of the rogan josh's lamb (option 52). */
const server = { dishes: [bhaji, rogan] as Product[], lambStock: null as number | null };

function roganDetails() {
  const variations = roganJoshVariations().map((variation) => ({
    ...variation,
    values: variation.values.map((value) =>
      value.option_id === 52 && server.lambStock !== null
        ? { ...value, stock_type: 'limited' as const, current_stock: server.lambStock }
        : value,
    ),
  }));
  return buildProductDetails(rogan, variations);
}

function mockSite() {
  return mockApi({
    'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()),
    'GET /api/custom/custom/products-with-categories': () =>
      jsonResponse(200, buildMenu({ products: server.dishes })),
    'GET /api/v1/products/details/1': () => jsonResponse(200, buildProductDetails(bhaji)),
    'GET /api/v1/products/details/20': () => jsonResponse(200, roganDetails()),
  });
}

function fillBasket() {
  const { addItem } = useBasketStore.getState();
  const line = { description: '', image: null, quantity: 1, additionalNote: '', allergens: [] };
  addItem({
    ...line,
    productId: 1,
    name: 'Onion Bhaji',
    basePriceCents: 650,
    category: starters,
    selectedVariations: {},
  });
  addItem({
    ...line,
    productId: 20,
    name: 'Lamb Rogan Josh',
    basePriceCents: 1695,
    category: curries,
    selectedVariations: {
      13: { variationId: 13, variationName: 'Protein', optionId: 52, label: 'Lamb', priceCents: 200 },
      14: { variationId: 14, variationName: 'Spice level', optionId: 56, label: 'Medium', priceCents: 0 },
    },
  });
}

async function basket() {
  const aside = await waitFor(() => {
    const found = document.getElementById('basket-section');
    if (found === null) throw new Error('no #basket-section');
    return found;
  });
  await within(aside).findByRole('button', { name: messages.basket.checkout });
  return within(aside);
}

/** The menu comes anew, as it does every 5 minutes or when the page comes back into view. */
async function menuRefreshes(queryClient: ReturnType<typeof renderApp>['queryClient']) {
  await act(() => queryClient.refetchQueries({ queryKey: productsWithCategoriesQueryOptions().queryKey }));
}

describe('the home page’s basket and what the menu sells now', () => {
  beforeEach(async () => {
    localStorage.clear();
    await useBasketStore.persist.rehydrate();
    server.dishes = [bhaji, rogan];
    server.lambStock = null;
    fillBasket();
  });

  it('a dish 86’d while in the basket is marked when the menu comes anew, and counted out', async () => {
    mockSite();
    const { queryClient } = renderApp('/');
    const panel = await basket();
    expect(await panel.findByText('€25.45')).toBeTruthy();
    expect(panel.queryByText(messages.basket.noLongerAvailable)).toBeNull();

    server.dishes = [bhaji];
    await menuRefreshes(queryClient);

    await waitFor(() => expect(panel.getByText(messages.basket.noLongerAvailable)).toBeTruthy());
    expect(panel.getByText('Lamb Rogan Josh').closest('li')?.textContent).toContain(
      messages.basket.noLongerAvailable,
    );
    expect(panel.getAllByText('€6.50').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /^Open basket, 1 item$/ })).toBeTruthy();
  });

  it('a dish 86’d is marked as soon as the signed-in customer’s stream says the menu changed (issue 47)', async () => {
    signInForTest();
    const encoder = new TextEncoder();
    let stream: ReadableStreamDefaultController<Uint8Array> | undefined;
    mockApi({
      'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()),
      'GET /api/custom/custom/products-with-categories': () =>
        jsonResponse(200, buildMenu({ products: server.dishes })),
      'GET /api/v1/products/details/20': () => jsonResponse(200, roganDetails()),
      'GET /api/v1/customer/notifications': jsonResponse(200, []),
      'GET /api/v1/customer/info': jsonResponse(200, buildCustomer()),
      'GET /api/v1/customer/orders/stream': () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start: (opened) => {
              stream = opened;
            },
          }),
          {
            headers: { 'content-type': 'text/event-stream' },
          },
        ),
    });
    renderApp('/');
    const panel = await basket();
    expect(await panel.findByText('€25.45')).toBeTruthy();
    await waitFor(() => expect(stream).toBeDefined());

    server.dishes = [bhaji];
    stream?.enqueue(encoder.encode('event: menu\ndata: {}\n\n'));
    await waitFor(() => expect(panel.getByText(messages.basket.noLongerAvailable)).toBeTruthy());
  });

  it('an option sold out meanwhile is seen when the menu comes anew (its dish’s details are read again)', async () => {
    mockSite();
    const { queryClient } = renderApp('/');
    const panel = await basket();
    await panel.findByText('€25.45');

    server.lambStock = 0;
    await menuRefreshes(queryClient);

    await waitFor(() =>
      expect(panel.getByText('Lamb Rogan Josh').closest('li')?.textContent).toContain(
        messages.basket.noLongerAvailable,
      ),
    );
    expect(screen.getByRole('button', { name: /^Open basket, 1 item$/ })).toBeTruthy();
  });
});
