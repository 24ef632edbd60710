import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffActions } from '../../db/schema.ts';
import { call, register, signInStaff } from '../../test/auth-helpers.ts';
import { placeOrder } from '../../test/order-helpers.ts';
import { bed, collectionOrder, place, startOrderTestbed } from './orders.testbed.ts';

/*
 * "No-show" on an order (issue 51, decision 078): any member marks the order's account, or a
 * guest's phone, card-only with the order's reference as the reason; the next cash order is
 * refused with card-only's message, a card order passes, and the mark lifts like any other.
 */
startOrderTestbed();

let member: Awaited<ReturnType<typeof signInStaff>>;
const staffCall = (method: 'POST' | 'GET', url: string, body?: unknown) =>
  call(bed.ctx, method, url, { token: member.token, body });
const noShow = (orderId: number) => staffCall('POST', '/api/v1/staff/fake-orders/no-shows', { orderId });
/** Accepted for the time it was asked for (an order for later takes no minutes). */
async function accept(orderId: number) {
  const accepted = await staffCall('POST', `/api/v1/staff/orders/${orderId}/accept`, {});
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
}

beforeAll(async () => {
  member = await signInStaff(bed.ctx, 'staff');
});

describe('a no-show on an account’s order', () => {
  it('makes the account card-only, logged, until the mark is lifted', async () => {
    const customer = await register(bed.ctx);
    const order = await placeOrder(bed.ctx, customer.token);
    await accept(order.id);

    const marked = await noShow(order.id);
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    const reason = `No-show on order #${order.reference}`;
    expect(marked.body.mark).toMatchObject({
      target: 'account',
      value: String(customer.id),
      kind: 'card_only',
      reason,
    });
    const [logged] = await bed.ctx.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.subject, `mark ${marked.body.mark.id}`));
    expect(logged).toMatchObject({ staffId: member.id, action: 'customer marked card_only' });
    expect(logged?.details).toMatchObject({ reason, orderId: order.id });

    const cash = await place(customer.token, collectionOrder({ contact_person_number: '087 400 0001' }));
    expect(cash.status).toBe(422);
    expect(cash.body.errors[0].code).toBe('card_only');
    expect(cash.body.message).toBe('Please pay by card for this order.');
    expect((await placeOrder(bed.ctx, customer.token, { card: true })).id).toBeGreaterThan(order.id);

    const twice = await noShow(order.id);
    expect(twice.status).toBe(409);
    expect(twice.body.errors[0].code).toBe('no_show');
    expect(twice.body.message).toBe('This order’s customer is already card-only for this no-show.');

    const page = await staffCall('GET', '/api/v1/staff/fake-orders');
    expect(page.body.marks).toContainEqual(expect.objectContaining({ id: marked.body.mark.id, reason }));
    const lifted = await staffCall('POST', `/api/v1/staff/fake-orders/marks/${marked.body.mark.id}/lift`);
    expect(lifted.status).toBe(200);
    expect((await placeOrder(bed.ctx, customer.token)).id).toBeGreaterThan(order.id);
  });

  it('is refused on a new order, on a delivered one, and on none', async () => {
    const customer = await register(bed.ctx);
    const order = await placeOrder(bed.ctx, customer.token);
    const pending = await noShow(order.id);
    expect(pending.status).toBe(409);
    expect(pending.body.message).toBe(
      'Only an order accepted and not yet collected or delivered can be a no-show.',
    );
    await accept(order.id);
    for (const status of ['processing', 'handover', 'delivered'])
      expect((await staffCall('POST', `/api/v1/staff/orders/${order.id}/advance`, { status })).status).toBe(
        200,
      );
    expect((await noShow(order.id)).status).toBe(409);
    expect((await noShow(999_999)).status).toBe(404);
    expect((await noShow(Number.NaN)).status).toBe(400);
    // Nothing was marked: the customer still pays cash.
    expect((await place(customer.token, collectionOrder())).status).toBe(200);
  });
});

describe('a no-show on a guest’s phone order', () => {
  it('makes the phone card-only: an account ordering cash with that number is refused', async () => {
    const phoned = await staffCall('POST', '/api/v1/staff/phone-orders', {
      order_type: 'take_away',
      restaurant_id: 2,
      cart: [{ item_id: bed.bhaji.id, quantity: 3, variations: [] }],
      schedule_at: '2026-11-23 19:00:00',
      contact_person_name: 'Seán Guest',
      contact_person_number: '087 300 0001',
      customer_id: null,
      allergy: { answer: 'no' },
      payment: 'cash',
    });
    expect(phoned.status, JSON.stringify(phoned.body)).toBe(200);
    await accept(phoned.body.order_id);
    const marked = await noShow(phoned.body.order_id);
    expect(marked.body.mark).toMatchObject({ target: 'phone', value: '+353873000001', kind: 'card_only' });

    const someone = await register(bed.ctx);
    const cash = await place(someone.token, collectionOrder({ contact_person_number: '+353 87 300 0001' }));
    expect(cash.body.errors[0].code).toBe('card_only');
  });
});
