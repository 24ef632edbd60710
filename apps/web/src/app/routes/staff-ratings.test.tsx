import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ratingMessages, type StaffCoupon, type StaffRating } from '@tiffin/core';
import { describe, expect, it } from 'vitest';
import { useStaffSession } from '@/features/staff-shell/stores/staff-session';
import { staffRatingMessages as text } from '@/lib/messages/staff-rating-messages';
import { buildRestaurant } from '@/testing/fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const RATINGS = 'GET /api/v1/staff/ratings';
const REPLY = 'POST /api/v1/staff/ratings/:ratingId/reply';
const HIDE = 'POST /api/v1/staff/ratings/:ratingId/hide';

const signedInAsAdmin = () =>
  useStaffSession.getState().signIn({
    token: 'staff-token',
    member: {
      id: 2,
      name: 'Ravi Shah',
      email: 'admin@tiffin.test',
      role: 'admin',
      disabled: false,
      sign_in_held: null,
      created_at: new Date().toISOString(),
    },
  });

const rating = (overrides: Partial<StaffRating> = {}): StaffRating => ({
  id: 31,
  order_id: 7,
  order_reference: 'K7Q2MX',
  fulfilment: 'delivery',
  customer_name: 'Aoife Ryan',
  food: 2,
  delivery: 4,
  comment: 'Cold, and the driver was rude',
  hidden_reason: null,
  replied_at: null,
  created_at: '2026-11-23T20:15:00.000Z',
  ...overrides,
});

const coupon = (overrides: Partial<StaffCoupon>): StaffCoupon => ({
  id: 1,
  code: 'WELCOME10',
  title: '10% off your order',
  discount_type: 'percent',
  discount: 10,
  min_purchase_cents: 0,
  start_date: '2026-01-01',
  expire_date: '2030-12-31',
  limit: 1000,
  total_uses: 12,
  active: true,
  ...overrides,
});

function staffSite(routes: Parameters<typeof mockApi>[0]) {
  return mockApi({
    'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()),
    'GET /api/v1/staff/orders/stream': () =>
      new Response(new ReadableStream({ start: () => undefined }), {
        headers: { 'content-type': 'text/event-stream' },
      }),
    'GET /api/v1/staff/printers': jsonResponse(200, { now: new Date().toISOString(), printers: [] }),
    'GET /api/v1/staff/coupons': jsonResponse(200, {
      coupons: [coupon({}), coupon({ id: 3, code: 'OLD5', title: 'Gone', active: false })],
    }),
    ...routes,
  });
}

const bodyOf = (call: [string, { body?: string | undefined }] | undefined) =>
  JSON.parse(String(call?.[1].body));

describe('/staff/ratings', () => {
  it('lists each rating with its order; answers one by e-mail with an active coupon’s voucher', async () => {
    signedInAsAdmin();
    const user = userEvent.setup();
    let replied = false;
    const log = staffSite({
      [RATINGS]: () =>
        jsonResponse(200, { ratings: [rating(replied ? { replied_at: '2026-11-24T09:00:00.000Z' } : {})] }),
      [REPLY]: () => {
        replied = true;
        return jsonResponse(200, rating({ replied_at: '2026-11-24T09:00:00.000Z' }));
      },
    });
    renderApp('/staff/ratings');
    const card = (await screen.findByRole('heading', { name: text.order('K7Q2MX') })).closest('li');
    if (!card) throw new Error('no card');
    const inCard = within(card);
    expect(inCard.getByText(text.food(2))).toBeTruthy();
    expect(inCard.getByText(text.delivery(4))).toBeTruthy();
    expect(inCard.getByText('Cold, and the driver was rude')).toBeTruthy();
    expect(inCard.getByText('Delivery · Aoife Ryan')).toBeTruthy();
    expect(screen.getByRole('link', { name: text.nav })).toBeTruthy();

    await user.click(inCard.getByRole('button', { name: text.send }));
    expect(await inCard.findByText(ratingMessages.validation.reply)).toBeTruthy();
    const voucher = inCard.getByLabelText(text.voucher);
    expect(
      within(voucher)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([text.noVoucher, 'WELCOME10 — 10% off your order']);
    await user.type(inCard.getByLabelText(text.reply), 'Sorry it was cold.');
    await user.selectOptions(voucher, 'WELCOME10 — 10% off your order');
    await user.click(inCard.getByRole('button', { name: text.send }));
    await waitFor(() => expect(callsTo(log, 'POST /api/v1/staff/ratings/31/reply')).toHaveLength(1));
    expect(bodyOf(callsTo(log, 'POST /api/v1/staff/ratings/31/reply')[0])).toEqual({
      message: 'Sorry it was cold.',
      coupon_id: 1,
    });
    expect(await screen.findByText(/^Answered by e-mail/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: text.send })).toBeNull();
  });

  it('hides a comment with a reason, and shows the reason after', async () => {
    signedInAsAdmin();
    const user = userEvent.setup();
    let hidden = false;
    const log = staffSite({
      [RATINGS]: () =>
        jsonResponse(200, { ratings: [rating(hidden ? { hidden_reason: 'Names a member of staff' } : {})] }),
      [HIDE]: () => {
        hidden = true;
        return jsonResponse(200, rating({ hidden_reason: 'Names a member of staff' }));
      },
    });
    renderApp('/staff/ratings');
    await user.type(await screen.findByLabelText(text.hideReason), 'Names a member of staff');
    await user.click(screen.getByRole('button', { name: text.hide }));
    expect(await screen.findByText(text.hidden('Names a member of staff'))).toBeTruthy();
    expect(bodyOf(callsTo(log, 'POST /api/v1/staff/ratings/31/hide')[0])).toEqual({
      reason: 'Names a member of staff',
    });
    expect(screen.queryByRole('button', { name: text.hide })).toBeNull();
    // The comment itself is still there for the staff, unchanged.
    expect(screen.getByText('Cold, and the driver was rude')).toBeTruthy();
  });

  it('says when there are none yet, and when they cannot be loaded, with a retry', async () => {
    signedInAsAdmin();
    const user = userEvent.setup();
    let down = true;
    staffSite({
      [RATINGS]: () => (down ? errorResponse(500, 'Server error') : jsonResponse(200, { ratings: [] })),
    });
    renderApp('/staff/ratings');
    expect(await screen.findByText(text.failed)).toBeTruthy();
    down = false;
    await user.click(screen.getByRole('button', { name: text.retry }));
    expect(await screen.findByText(text.none)).toBeTruthy();
  });

  it('offers no way to write or change a rating', async () => {
    signedInAsAdmin();
    staffSite({ [RATINGS]: jsonResponse(200, { ratings: [rating()] }) });
    renderApp('/staff/ratings');
    await screen.findByRole('heading', { name: text.order('K7Q2MX') });
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });
});
