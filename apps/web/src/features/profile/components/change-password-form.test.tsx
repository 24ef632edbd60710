import { fireEvent, screen, waitFor } from '@testing-library/react';
import { formMessages, messages } from '@tiffin/core';
import { describe, expect, it } from 'vitest';
import { bearerOf, bodyOf, signInForTest, TEST_TOKEN } from '@/testing/auth';
import { buildMenu, buildRestaurant } from '@/testing/fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const CHANGE = 'PUT /api/v1/customer/change-password';

function securityApi(answer: () => Response) {
  return mockApi({
    'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()),
    'GET /api/custom/custom/products-with-categories': jsonResponse(200, buildMenu()),
    [CHANGE]: answer,
  });
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

async function fillForm() {
  fireEvent.input(await screen.findByLabelText('Current password', { selector: 'input' }), {
    target: { value: 'old-password' },
  });
  fireEvent.input(field('New password'), { target: { value: 'new-password-1' } });
  fireEvent.input(field('Confirm new password'), { target: { value: 'new-password-1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('the password change on Support & Security', () => {
  it('sends the three fields with the token, confirms and empties the form', async () => {
    signInForTest();
    const fetchMock = securityApi(() => jsonResponse(200, { message: formMessages.success.passwordChanged }));
    renderApp('/profile/security');

    await fillForm();

    expect(await screen.findByText(formMessages.success.passwordChanged)).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, CHANGE)[0]?.[1])).toEqual({
      current_password: 'old-password',
      new_password: 'new-password-1',
      confirm_password: 'new-password-1',
    });
    expect(bearerOf(callsTo(fetchMock, CHANGE)[0]?.[1])).toBe(`Bearer ${TEST_TOKEN}`);
    await waitFor(() => expect(field('Current password').value).toBe(''));
  });

  it('shows a wrong current password beside the field and as a toast', async () => {
    signInForTest();
    securityApi(() => errorResponse(400, formMessages.account.currentPasswordIncorrect, 'current_password'));
    renderApp('/profile/security');

    await fillForm();

    await waitFor(() =>
      expect(screen.getAllByText(formMessages.account.currentPasswordIncorrect)).toHaveLength(2),
    );
    expect(field('Current password').getAttribute('aria-invalid')).toBe('true');
  });

  it('a 401 answer to the change ends the session with the one session-expired message', async () => {
    signInForTest();
    securityApi(() => errorResponse(401, formMessages.account.unauthenticated, 'unauthenticated'));
    renderApp('/profile/security');

    await fillForm();

    expect(await screen.findByText(messages.common.sessionExpired)).toBeTruthy();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(await screen.findByText(messages.navigation.loginRequired.message)).toBeTruthy();
    expect(screen.queryByText(formMessages.profile.changePasswordFailed)).toBeNull();
  });

  it('checks the confirmation', async () => {
    signInForTest();
    const fetchMock = securityApi(() => jsonResponse(200, { message: 'ok' }));
    renderApp('/profile/security');
    fireEvent.input(await screen.findByLabelText('Current password', { selector: 'input' }), {
      target: { value: 'old-password' },
    });
    fireEvent.input(field('New password'), { target: { value: 'new-password-1' } });
    fireEvent.input(field('Confirm new password'), { target: { value: 'new-password-2' } });

    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByText(formMessages.validation.passwordsDoNotMatch)).toBeTruthy();
    expect(callsTo(fetchMock, CHANGE)).toHaveLength(0);
  });
});
