import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffMember } from '@tiffin/core';
import { describe, expect, it } from 'vitest';
import { useStaffSession } from '@/features/staff-shell/stores/staff-session';
import { staffMessages } from '@/lib/messages/staff-messages';
import { bodyOf } from '@/testing/auth';
import { buildRestaurant } from '@/testing/fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

/** A member's own password (issue 30) and an admin's lifting of a member's sign-in holds (decision 060). */

const NOW = new Date();

const member = (overrides: Partial<StaffMember> = {}): StaffMember => ({
  id: 1,
  name: 'Priya Nair',
  email: 'priya@tiffin.test',
  role: 'staff',
  disabled: false,
  sign_in_held: null,
  created_at: NOW.toISOString(),
  ...overrides,
});

const signIn = (role: 'staff' | 'admin') =>
  useStaffSession.getState().signIn({ token: 'staff-token', member: member({ role }) });

function mockStaffSite(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()),
    'GET /api/v1/staff/orders/stream': () =>
      new Response(new ReadableStream({ start: () => undefined }), {
        headers: { 'content-type': 'text/event-stream' },
      }),
    'GET /api/v1/staff/printers': jsonResponse(200, { now: NOW.toISOString(), printers: [] }),
    ...routes,
  });
}

const CHANGE = 'PUT /api/v1/staff/me/password';
const text = staffMessages.password;
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

async function fillAndSend(current: string, next: string, again = next) {
  fireEvent.input(await screen.findByLabelText(text.current, { selector: 'input' }), {
    target: { value: current },
  });
  fireEvent.input(field(text.new), { target: { value: next } });
  fireEvent.input(field(text.confirm), { target: { value: again } });
  fireEvent.click(screen.getByRole('button', { name: text.submit }));
}

describe('/staff/password', () => {
  it('is linked from every staff page’s header', async () => {
    signIn('staff');
    mockStaffSite({
      'GET /api/v1/staff/orders': jsonResponse(200, {
        now: NOW.toISOString(),
        last_change_id: 0,
        accept_alert_minutes: 4,
        auto_reject_minutes: 10,
        pace: { busy: null, pause: null },
        orders: [],
      }),
    });
    renderApp('/staff');
    const link = await screen.findByRole('link', { name: staffMessages.header.password });
    expect(link.getAttribute('href')).toBe('/staff/password');
  });

  it('sends the current and the new password, says the other devices are signed out, and empties the form', async () => {
    signIn('staff');
    const log = mockStaffSite({ [CHANGE]: jsonResponse(200, { message: text.changed }) });
    renderApp('/staff/password');
    expect(await screen.findByRole('heading', { level: 1, name: /^Change password · / })).toBeTruthy();

    await fillAndSend('a long kitchen password', 'saffron rice and a tin of ghee');

    expect(await screen.findByText(text.changed)).toBeTruthy();
    expect(bodyOf(callsTo(log, CHANGE)[0]?.[1])).toEqual({
      current_password: 'a long kitchen password',
      new_password: 'saffron rice and a tin of ghee',
      confirm_password: 'saffron rice and a tin of ghee',
    });
    await waitFor(() => expect(field(text.current).value).toBe(''));
    // This device stays signed in.
    expect(useStaffSession.getState().session?.token).toBe('staff-token');
  });

  it('shows the server’s refusal at its field: a wrong current password, a new one too easy to guess', async () => {
    signIn('staff');
    const easy = 'This password is too easy to guess. This is similar to a commonly used password.';
    let answer = errorResponse(400, 'The current password is not right', 'current_password');
    mockStaffSite({ [CHANGE]: () => answer });
    renderApp('/staff/password');

    await fillAndSend('not my password', 'saffron rice and a tin of ghee');
    expect(await screen.findByText('The current password is not right')).toBeTruthy();
    expect(field(text.current).getAttribute('aria-invalid')).toBe('true');

    answer = errorResponse(400, easy, 'new_password');
    await fillAndSend('a long kitchen password', 'Password1234');
    expect(await screen.findByText(easy)).toBeTruthy();
    expect(field(text.new).getAttribute('aria-invalid')).toBe('true');
  });

  it('checks the length and the second copy before sending', async () => {
    signIn('staff');
    const log = mockStaffSite({ [CHANGE]: jsonResponse(200, { message: text.changed }) });
    renderApp('/staff/password');

    await fillAndSend('a long kitchen password', 'short');
    expect(await screen.findByText('The password needs at least 12 characters')).toBeTruthy();
    await fillAndSend('a long kitchen password', 'saffron rice and ghee', 'saffron rice and tea');
    expect(await screen.findByText('The two passwords are not the same')).toBeTruthy();
    expect(callsTo(log, CHANGE)).toHaveLength(0);
  });
});

describe('/staff/team, a member held from signing in', () => {
  it('shows from how many networks and until when, and a button that lifts the holds', async () => {
    const user = userEvent.setup();
    signIn('admin');
    const until = new Date(NOW.getTime() + 15 * 60_000);
    const held = member({
      id: 2,
      name: 'Sean Walsh',
      email: 'sean@tiffin.test',
      sign_in_held: { networks: 2, until: until.toISOString() },
    });
    let members = [member({ role: 'admin' }), held];
    const log = mockStaffSite({
      'GET /api/v1/staff/members': () => jsonResponse(200, { staff: members }),
      'GET /api/v1/staff/actions': jsonResponse(200, { actions: [] }),
      'POST /api/v1/staff/members/2/unlock': () => {
        members = [members[0] as StaffMember, { ...held, sign_in_held: null }];
        return jsonResponse(200, members[1]);
      },
    });
    renderApp('/staff/team');

    const row = (await screen.findByText('sean@tiffin.test')).closest('li') as HTMLElement;
    const time = staffMessages.signInHold.until(until, NOW);
    expect(time).toMatch(/^\d\d:\d\d/);
    expect(
      within(row).getByText(`Sign-in held after wrong passwords from 2 networks until ${time}`),
    ).toBeTruthy();
    // Nobody else is held.
    expect(screen.getAllByRole('button', { name: /^Lift the hold on / })).toHaveLength(1);

    await user.click(within(row).getByRole('button', { name: 'Lift the hold on Sean Walsh' }));

    await waitFor(() => expect(within(row).queryByText(/^Sign-in held/)).toBeNull());
    expect(callsTo(log, 'POST /api/v1/staff/members/2/unlock')).toHaveLength(1);
    expect(within(row).queryByRole('button', { name: 'Lift the hold on Sean Walsh' })).toBeNull();
  });
});

describe('/staff sign-in, held after wrong passwords', () => {
  it('says until when signing in from here is held, as the server does', async () => {
    const user = userEvent.setup();
    useStaffSession.getState().signOut();
    const message = staffMessages.signInHold.refused('17:15');
    mockStaffSite({ 'POST /api/v1/staff/auth/login': errorResponse(429, message, 'sign_in_held') });
    renderApp('/staff');
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeTruthy();
    await user.type(screen.getByLabelText('E-mail address'), 'priya@tiffin.test');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'a long kitchen password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });
});
