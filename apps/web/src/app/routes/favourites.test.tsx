import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADDED_TO_CART_MS, dishMessages, favouriteMessages, formMessages, messages } from '@tiffin/core';
import { describe, expect, it, vi } from 'vitest';
import { useBasketStore } from '@/features/basket/stores/basket-store';
import { signInForTest } from '@/testing/auth';
import {
  buildMenu,
  buildProduct,
  buildProductDetails,
  buildRestaurant,
  curries,
  roganJoshVariations,
  starters,
} from '@/testing/fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { WISH_LIST, WISH_LIST_REMOVE, wishListServer } from '@/testing/wish-list-server';

const bhaji = buildProduct(starters, { id: 1, name: 'Onion Bhaji', price: '6.50' });
const rogan = buildProduct(curries, {
  id: 20,
  name: 'Lamb Rogan Josh',
  description: 'Slow-cooked lamb in a Kashmiri chilli and tomato sauce.',
  price: '16.95',
  image: 'rogan-josh.svg',
  veg: false,
  allergies: ['Milk', 'Mustard'],
});
const dishes = [bhaji, rogan];
const m = messages.favourites;

type Routes = Parameters<typeof mockApi>[0];

function mockSite(favourites: number[] = [20, 1], routes: Routes = {}) {
  const server = wishListServer(dishes, favourites);
  const fetchMock = mockApi({
    'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()),
    'GET /api/custom/custom/products-with-categories': jsonResponse(200, buildMenu({ products: dishes })),
    'GET /api/v1/products/details/20': jsonResponse(200, buildProductDetails(rogan, roganJoshVariations())),
    ...server.routes,
    ...routes,
  });
  return { fetchMock, server };
}

const main = () => within(screen.getByRole('main'));
/** A card, named by its heading (after the vegetarian mark's 'Vegetarian', for a vegetarian dish). */
const card = (name: string) => main().findByRole('article', { name: new RegExp(`${name}$`) });

function deferred() {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release };
}

describe('the favourites page', () => {
  it('asks a visitor to sign in, and its button opens the sign-in modal', async () => {
    const { fetchMock } = mockSite();
    renderApp('/favourites');

    expect(await screen.findByRole('heading', { level: 1, name: favouriteMessages.heading })).toBeTruthy();
    fireEvent.click(main().getByRole('button', { name: messages.navigation.signIn }));

    expect(await screen.findByRole('dialog', { name: messages.navigation.signIn })).toBeTruthy();
    expect(callsTo(fetchMock, WISH_LIST)).toHaveLength(0);
  });

  it('says Loading favorites... until the list arrives, then shows each dish', async () => {
    signInForTest();
    const answer = deferred();
    const server = wishListServer(dishes, [20, 1]);
    mockSite([], {
      [WISH_LIST]: async () => {
        await answer.gate;
        return server.routes[WISH_LIST]();
      },
    });
    renderApp('/favourites');

    expect(await screen.findByRole('heading', { level: 1, name: favouriteMessages.heading })).toBeTruthy();
    expect(await main().findByText(favouriteMessages.loading)).toBeTruthy();

    answer.release();

    const list = await main().findByRole('list', { name: 'Your favourite dishes' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((item) => item.getAttribute('aria-labelledby')),
    ).toEqual(['favourite-20-name', 'favourite-1-name']);
    const lamb = within(await card('Lamb Rogan Josh'));
    expect(lamb.getByRole('img', { name: 'Lamb Rogan Josh' }).getAttribute('src')).toContain(
      'rogan-josh.svg',
    );
    expect(lamb.getByText(rogan.description)).toBeTruthy();
    expect(lamb.getByText('€16.95')).toBeTruthy();
    expect(lamb.getByRole('button', { name: 'Remove Lamb Rogan Josh from favourites' })).toBeTruthy();
    expect(lamb.getByRole('button', { name: messages.menu.addToCart })).toBeTruthy();
    expect(main().queryByText(favouriteMessages.loading)).toBeNull();
  });

  it('with none says No favourites yet, with Browse Menu to the menu', async () => {
    signInForTest();
    mockSite([]);
    const { router } = renderApp('/favourites');

    expect(await main().findByRole('heading', { name: favouriteMessages.emptyTitle })).toBeTruthy();
    expect(main().getByText(favouriteMessages.emptyText)).toBeTruthy();
    const browse = main().getByRole('link', { name: favouriteMessages.browseMenu });
    expect(browse.getAttribute('href')).toBe('/menu');

    fireEvent.click(browse);
    await waitFor(() => expect(router.state.location.pathname).toBe('/menu'));
  });

  it('when the list cannot be had, says Failed to fetch wishlist with Retry', async () => {
    signInForTest();
    const server = wishListServer(dishes, [1]);
    let failing = true;
    mockSite([], {
      [WISH_LIST]: () => (failing ? errorResponse(500, 'Internal server error') : server.routes[WISH_LIST]()),
    });
    renderApp('/favourites');

    const alert = (await main().findByText(m.fetchWishlistFailed)).closest<HTMLElement>('[role="alert"]');
    if (alert === null) throw new Error('the failure is not announced');

    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: messages.common.retry }));

    expect(await card('Onion Bhaji')).toBeTruthy();
  });

  it('removing dims the card and stops its buttons until the server answers, then it goes', async () => {
    signInForTest();
    const answer = deferred();
    const server = wishListServer(dishes, [20, 1]);
    const { fetchMock } = mockSite([20, 1], {
      [WISH_LIST_REMOVE]: async (init) => {
        await answer.gate;
        return server.routes[WISH_LIST_REMOVE](init);
      },
      [WISH_LIST]: server.routes[WISH_LIST],
    });
    renderApp('/favourites');
    const lamb = await card('Lamb Rogan Josh');
    const heart = within(lamb).getByRole('button', { name: 'Remove Lamb Rogan Josh from favourites' });
    const cart = within(lamb).getByRole('button', { name: messages.menu.addToCart });
    heart.focus();

    fireEvent.click(heart);

    await waitFor(() => expect(lamb.getAttribute('aria-busy')).toBe('true'));
    expect(lamb.className).toContain('opacity-50');
    expect(heart.getAttribute('aria-disabled')).toBe('true');
    expect(cart.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(cart);
    fireEvent.click(heart);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetchMock, WISH_LIST_REMOVE)).toHaveLength(1);

    answer.release();

    expect(await screen.findByText(favouriteMessages.removedFromFavourites('Lamb Rogan Josh'))).toBeTruthy();
    await waitFor(() => expect(main().queryByRole('article', { name: 'Lamb Rogan Josh' })).toBeNull());
    expect(server.favourites).toEqual([1]);
    // Focus moves on to the next card's heart rather than back to the top of the page.
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Remove Onion Bhaji from favourites'),
    );
  });

  it('a refused removal brings the card back and says Failed to remove from favorites', async () => {
    signInForTest();
    mockSite([20, 1], { [WISH_LIST_REMOVE]: () => errorResponse(500, 'Internal server error') });
    renderApp('/favourites');
    const lamb = await card('Lamb Rogan Josh');

    fireEvent.click(within(lamb).getByRole('button', { name: 'Remove Lamb Rogan Josh from favourites' }));

    expect(await screen.findByText(m.removeFailed)).toBeTruthy();
    await waitFor(() => expect(lamb.getAttribute('aria-busy')).toBeNull());
    expect(lamb.className).not.toContain('opacity-50');
    expect(
      within(lamb).getByRole('button', { name: messages.menu.addToCart }).getAttribute('aria-disabled'),
    ).toBeNull();
    expect(screen.queryByText(favouriteMessages.removedFromFavourites('Lamb Rogan Josh'))).toBeNull();
  });

  it('the cart button opens the add-to-cart sheet, whose dish goes into the basket with its options', async () => {
    signInForTest();
    mockSite();
    renderApp('/favourites');
    const lamb = await card('Lamb Rogan Josh');
    fireEvent.click(within(lamb).getByRole('button', { name: messages.menu.addToCart }));

    const sheet = within(await screen.findByRole('dialog', { name: 'Lamb Rogan Josh' }));
    await sheet.findByRole('radio', { name: /Chicken/ });
    expect(sheet.getByText('€16.95')).toBeTruthy();
    expect(sheet.getByText(rogan.description)).toBeTruthy();
    expect(sheet.getByRole('region', { name: messages.menu.allergens }).textContent).toContain('Mustard');
    expect(sheet.getAllByText(dishMessages.selectOne)).toHaveLength(2);
    fireEvent.click(sheet.getByRole('radio', { name: /Lamb/ }));
    fireEvent.click(sheet.getByRole('radio', { name: /^Hot/ }));
    fireEvent.input(sheet.getByLabelText(dishMessages.additionalNoteOptional), {
      target: { value: 'extra naan please' },
    });
    expect(sheet.getByText('17/200')).toBeTruthy();
    fireEvent.click(sheet.getByRole('button', { name: 'Increase quantity' }));
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(sheet.getByRole('button', { name: dishMessages.addToCartButton }));

    expect(screen.queryByRole('dialog', { name: 'Lamb Rogan Josh' })).toBeNull();
    expect(await screen.findByText(m.addedToCart('Lamb Rogan Josh'))).toBeTruthy();
    expect(useBasketStore.getState().items).toMatchObject([
      {
        productId: 20,
        name: 'Lamb Rogan Josh',
        quantity: 2,
        additionalNote: 'extra naan please',
        selectedVariations: {
          13: { variationName: 'Protein', label: 'Lamb', priceCents: 200 },
          14: { variationName: 'Spice level', label: 'Hot', priceCents: 0 },
        },
      },
    ]);
    const button = within(lamb).getByRole('button', { name: messages.menu.addedToCart });

    await act(() => vi.advanceTimersByTimeAsync(ADDED_TO_CART_MS));
    expect(button.textContent).toBe(messages.menu.addToCart);
    vi.useRealTimers();

    // The next opening starts afresh.
    fireEvent.click(button);
    const again = within(await screen.findByRole('dialog', { name: 'Lamb Rogan Josh' }));
    await again.findByRole('radio', { name: /Chicken/ });
    expect(again.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    expect((again.getByLabelText(dishMessages.additionalNoteOptional) as HTMLTextAreaElement).value).toBe('');
  });

  it('a 401 ends the session with the one session-expired message and shows the sign-in prompt', async () => {
    signInForTest();
    mockSite([1], {
      [WISH_LIST]: () => errorResponse(401, formMessages.account.unauthenticated, 'unauthenticated'),
    });
    renderApp('/favourites');

    expect(await screen.findByText(messages.common.sessionExpired)).toBeTruthy();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(await main().findByRole('button', { name: messages.navigation.signIn })).toBeTruthy();
    expect(main().queryByText(m.fetchWishlistFailed)).toBeNull();
  });
});
