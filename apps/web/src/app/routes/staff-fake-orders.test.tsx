import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_GUARD_RULES, type FakeOrdersAnswer, guardMessages } from '@tiffin/core';
import { describe, expect, it } from 'vitest';
import { useStaffSession } from '@/features/staff-shell/stores/staff-session';
import { staffGuardMessages as text } from '@/lib/messages/guard-messages';
import { buildRestaurant } from '@/testing/fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

// /staff/fake-orders (decision 073): the rules, the marks with their lift, the flagged orders.
const NOW = new Date().toISOString();
const signIn = (role: 'staff' | 'admin') =>
  useStaffSession.getState().signIn({
    token: 'staff-token',
    member: {
      id: 1,
      name: 'Priya Nair',
      email: 'priya@tiffin.test',
      role,
      disabled: false,
      sign_in_held: null,
      created_at: NOW,
    },
  });
const empty: FakeOrdersAnswer = { rules: DEFAULT_GUARD_RULES, marks: [], flaggedOrders: [] };
const marked: FakeOrdersAnswer = {
  ...empty,
  marks: [
    {
      id: 4,
      target: 'phone',
      value: '+353871234567',
      kind: 'blocked',
      reason: 'Nine fake orders',
      createdAt: NOW,
    },
  ],
  flaggedOrders: [{ orderId: 41, reason: 'Asked for the whole menu', createdAt: NOW }],
};

function mockGuardSite(routes: Parameters<typeof mockApi>[0]) {
  return mockApi({
    'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()),
    'GET /api/v1/staff/orders/stream': () =>
      new Response(new ReadableStream({ start: () => undefined }), {
        headers: { 'content-type': 'text/event-stream' },
      }),
    'GET /api/v1/staff/printers': jsonResponse(200, { now: NOW, printers: [] }),
    ...routes,
  });
}

describe('/staff/fake-orders', () => {
  it('empty: every rule off, nobody marked, no flagged orders; a member reads the rules only', async () => {
    signIn('staff');
    mockGuardSite({ 'GET /api/v1/staff/fake-orders': jsonResponse(200, empty) });
    renderApp('/staff/fake-orders');
    expect(await screen.findByText(text.noMarks)).toBeTruthy();
    expect(screen.getByText(text.noFlagged)).toBeTruthy();
    expect(screen.getByText(text.adminsOnly)).toBeTruthy();
    expect((screen.getByLabelText(text.firstOrder) as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('button', { name: text.saveRules })).toBeNull();
  });

  it('lists the marks and the flagged orders to call before cooking; a mark is lifted', async () => {
    signIn('staff');
    const log = mockGuardSite({
      'GET /api/v1/staff/fake-orders': jsonResponse(200, marked),
      'POST /api/v1/staff/fake-orders/marks/:markId/lift': jsonResponse(200, { ...marked, marks: [] }),
    });
    renderApp('/staff/fake-orders');
    expect(
      await screen.findByText(`${text.kinds.blocked} · ${text.targets.phone}: +353871234567`),
    ).toBeTruthy();
    expect(screen.getByText(`${text.order(41)} · ${guardMessages.callBeforeCooking}`)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: `${text.lift}: +353871234567` }));
    expect(await screen.findByText(text.noMarks)).toBeTruthy();
    expect(callsTo(log, 'POST /api/v1/staff/fake-orders/marks/4/lift')).toHaveLength(1);
  });

  it('an admin turns rules on with their values, and marks an e-mail card only', async () => {
    signIn('admin');
    const user = userEvent.setup();
    const log = mockGuardSite({
      'GET /api/v1/staff/fake-orders': jsonResponse(200, empty),
      'PUT /api/v1/staff/fake-orders/rules': (sent) =>
        jsonResponse(200, { ...empty, rules: JSON.parse(sent.body ?? '') }),
      'POST /api/v1/staff/fake-orders/marks': jsonResponse(200, empty),
    });
    renderApp('/staff/fake-orders');
    const rules = within(await screen.findByRole('form', { name: text.rules }));
    await user.click(rules.getByLabelText(text.firstOrder));
    await user.click(rules.getByLabelText(text.basketOver));
    await user.clear(rules.getByLabelText(text.amount));
    await user.type(rules.getByLabelText(text.amount), '80');
    await user.click(rules.getByRole('button', { name: text.saveRules }));
    expect(await screen.findByText(text.rulesSaved)).toBeTruthy();
    const [, sentRules] = callsTo(log, 'PUT /api/v1/staff/fake-orders/rules')[0] ?? [];
    expect(JSON.parse(sentRules?.body ?? '')).toEqual({
      ...DEFAULT_GUARD_RULES,
      firstOrder: true,
      basketOver: { on: true, amountCents: 8_000 },
    });

    const form = within(screen.getByRole('form', { name: text.addMark }));
    await user.selectOptions(form.getByLabelText(text.target), 'email');
    await user.type(form.getByLabelText(text.value), 'no.show@example.ie');
    await user.selectOptions(form.getByLabelText(text.kind), 'card_only');
    await user.type(form.getByLabelText(text.reason), 'No-show on a cash order');
    await user.click(form.getByRole('button', { name: text.addMark }));
    await screen.findByRole('form', { name: text.addMark });
    expect(JSON.parse(callsTo(log, 'POST /api/v1/staff/fake-orders/marks')[0]?.[1]?.body ?? '')).toEqual({
      target: 'email',
      value: 'no.show@example.ie',
      kind: 'card_only',
      reason: 'No-show on a cash order',
    });
  });

  it('the guard that cannot be loaded says so, with Try again', async () => {
    signIn('staff');
    mockGuardSite({ 'GET /api/v1/staff/fake-orders': errorResponse(500, 'boom') });
    renderApp('/staff/fake-orders');
    expect(await screen.findByText(text.failed)).toBeTruthy();
    expect(screen.getByRole('button', { name: text.retry })).toBeTruthy();
  });
});
