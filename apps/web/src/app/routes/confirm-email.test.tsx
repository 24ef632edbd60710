import { act, screen } from '@testing-library/react';
import { formMessages } from '@tiffin/core';
import { describe, expect, it } from 'vitest';
import { accountText } from '@/lib/account-text';
import { bodyOf } from '@/testing/auth';
import { buildMenu, buildRestaurant } from '@/testing/fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

// Issue 30: the page the link e-mailed at registration opens.
const CONFIRM = 'POST /api/v1/auth/confirm-email';
const TOKEN = 'Abc_def-0123456789abcdefghijklmnopqrstuvwxy';
const m = formMessages.account;

function confirmApi(answer: () => Response) {
  return mockApi({
    'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()),
    'GET /api/custom/custom/products-with-categories': jsonResponse(200, buildMenu()),
    [CONFIRM]: answer,
  });
}

describe('/confirm-email', () => {
  it('sends the token after the # once, without a sign-in, and says the address is confirmed', async () => {
    const fetchMock = confirmApi(() => jsonResponse(200, { message: m.emailConfirmed }));
    renderApp(`/confirm-email#token=${TOKEN}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: accountText.confirmEmail.title }),
    ).toBeTruthy();
    expect(await screen.findByText('Your e-mail address is confirmed.')).toBeTruthy();
    expect(callsTo(fetchMock, CONFIRM)).toHaveLength(1);
    expect(bodyOf(callsTo(fetchMock, CONFIRM)[0]?.[1])).toEqual({ token: TOKEN });
    expect(screen.getByRole('link', { name: accountText.confirmEmail.toMenu }).getAttribute('href')).toBe(
      '/menu',
    );
  });

  it('says why a used or expired link no longer works, and where to ask for another', async () => {
    confirmApi(() => errorResponse(400, m.confirmationLinkInvalid, 'confirmation_link'));
    renderApp(`/confirm-email#token=${TOKEN}`);

    expect((await screen.findByRole('alert')).textContent).toBe(m.confirmationLinkInvalid);
    expect(screen.getByRole('link', { name: accountText.confirmEmail.toProfile }).getAttribute('href')).toBe(
      '/profile',
    );
  });

  it('asks about another link opened in the same tab, as a new page', async () => {
    const fetchMock = confirmApi(() =>
      callsTo(fetchMock, CONFIRM).length === 1
        ? errorResponse(400, m.confirmationLinkInvalid, 'confirmation_link')
        : jsonResponse(200, { message: m.emailConfirmed }),
    );
    const { router } = renderApp(`/confirm-email#token=${TOKEN}`);
    expect((await screen.findByRole('alert')).textContent).toBe(m.confirmationLinkInvalid);

    const other = `${TOKEN.slice(0, -1)}z`;
    await act(() => router.navigate(`/confirm-email#token=${other}`));
    expect(await screen.findByText(m.emailConfirmed)).toBeTruthy();
    expect(callsTo(fetchMock, CONFIRM).map((call) => bodyOf(call[1]))).toEqual([
      { token: TOKEN },
      { token: other },
    ]);
  });

  it('does not ask the server about a link without a token', async () => {
    const fetchMock = confirmApi(() => jsonResponse(200, { message: m.emailConfirmed }));
    renderApp('/confirm-email');

    expect((await screen.findByRole('alert')).textContent).toBe(m.confirmationLinkInvalid);
    expect(callsTo(fetchMock, CONFIRM)).toHaveLength(0);
  });
});
