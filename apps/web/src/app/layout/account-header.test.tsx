import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formMessages, messages, SIGN_OUT_OVERLAY_MS } from '@tiffin/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bearerOf, signInForTest, TEST_TOKEN } from '@/testing/auth';
import { buildLoginResponse, buildMenu, buildRestaurant } from '@/testing/fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const nav = messages.navigation;
const LOGOUT = 'POST /api/v1/auth/logout';

function siteApi(routes: Record<string, () => Response> = {}) {
  return mockApi({
    'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()),
    'GET /api/custom/custom/products-with-categories': jsonResponse(200, buildMenu()),
    [LOGOUT]: () => jsonResponse(200, { message: formMessages.account.signedOut }),
    'POST /api/v1/auth/login': () => jsonResponse(200, buildLoginResponse()),
    ...routes,
  });
}

const header = () => within(screen.getByRole('banner'));

afterEach(() => {
  vi.useRealTimers();
});

describe('the header of a signed-in customer', () => {
  it('has the notifications bell and a profile menu with the name, My Profile and Sign Out', async () => {
    signInForTest({ name: 'Aoife Byrne' });
    siteApi();
    renderApp('/nope');

    const bell = await header().findByRole('link', { name: formMessages.profile.notifications });
    expect(bell.getAttribute('href')).toBe('/profile/notifications');
    expect(header().queryByRole('button', { name: nav.signIn })).toBeNull();
    const menuButton = header().getByRole('button', { name: /Aoife Byrne/ });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(menuButton);

    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(header().getByRole('link', { name: nav.myProfile }).getAttribute('href')).toBe('/profile');
    expect(header().getByRole('button', { name: nav.signOut })).toBeTruthy();

    fireEvent.keyDown(menuButton, { key: 'Escape' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton);
  });

  it('closes the profile menu when its link leads to another page', async () => {
    signInForTest({ name: 'Aoife Byrne' });
    siteApi();
    const { router } = renderApp('/nope');
    const menuButton = await header().findByRole('button', { name: /Aoife Byrne/ });

    fireEvent.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(header().getByRole('link', { name: nav.myProfile }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    await waitFor(() =>
      expect(
        header()
          .getByRole('button', { name: /Aoife Byrne/ })
          .getAttribute('aria-expanded'),
      ).toBe('false'),
    );
  });

  it('Sign Out shows the overlay for 1 s, ends the session on the server, clears everything and goes home', async () => {
    signInForTest();
    localStorage.setItem('cart', '{"items":[{"id":1}]}');
    localStorage.setItem('wishlist_items', '[1]');
    localStorage.setItem('rememberedEmail', 'aoife@example.ie');
    const fetchMock = siteApi();
    const { router } = renderApp('/nope');
    fireEvent.click(await header().findByRole('button', { name: /Aoife Byrne/ }));
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });

    fireEvent.click(header().getByRole('button', { name: nav.signOut }));

    const overlay = await screen.findByRole('dialog', { name: nav.signingOut });
    expect((overlay as HTMLDialogElement).open).toBe(true);
    await waitFor(() => expect(callsTo(fetchMock, LOGOUT)).toHaveLength(1));
    expect(bearerOf(callsTo(fetchMock, LOGOUT)[0]?.[1])).toBe(`Bearer ${TEST_TOKEN}`);
    expect(localStorage.getItem('access_token')).toBe(TEST_TOKEN);

    await act(() => vi.advanceTimersByTimeAsync(SIGN_OUT_OVERLAY_MS));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('cart')).toBeNull();
    expect(localStorage.getItem('wishlist_items')).toBeNull();
    expect(localStorage.getItem('rememberedEmail')).toBe('aoife@example.ie');
    expect((overlay as HTMLDialogElement).open).toBe(false);
    expect(await header().findByRole('button', { name: nav.signIn })).toBeTruthy();
  });

  it('signs out even when the server cannot be reached', async () => {
    signInForTest();
    siteApi({ [LOGOUT]: () => errorResponse(500, 'Internal server error') });
    const { router } = renderApp('/nope');
    fireEvent.click(await header().findByRole('button', { name: /Aoife Byrne/ }));
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });

    fireEvent.click(header().getByRole('button', { name: nav.signOut }));
    await act(() => vi.advanceTimersByTimeAsync(SIGN_OUT_OVERLAY_MS));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(screen.queryByText(messages.common.sessionExpired)).toBeNull();
  });

  it('the mobile panel has the same items plus View Profile', async () => {
    signInForTest({ name: 'Aoife Byrne' });
    siteApi();
    renderApp('/nope');
    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));

    const panel = within(await screen.findByRole('dialog', { name: 'Menu' }));

    expect(panel.getByRole('link', { name: nav.viewProfile }).getAttribute('href')).toBe('/profile');
    expect(panel.getByRole('link', { name: formMessages.profile.notifications }).getAttribute('href')).toBe(
      '/profile/notifications',
    );
    expect(panel.getByRole('link', { name: nav.myProfile }).getAttribute('href')).toBe('/profile');
    expect(panel.getByRole('button', { name: nav.signOut })).toBeTruthy();
    expect(panel.getByText('Aoife Byrne')).toBeTruthy();
  });
});

describe('the sign-in modal', () => {
  it('opens from Sign In, and closing it returns focus to that button', async () => {
    siteApi();
    renderApp('/nope');
    const signIn = await header().findByRole('button', { name: nav.signIn });
    signIn.focus();

    fireEvent.click(signIn);

    const dialog = await screen.findByRole('dialog', { name: nav.signIn });
    expect(await within(dialog).findByLabelText('Email or phone number')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByLabelText('Email or phone number')),
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    expect((dialog as HTMLDialogElement).open).toBe(false);
    expect(document.activeElement).toBe(signIn);
  });

  it('signing in closes it with the toast and stays on the page', async () => {
    siteApi();
    const { router } = renderApp('/nope');
    fireEvent.click(await header().findByRole('button', { name: nav.signIn }));
    const dialog = within(await screen.findByRole('dialog', { name: nav.signIn }));
    fireEvent.input(await dialog.findByLabelText('Email or phone number'), {
      target: { value: 'aoife@example.ie' },
    });
    fireEvent.input(dialog.getByLabelText('Password', { selector: 'input' }), {
      target: { value: 'correct-horse' },
    });

    fireEvent.click(dialog.getByRole('button', { name: nav.signIn }));

    expect(await screen.findByText(formMessages.success.login)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: nav.signIn })).toBeNull());
    expect(router.state.location.pathname).toBe('/nope');
    expect(await header().findByRole('button', { name: /Aoife Byrne/ })).toBeTruthy();
    // The Sign In button that opened it is gone: the page takes the focus.
    expect(document.activeElement?.id).toBe('main');
  });

  it('switches between sign-in, sign-up and forgot password in place', async () => {
    siteApi();
    const { router } = renderApp('/nope');
    fireEvent.click(await header().findByRole('button', { name: nav.signUp }));

    const signUp = await screen.findByRole('dialog', { name: nav.signUp });
    expect(await within(signUp).findByLabelText('Full name')).toBeTruthy();

    fireEvent.click(within(signUp).getByRole('button', { name: nav.signIn }));
    const signIn = await screen.findByRole('dialog', { name: nav.signIn });
    fireEvent.click(await within(signIn).findByRole('button', { name: 'Forgot password?' }));

    const forgot = await screen.findByRole('dialog', { name: 'Reset your password' });
    expect(within(forgot).getByText('Step 1 of 3')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/nope');
  });
});
