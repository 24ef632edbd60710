import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FAVOURITE_TOAST_MS, favouriteMessages, formMessages, messages } from '@tiffin/core';
import { describe, expect, it, vi } from 'vitest';
import { clearAccountData } from '@/features/auth/hooks/clear-account-data';
import { toast } from '@/lib/toast';
import { bearerOf, bodyOf, signInForTest, TEST_TOKEN } from '@/testing/auth';
import { buildMenu, buildProduct, buildRestaurant, curries, starters } from '@/testing/fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { WISH_LIST, WISH_LIST_ADD, WISH_LIST_REMOVE, wishListServer } from '@/testing/wish-list-server';

const bhaji = buildProduct(starters, { id: 1, name: 'Onion Bhaji', price: '6.50' });
const rogan = buildProduct(curries, { id: 20, name: 'Lamb Rogan Josh', price: '16.95', veg: false });
const dishes = [bhaji, rogan];
const m = messages.favourites;

function mockSite(favourites: number[] = [], routes: Parameters<typeof mockApi>[0] = {}) {
  const server = wishListServer(dishes, favourites);
  const fetchMock = mockApi({
    'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()),
    'GET /api/custom/custom/products-with-categories': jsonResponse(200, buildMenu({ products: dishes })),
    ...server.routes,
    ...routes,
  });
  return { fetchMock, server };
}

/** The heart on a dish's photo, whichever its name is now. */
async function heartOf(name: string) {
  const card = await screen.findByRole('article', { name: new RegExp(name) });
  return within(card).getByRole('button', { name: /favourites$/ });
}

const wishListCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([input]) => String(input).includes('/wish-list'));

/** An answer the test gives when it chooses. */
function deferred() {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release };
}

describe('the hearts on the menu', () => {
  it('a visitor’s heart opens the sign-in modal, and nothing changes or is sent', async () => {
    const { fetchMock } = mockSite();
    renderApp('/');

    const heart = await heartOf('Onion Bhaji');
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(heart.getAttribute('aria-label')).toBe('Add Onion Bhaji to favourites');

    fireEvent.click(heart);

    expect(await screen.findByRole('dialog', { name: messages.navigation.signIn })).toBeTruthy();
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(wishListCalls(fetchMock)).toHaveLength(0);
    expect(localStorage.getItem('wishlist_items')).toBeNull();
  });

  it('a customer’s favourites come from the server, asked with the token and the zone', async () => {
    signInForTest();
    const { fetchMock } = mockSite([20]);
    renderApp('/');

    await waitFor(async () =>
      expect((await heartOf('Lamb Rogan Josh')).getAttribute('aria-pressed')).toBe('true'),
    );
    expect((await heartOf('Lamb Rogan Josh')).getAttribute('aria-label')).toBe(
      'Remove Lamb Rogan Josh from favourites',
    );
    expect((await heartOf('Onion Bhaji')).getAttribute('aria-pressed')).toBe('false');
    const [, init] = callsTo(fetchMock, WISH_LIST)[0] ?? [];
    expect(bearerOf(init)).toBe(`Bearer ${TEST_TOKEN}`);
    expect(new Headers(init?.headers).get('zoneId')).toBe('4');
    expect(JSON.parse(localStorage.getItem('wishlist_items') ?? 'null').state.productIds).toEqual([20]);
  });

  it('adding fills the heart at once, then says so for 3 s once the server has it', async () => {
    signInForTest();
    const answer = deferred();
    const server = wishListServer(dishes);
    const { fetchMock } = mockSite([], {
      [WISH_LIST_ADD]: async (init) => {
        await answer.gate;
        return server.routes[WISH_LIST_ADD](init);
      },
      [WISH_LIST]: server.routes[WISH_LIST],
    });
    const success = vi.spyOn(toast, 'success');
    renderApp('/');
    await waitFor(() => expect(callsTo(fetchMock, WISH_LIST)).toHaveLength(1));

    fireEvent.click(await heartOf('Onion Bhaji'));

    // Before the server has answered (its answer waits for the test).
    await waitFor(async () =>
      expect((await heartOf('Onion Bhaji')).getAttribute('aria-pressed')).toBe('true'),
    );
    expect((await heartOf('Onion Bhaji')).getAttribute('aria-label')).toBe(
      'Remove Onion Bhaji from favourites',
    );
    await waitFor(() => expect(callsTo(fetchMock, WISH_LIST_ADD)).toHaveLength(1));
    expect(screen.queryByText(favouriteMessages.addedToFavourites('Onion Bhaji'))).toBeNull();
    const [, init] = callsTo(fetchMock, WISH_LIST_ADD)[0] ?? [];
    expect(bodyOf(init)).toEqual({ food_id: '1' });
    expect(bearerOf(init)).toBe(`Bearer ${TEST_TOKEN}`);

    answer.release();

    expect(await screen.findByText('Onion Bhaji added to favorites')).toBeTruthy();
    expect(success).toHaveBeenCalledWith('Onion Bhaji added to favorites', { duration: FAVOURITE_TOAST_MS });
    expect(server.favourites).toEqual([1]);
    // The list is asked again once the change has settled, and agrees.
    await waitFor(() => expect(callsTo(fetchMock, WISH_LIST)).toHaveLength(2));
    expect((await heartOf('Onion Bhaji')).getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem('wishlist_items') ?? 'null').state.productIds).toEqual([1]);
  });

  it('removing empties the heart and says so', async () => {
    signInForTest();
    const { fetchMock, server } = mockSite([20, 1]);
    renderApp('/');
    await waitFor(async () =>
      expect((await heartOf('Lamb Rogan Josh')).getAttribute('aria-pressed')).toBe('true'),
    );

    fireEvent.click(await heartOf('Lamb Rogan Josh'));

    expect(await screen.findByText('Lamb Rogan Josh removed from favorites')).toBeTruthy();
    expect((await heartOf('Lamb Rogan Josh')).getAttribute('aria-pressed')).toBe('false');
    expect(bodyOf(callsTo(fetchMock, WISH_LIST_REMOVE)[0]?.[1])).toEqual({ food_id: '20' });
    expect(server.favourites).toEqual([1]);
  });

  it('when the server fails, the heart goes back and says Failed to update favorites', async () => {
    signInForTest();
    const { fetchMock } = mockSite([], {
      [WISH_LIST_ADD]: () => errorResponse(500, 'Internal server error'),
    });
    renderApp('/');
    await waitFor(() => expect(callsTo(fetchMock, WISH_LIST)).toHaveLength(1));

    fireEvent.click(await heartOf('Onion Bhaji'));

    expect(await screen.findByText(m.updateFailed)).toBeTruthy();
    expect((await heartOf('Onion Bhaji')).getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByText(favouriteMessages.addedToFavourites('Onion Bhaji'))).toBeNull();
    expect(localStorage.getItem('wishlist_items')).toBeNull();
  });

  it('a 401 ends the session with the one session-expired message, and the hearts empty', async () => {
    signInForTest();
    const { fetchMock } = mockSite([20], {
      [WISH_LIST_ADD]: () => errorResponse(401, formMessages.account.unauthenticated, 'unauthenticated'),
    });
    renderApp('/');
    await waitFor(async () =>
      expect((await heartOf('Lamb Rogan Josh')).getAttribute('aria-pressed')).toBe('true'),
    );

    fireEvent.click(await heartOf('Onion Bhaji'));

    expect(await screen.findByText(messages.common.sessionExpired)).toBeTruthy();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('wishlist_items')).toBeNull();
    expect((await heartOf('Onion Bhaji')).getAttribute('aria-pressed')).toBe('false');
    expect((await heartOf('Lamb Rogan Josh')).getAttribute('aria-pressed')).toBe('false');
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: messages.navigation.signIn }),
    ).toBeTruthy();
    expect(screen.queryByText(m.updateFailed)).toBeNull();
    expect(callsTo(fetchMock, WISH_LIST_ADD)).toHaveLength(1);
  });

  it('signing out empties the hearts on screen as well as in storage', async () => {
    signInForTest();
    mockSite([20]);
    const { queryClient } = renderApp('/');
    await waitFor(async () =>
      expect((await heartOf('Lamb Rogan Josh')).getAttribute('aria-pressed')).toBe('true'),
    );

    act(() => clearAccountData(queryClient));

    expect((await heartOf('Lamb Rogan Josh')).getAttribute('aria-pressed')).toBe('false');
    expect(localStorage.getItem('wishlist_items')).toBeNull();
  });

  it('after a reload the kept hearts show at once, before the server’s list, which then replaces them', async () => {
    signInForTest();
    localStorage.setItem(
      'wishlist_items',
      JSON.stringify({ state: { productIds: [1], items: [bhaji] }, version: 1 }),
    );
    const answer = deferred();
    const server = wishListServer(dishes, [20]);
    const { fetchMock } = mockSite([], {
      [WISH_LIST]: async () => {
        await answer.gate;
        return server.routes[WISH_LIST]();
      },
    });
    renderApp('/');

    await waitFor(async () =>
      expect((await heartOf('Onion Bhaji')).getAttribute('aria-pressed')).toBe('true'),
    );
    await waitFor(() => expect(callsTo(fetchMock, WISH_LIST)).toHaveLength(1));

    answer.release();

    await waitFor(async () =>
      expect((await heartOf('Lamb Rogan Josh')).getAttribute('aria-pressed')).toBe('true'),
    );
    expect((await heartOf('Onion Bhaji')).getAttribute('aria-pressed')).toBe('false');
    expect(JSON.parse(localStorage.getItem('wishlist_items') ?? 'null').state.productIds).toEqual([20]);
  });

  it('a damaged or older kept list is ignored', async () => {
    signInForTest();
    localStorage.setItem('wishlist_items', '{not json');
    mockSite([]);
    renderApp('/');
    expect((await heartOf('Onion Bhaji')).getAttribute('aria-pressed')).toBe('false');

    localStorage.setItem('wishlist_items', JSON.stringify({ productIds: [1], items: [bhaji] }));
    mockSite([]);
    renderApp('/');
    for (const heart of await screen.findAllByRole('button', { name: 'Add Onion Bhaji to favourites' })) {
      expect(heart.getAttribute('aria-pressed')).toBe('false');
    }
  });

  it('presses on one dish are sent one after another, and the last one is what stays', async () => {
    signInForTest();
    const firstAnswer = deferred();
    const server = wishListServer(dishes);
    const { fetchMock } = mockSite([], {
      ...server.routes,
      [WISH_LIST_ADD]: async (init) => {
        await firstAnswer.gate;
        return server.routes[WISH_LIST_ADD](init);
      },
    });
    renderApp('/');
    await waitFor(() => expect(callsTo(fetchMock, WISH_LIST)).toHaveLength(1));

    fireEvent.click(await heartOf('Onion Bhaji'));
    await waitFor(async () =>
      expect((await heartOf('Onion Bhaji')).getAttribute('aria-pressed')).toBe('true'),
    );
    fireEvent.click(await heartOf('Onion Bhaji'));

    // Shown at once; the removal waits for the addition's answer before it is sent.
    await waitFor(async () =>
      expect((await heartOf('Onion Bhaji')).getAttribute('aria-pressed')).toBe('false'),
    );
    expect(callsTo(fetchMock, WISH_LIST_ADD)).toHaveLength(1);
    expect(callsTo(fetchMock, WISH_LIST_REMOVE)).toHaveLength(0);

    firstAnswer.release();

    expect(await screen.findByText('Onion Bhaji removed from favorites')).toBeTruthy();
    expect(server.favourites).toEqual([]);
    await waitFor(() => expect(callsTo(fetchMock, WISH_LIST)).toHaveLength(2));
    expect((await heartOf('Onion Bhaji')).getAttribute('aria-pressed')).toBe('false');
    expect(localStorage.getItem('wishlist_items')).toBeNull();
  });

  it('a list the server sent before a change arrived does not undo the change on screen', async () => {
    signInForTest();
    const addAnswer = deferred();
    const server = wishListServer(dishes);
    const { fetchMock } = mockSite([], {
      ...server.routes,
      [WISH_LIST_ADD]: async (init) => {
        await addAnswer.gate;
        return server.routes[WISH_LIST_ADD](init);
      },
    });
    const { queryClient } = renderApp('/');
    await waitFor(() => expect(callsTo(fetchMock, WISH_LIST)).toHaveLength(1));

    fireEvent.click(await heartOf('Onion Bhaji'));
    await waitFor(() => expect(callsTo(fetchMock, WISH_LIST_ADD)).toHaveLength(1));
    // The list asked again (another tab, the window refocused) while the addition is on its way.
    await act(() => queryClient.refetchQueries({ queryKey: ['favourites', 'list'] }));

    expect(callsTo(fetchMock, WISH_LIST)).toHaveLength(2);
    expect((await heartOf('Onion Bhaji')).getAttribute('aria-pressed')).toBe('true');

    addAnswer.release();
    expect(await screen.findByText('Onion Bhaji added to favorites')).toBeTruthy();
    expect((await heartOf('Onion Bhaji')).getAttribute('aria-pressed')).toBe('true');
  });

  it('follows the favourites another tab changed', async () => {
    signInForTest();
    mockSite([]);
    renderApp('/');
    expect((await heartOf('Lamb Rogan Josh')).getAttribute('aria-pressed')).toBe('false');

    const stored = JSON.stringify({ state: { productIds: [20], items: [rogan] }, version: 1 });
    localStorage.setItem('wishlist_items', stored);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'wishlist_items', newValue: stored }));
    });

    expect((await heartOf('Lamb Rogan Josh')).getAttribute('aria-pressed')).toBe('true');
  });
});
