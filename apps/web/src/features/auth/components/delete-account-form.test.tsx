import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { DELETE_ACCOUNT_REDIRECT_MS, formMessages, messages } from '@tiffin/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountText } from '@/lib/account-text';
import { bearerOf, bodyOf, signInForTest, TEST_TOKEN } from '@/testing/auth';
import { buildCustomer, buildMenu, buildRestaurant } from '@/testing/fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const DELETE = 'POST /api/v1/auth/delete-account';
const v = formMessages.validation;

function deleteApi(answer = () => jsonResponse(200, { message: formMessages.account.accountDeleted })) {
  return mockApi({
    'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()),
    'GET /api/custom/custom/products-with-categories': jsonResponse(200, buildMenu()),
    'GET /api/v1/customer/info': jsonResponse(200, buildCustomer()),
    [DELETE]: answer,
  });
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Delete My Account' });

afterEach(() => {
  vi.useRealTimers();
});

describe('the delete-account form', () => {
  it('says, beside its own words, that past orders stay in the tax records without personal details', async () => {
    signInForTest();
    deleteApi();
    renderApp('/profile/delete-account');
    await screen.findByRole('heading', { level: 1, name: formMessages.profile.deleteAccount });

    expect(screen.getByText(accountText.profile.deleteAccount.intro)).toBeTruthy();
    expect(screen.getByText(accountText.profile.deleteAccount.confirm)).toBeTruthy();
    expect(
      screen.getByText(
        "Your past orders stay in the restaurant's tax records for 6 years, without your name, email address, phone number, delivery address or notes.",
      ),
    ).toBeTruthy();
  });

  it('shows the spec’s messages on submit and clears each as its field is typed in', async () => {
    signInForTest();
    const fetchMock = deleteApi();
    renderApp('/profile/delete-account');
    await screen.findByRole('heading', { level: 1, name: formMessages.profile.deleteAccount });

    fireEvent.click(submit());
    expect(await screen.findByText(v.email.required)).toBeTruthy();
    expect(screen.getByText(v.passwordRequired)).toBeTruthy();

    fireEvent.input(field('Email'), { target: { value: 'a' } });
    await waitFor(() => expect(screen.queryByText(v.email.required)).toBeNull());
    expect(screen.getByText(v.passwordRequired)).toBeTruthy();

    fireEvent.input(field('Email'), { target: { value: 'aoife@' } });
    fireEvent.input(field('Password'), { target: { value: '12345' } });
    fireEvent.click(submit());
    expect(await screen.findByText(v.email.deleteAccount)).toBeTruthy();
    expect(screen.getByText(v.deleteAccountPasswordTooShort)).toBeTruthy();

    fireEvent.input(field('Password'), { target: { value: '123456' } });
    await waitFor(() => expect(screen.queryByText(v.deleteAccountPasswordTooShort)).toBeNull());
    expect(callsTo(fetchMock, DELETE)).toHaveLength(0);
  });

  it('shows the server’s reason when the e-mail or password is wrong, and keeps the session', async () => {
    signInForTest();
    deleteApi(() => errorResponse(400, formMessages.account.deleteCredentialsIncorrect, 'invalid'));
    renderApp('/profile/delete-account');
    fireEvent.input(await screen.findByLabelText('Email', { selector: 'input' }), {
      target: { value: 'aoife@example.ie' },
    });
    fireEvent.input(field('Password'), { target: { value: 'wrong-password' } });

    fireEvent.click(submit());

    expect(await screen.findByText(formMessages.account.deleteCredentialsIncorrect)).toBeTruthy();
    expect(localStorage.getItem('access_token')).toBe(TEST_TOKEN);
  });

  it('on success says so, ends the session and goes home after 3 s', async () => {
    signInForTest();
    localStorage.setItem('wishlist_items', '[1,2]');
    const fetchMock = deleteApi();
    const { router } = renderApp('/delete-account.php');
    fireEvent.input(await screen.findByLabelText('Email', { selector: 'input' }), {
      target: { value: 'aoife@example.ie' },
    });
    fireEvent.input(field('Password'), { target: { value: 'my-password' } });
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });

    fireEvent.click(submit());

    await waitFor(() =>
      expect(screen.getAllByText(formMessages.profile.accountDeleted).length).toBeGreaterThan(0),
    );
    expect(bodyOf(callsTo(fetchMock, DELETE)[0]?.[1])).toEqual({
      email: 'aoife@example.ie',
      password: 'my-password',
    });
    expect(bearerOf(callsTo(fetchMock, DELETE)[0]?.[1])).toBe(`Bearer ${TEST_TOKEN}`);
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('wishlist_items')).toBeNull();
    expect(screen.queryByText(messages.navigation.loginRequired.title)).toBeNull();
    expect(router.state.location.pathname).toBe('/delete-account.php');

    await act(() => vi.advanceTimersByTimeAsync(DELETE_ACCOUNT_REDIRECT_MS));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('asks a visitor to sign in first', async () => {
    deleteApi();
    renderApp('/delete-account.php');

    expect(
      await screen.findByRole('heading', { level: 1, name: messages.navigation.loginRequired.title }),
    ).toBeTruthy();
  });
});
