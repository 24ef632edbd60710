import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formMessages, messages, orderMessages } from '@tiffin/core';
import { describe, expect, it } from 'vitest';
import { accountText } from '@/lib/account-text';
import { bearerOf, bodyOf, signInForTest, TEST_TOKEN } from '@/testing/auth';
import { buildCustomer, buildMenu, buildRestaurant } from '@/testing/fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const INFO = 'GET /api/v1/customer/info';
const UPDATE = 'POST /api/v1/customer/update-profile';
const m = formMessages.profile;
const v = formMessages.validation;

function profileApi(routes: Record<string, () => Response | Promise<Response>> = {}) {
  return mockApi({
    'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()),
    'GET /api/custom/custom/products-with-categories': jsonResponse(200, buildMenu()),
    [INFO]: () => jsonResponse(200, buildCustomer({ name: 'Aoife Byrne', phone: '0871234567' })),
    [UPDATE]: () => jsonResponse(200, { message: m.updated }),
    ...routes,
  });
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

describe('the profile area', () => {
  it('shows a visitor only the sign-in prompt, whose button opens the sign-in modal', async () => {
    const fetchMock = profileApi();
    renderApp('/profile');

    expect(
      await screen.findByRole('heading', { level: 1, name: messages.navigation.loginRequired.title }),
    ).toBeTruthy();
    expect(screen.getByText(messages.navigation.loginRequired.message)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Account sections' })).toBeNull();
    expect(callsTo(fetchMock, INFO)).toHaveLength(0);

    fireEvent.click(
      within(screen.getByRole('main')).getByRole('button', { name: messages.navigation.signIn }),
    );

    const dialog = await screen.findByRole('dialog', { name: messages.navigation.signIn });
    expect(await within(dialog).findByLabelText('Email or phone number')).toBeTruthy();
  });

  it('when loading the profile answers 401, clears the session and says it expired', async () => {
    signInForTest();
    localStorage.setItem('cart', '{"items":[]}');
    profileApi({
      [INFO]: () => errorResponse(401, formMessages.account.unauthenticated, 'unauthenticated'),
    });
    renderApp('/profile');

    expect(await screen.findByText(messages.common.sessionExpired)).toBeTruthy();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('user_name')).toBeNull();
    expect(localStorage.getItem('cart')).toBeNull();
    expect(
      await screen.findByRole('heading', { level: 1, name: messages.navigation.loginRequired.title }),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: messages.navigation.signIn }),
    ).toBeTruthy();
  });

  it('has the sidebar of sections, the current one marked from the last path segment', async () => {
    signInForTest();
    profileApi();
    renderApp('/profile/security');

    const sidebar = await screen.findByRole('navigation', { name: 'Account sections' });
    const links = within(sidebar).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [m.personalInfo, '/profile'],
      [orderMessages.orders.myOrders, '/profile/orders'],
      [m.addresses, '/profile/addresses'],
      [m.notifications, '/profile/notifications'],
      [m.supportAndSecurity, '/profile/security'],
      [m.deleteAccount, '/profile/delete-account'],
    ]);
    expect(
      within(sidebar).getByRole('link', { name: m.supportAndSecurity }).getAttribute('aria-current'),
    ).toBe('page');
    expect(await screen.findByRole('heading', { level: 1, name: m.supportAndSecurity })).toBeTruthy();
    expect(await screen.findByRole('link', { name: /hello@tiffin-cashel\.ie/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /062 61234/ }).getAttribute('href')).toBe('tel:06261234');
  });
});

describe('Personal Info', () => {
  it('loads the profile with the token and shows the name, phone and e-mail', async () => {
    signInForTest();
    const fetchMock = profileApi();
    renderApp('/profile');

    expect(await screen.findByText('0871234567')).toBeTruthy();
    expect(bearerOf(callsTo(fetchMock, INFO)[0]?.[1])).toBe(`Bearer ${TEST_TOKEN}`);
    const header = screen
      .getAllByText('Aoife Byrne')
      .find((element) => element.className.includes('uppercase'));
    expect(header).toBeTruthy();
    const rows = within(screen.getByRole('main'))
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(rows).toEqual([m.fullName, m.phone, m.email]);
    expect(screen.getByText('aoife@example.ie')).toBeTruthy();
  });

  it('says a confirmed address is confirmed by saying nothing more', async () => {
    signInForTest();
    profileApi();
    renderApp('/profile');

    expect(await screen.findByText('aoife@example.ie')).toBeTruthy();
    expect(screen.queryByText(accountText.profile.emailNotConfirmed)).toBeNull();
    expect(screen.queryByRole('button', { name: accountText.profile.sendLinkAgain })).toBeNull();
  });

  it('offers to send the link again while the address is not confirmed, and shows the wait the server asks', async () => {
    signInForTest();
    const RESEND = 'POST /api/v1/customer/confirm-email/resend';
    const wait = formMessages.account.confirmationLinkTooSoon(45_000);
    const fetchMock = profileApi({
      [INFO]: () => jsonResponse(200, buildCustomer({ is_email_verified: 0 })),
      [RESEND]: () =>
        callsTo(fetchMock, RESEND).length === 1
          ? jsonResponse(200, { message: formMessages.account.confirmationLinkSent })
          : errorResponse(429, wait, 'too_many_requests'),
    });
    renderApp('/profile');

    expect(await screen.findByText(accountText.profile.emailNotConfirmed)).toBeTruthy();
    expect(screen.getByText(accountText.profile.emailNotConfirmedHint)).toBeTruthy();
    const again = screen.getByRole('button', { name: accountText.profile.sendLinkAgain });
    fireEvent.click(again);
    expect(await screen.findByText(formMessages.account.confirmationLinkSent)).toBeTruthy();
    expect(bearerOf(callsTo(fetchMock, RESEND)[0]?.[1])).toBe(`Bearer ${TEST_TOKEN}`);

    fireEvent.click(await screen.findByRole('button', { name: accountText.profile.sendLinkAgain }));
    expect(await screen.findByText(wait)).toBeTruthy();
    expect(callsTo(fetchMock, RESEND)).toHaveLength(2);
  });

  it('shows placeholders for empty values', async () => {
    signInForTest();
    profileApi({ [INFO]: () => jsonResponse(200, buildCustomer({ phone: '' })) });
    renderApp('/profile');

    expect(await screen.findByText('Not provided')).toBeTruthy();
  });

  it('shows the load error with Retry, which asks again', async () => {
    signInForTest();
    // The first answer comes once the page shows (the route's loader asked for it).
    let fail = (_answer: Response) => {};
    const fetchMock = profileApi({
      [INFO]: () =>
        callsTo(fetchMock, INFO).length === 1
          ? new Promise<Response>((resolve) => (fail = resolve))
          : jsonResponse(200, buildCustomer({ name: 'Aoife Byrne' })),
    });
    renderApp('/profile');
    expect(await screen.findByText(accountText.profile.loading)).toBeTruthy();
    fail(errorResponse(500, 'Internal server error'));

    expect(await screen.findByText(m.errorLoading(m.fetchCustomerProfileFailed))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: messages.common.retry }));

    expect(await screen.findByText('0871234567')).toBeTruthy();
    expect(callsTo(fetchMock, INFO)).toHaveLength(2);
  });

  it('Edit Profile copies the values; Cancel leaves without saving', async () => {
    signInForTest();
    const fetchMock = profileApi();
    renderApp('/profile');

    fireEvent.click(await screen.findByRole('button', { name: m.editProfile }));

    expect(field(m.fullName).value).toBe('Aoife Byrne');
    expect(field(m.phone).value).toBe('0871234567');
    expect(field(m.email).value).toBe('aoife@example.ie');
    expect(field(m.email).readOnly).toBe(true);
    fireEvent.input(field(m.fullName), { target: { value: 'Someone Else' } });

    fireEvent.click(screen.getByRole('button', { name: messages.common.cancel }));

    expect(await screen.findByRole('button', { name: m.editProfile })).toBeTruthy();
    expect(screen.queryByText('Someone Else')).toBeNull();
    expect(callsTo(fetchMock, UPDATE)).toHaveLength(0);
  });

  it('Save Changes sends the split name and shows the success toast', async () => {
    signInForTest();
    let release: () => void = () => {};
    const fetchMock = profileApi({
      [UPDATE]: () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(jsonResponse(200, { message: m.updated }));
        }),
    });
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: m.editProfile }));
    fireEvent.input(field(m.fullName), { target: { value: 'Mary Ann Byrne' } });
    fireEvent.input(field(m.phone), { target: { value: '085 765 4321' } });

    fireEvent.click(screen.getByRole('button', { name: m.saveChanges }));

    expect(await screen.findByRole('button', { name: m.saving })).toBeTruthy();
    release();
    expect(await screen.findByText(m.updated)).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, UPDATE)[0]?.[1])).toEqual({
      f_name: 'Mary',
      l_name: 'Ann Byrne',
      name: 'Mary Ann Byrne',
      phone: '0857654321',
      email: 'aoife@example.ie',
    });
    expect(bearerOf(callsTo(fetchMock, UPDATE)[0]?.[1])).toBe(`Bearer ${TEST_TOKEN}`);
    expect(await screen.findByRole('button', { name: m.editProfile })).toBeTruthy();
  });

  it('requires the full name and the phone', async () => {
    signInForTest();
    const fetchMock = profileApi();
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: m.editProfile }));
    fireEvent.input(field(m.fullName), { target: { value: '  ' } });
    fireEvent.input(field(m.phone), { target: { value: '' } });

    fireEvent.click(screen.getByRole('button', { name: m.saveChanges }));

    await waitFor(() => expect(screen.getAllByText(v.fullNameRequired).length).toBeGreaterThan(0));
    expect(screen.getByText(v.phoneRequired)).toBeTruthy();
    expect(callsTo(fetchMock, UPDATE)).toHaveLength(0);
  });

  it('shows the server’s reason after "Error updating profile:"', async () => {
    signInForTest();
    profileApi({ [UPDATE]: () => errorResponse(409, formMessages.account.phoneTaken, 'phone') });
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: m.editProfile }));

    fireEvent.click(screen.getByRole('button', { name: m.saveChanges }));

    expect(await screen.findByText(m.errorUpdating(formMessages.account.phoneTaken))).toBeTruthy();
    expect(field(m.phone).getAttribute('aria-invalid')).toBe('true');
  });
});
