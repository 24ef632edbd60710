import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formMessages, LOGIN_REDIRECT_MS, messages } from '@tiffin/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allStoredText, bodyOf } from '@/testing/auth';
import { buildLoginResponse, buildMenu, buildRestaurant } from '@/testing/fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const LOGIN = 'POST /api/v1/auth/login';
const v = formMessages.validation;
const PASSWORD = 'correct-horse-battery';

function loginApi(loginAnswer = () => jsonResponse(200, buildLoginResponse())) {
  return mockApi({
    'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()),
    'GET /api/custom/custom/products-with-categories': jsonResponse(200, buildMenu()),
    [LOGIN]: loginAnswer,
  });
}

const identifierField = () => screen.getByLabelText('Email or phone number');
const passwordField = () => screen.getByLabelText('Password', { selector: 'input' });
const submitButton = () =>
  within(screen.getByRole('main')).getByRole('button', { name: messages.navigation.signIn });

/** Types a value and leaves the field, as a customer moving to the next field. */
function fill(field: HTMLElement, value: string) {
  fireEvent.focus(field);
  fireEvent.input(field, { target: { value } });
  fireEvent.blur(field);
}

function errorOf(field: HTMLElement): string | null {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids
    .map((id) => document.getElementById(id))
    .find((element) => element?.id.endsWith('-error'));
  return error?.textContent ?? null;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the sign-in page', () => {
  it('checks each field when it is left, with the spec’s messages, and marks it invalid', async () => {
    loginApi();
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });

    fill(identifierField(), '');
    fill(passwordField(), '');

    await waitFor(() => expect(errorOf(identifierField())).toBe(v.identifierRequired));
    expect(errorOf(passwordField())).toBe(v.passwordRequired);
    expect(identifierField().getAttribute('aria-invalid')).toBe('true');

    fill(identifierField(), 'not an address');
    fill(passwordField(), 'short');
    await waitFor(() => expect(errorOf(identifierField())).toBe(v.identifierInvalid));
    expect(errorOf(passwordField())).toBe(v.passwordTooShort);
  });

  it('re-checks a field on every change once it has been left', async () => {
    loginApi();
    renderApp('/login');
    fill(await screen.findByLabelText('Email or phone number'), 'aoife@');
    await waitFor(() => expect(errorOf(identifierField())).toBe(v.identifierInvalid));

    fireEvent.input(identifierField(), { target: { value: 'aoife@example.ie' } });

    await waitFor(() => expect(errorOf(identifierField())).toBeNull());
    expect(identifierField().getAttribute('aria-invalid')).toBeNull();
  });

  it('submitting with errors shows the toast and sends nothing', async () => {
    const fetchMock = loginApi();
    renderApp('/login');
    await screen.findByLabelText('Email or phone number');

    fireEvent.click(submitButton());

    expect(await screen.findByText(messages.common.fixErrors)).toBeTruthy();
    expect(callsTo(fetchMock, LOGIN)).toHaveLength(0);
  });

  it('sends a phone number as field_type phone, without its spaces', async () => {
    const fetchMock = loginApi();
    renderApp('/login');
    fill(await screen.findByLabelText('Email or phone number'), '087 123 4567');
    fill(passwordField(), PASSWORD);

    fireEvent.click(submitButton());

    await waitFor(() => expect(callsTo(fetchMock, LOGIN)).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, LOGIN)[0]?.[1])).toEqual({
      email_or_phone: '0871234567',
      password: PASSWORD,
      field_type: 'phone',
      login_type: 'manual',
    });
    expect(await screen.findByText(formMessages.success.login)).toBeTruthy();
  });

  it('sends an e-mail address as field_type email', async () => {
    const fetchMock = loginApi();
    renderApp('/login');
    fill(await screen.findByLabelText('Email or phone number'), 'Aoife@Example.ie');
    fill(passwordField(), PASSWORD);

    fireEvent.click(submitButton());

    await waitFor(() => expect(callsTo(fetchMock, LOGIN)).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, LOGIN)[0]?.[1])).toMatchObject({
      email_or_phone: 'aoife@example.ie',
      field_type: 'email',
    });
    expect(await screen.findByText(formMessages.success.login)).toBeTruthy();
  });

  it('stores the session, and with "Remember me" the identifier only, never the password', async () => {
    loginApi();
    renderApp('/login');
    fill(await screen.findByLabelText('Email or phone number'), 'aoife@example.ie');
    fill(passwordField(), PASSWORD);
    fireEvent.click(screen.getByLabelText('Remember me'));

    fireEvent.click(submitButton());

    expect(await screen.findByText(formMessages.success.login)).toBeTruthy();
    expect(localStorage.getItem('access_token')).toBe('token-from-login');
    expect(localStorage.getItem('user_name')).toBe('Aoife Byrne');
    expect(JSON.parse(localStorage.getItem('user_data') ?? 'null')).toMatchObject({
      login_type: 'manual',
      is_email_verified: 1,
    });
    expect(localStorage.getItem('rememberedEmail')).toBe('aoife@example.ie');
    expect(JSON.parse(localStorage.getItem('rememberedCredentials') ?? 'null')).toEqual({
      email_or_phone: 'aoife@example.ie',
    });
    expect(allStoredText()).not.toContain(PASSWORD);
  });

  it('without "Remember me" nothing is remembered', async () => {
    loginApi();
    renderApp('/login');
    fill(await screen.findByLabelText('Email or phone number'), 'aoife@example.ie');
    fill(passwordField(), PASSWORD);

    fireEvent.click(submitButton());

    expect(await screen.findByText(formMessages.success.login)).toBeTruthy();
    expect(localStorage.getItem('rememberedEmail')).toBeNull();
    expect(localStorage.getItem('rememberedCredentials')).toBeNull();
    expect(allStoredText()).not.toContain(PASSWORD);
  });

  it('fills in the remembered identifier on the next visit', async () => {
    localStorage.setItem('rememberedEmail', '0871234567');
    loginApi();
    renderApp('/login');

    expect(((await screen.findByLabelText('Email or phone number')) as HTMLInputElement).value).toBe(
      '0871234567',
    );
    expect((screen.getByLabelText('Remember me') as HTMLInputElement).checked).toBe(true);
  });

  it('shows the server’s message for wrong credentials and stores nothing', async () => {
    loginApi(() => errorResponse(401, formMessages.account.invalidCredentials, 'invalid_credentials'));
    renderApp('/login');
    fill(await screen.findByLabelText('Email or phone number'), 'aoife@example.ie');
    fill(passwordField(), PASSWORD);

    fireEvent.click(submitButton());

    expect(await screen.findByText(formMessages.account.invalidCredentials)).toBeTruthy();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(screen.queryByText(messages.common.sessionExpired)).toBeNull();
  });

  it('shows the fallback when the server fails', async () => {
    loginApi(() => errorResponse(500, 'Internal server error'));
    renderApp('/login');
    fill(await screen.findByLabelText('Email or phone number'), 'aoife@example.ie');
    fill(passwordField(), PASSWORD);

    fireEvent.click(submitButton());

    expect(await screen.findByText(formMessages.auth.loginFailed)).toBeTruthy();
  });

  it('shows the notice from the navigation state and returns to `from` 2 s after signing in', async () => {
    loginApi();
    const { router } = renderApp({
      pathname: '/login',
      state: { from: '/profile/security', message: 'Please sign in to see your profile.' },
    });
    expect(await screen.findByText('Please sign in to see your profile.')).toBeTruthy();
    fill(identifierField(), 'aoife@example.ie');
    fill(passwordField(), PASSWORD);
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });

    fireEvent.click(submitButton());
    expect(await screen.findByText(formMessages.success.login)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');

    await act(() => vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_MS));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/security'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('on the way to checkout, goes home after 3 s saying the cart is kept', async () => {
    loginApi();
    const { router } = renderApp({
      pathname: '/login',
      state: { from: '/check-out', returnAfterLogin: true },
    });
    fill(await screen.findByLabelText('Email or phone number'), 'aoife@example.ie');
    fill(passwordField(), PASSWORD);
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });

    fireEvent.click(submitButton());
    expect(await screen.findByText(formMessages.success.login)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_MS));
    expect(router.state.location.pathname).toBe('/login');

    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(formMessages.auth.cartKeptAfterLogin)).toBeTruthy();
    // Said once: the history entry no longer carries it, so a reload or coming back stays quiet.
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(router.state.location.pathname).toBe('/');
  });
});
