import { describe, expect, it } from 'vitest';
import { placeOrder } from '../../../test/order-helpers.ts';
import { bed, formOf, sixChops, staffCall, startChangeTestbed, stateOf } from './changes.testbed.ts';

/*
 * Issue 49's races, on both databases: a change and what else moves the order take its row lock in
 * turn, and the one that comes second finds the version moved: one wins, the other is 409, and the
 * order, its lines, its slot and the stock are exactly as the winner left them.
 */
startChangeTestbed();

const changeUrl = (orderId: number) => `/api/v1/staff/orders/${orderId}/change`;

describe('a change racing', () => {
  it('an acceptance: one wins, the other is 409, nothing half-done', async () => {
    const placed = await placeOrder(bed.ctx, bed.customer.token, { scheduleAt: '2026-11-23 19:15:00' });
    const before = await stateOf(placed.id);
    const form = await formOf(placed.id);
    const change = { ...form.request, cart: [...form.request.cart, sixChops(2)] };
    const [changed, accepted] = await Promise.all([
      staffCall('POST', changeUrl(placed.id), change),
      staffCall('POST', `/api/v1/staff/orders/${placed.id}/accept`, { version: form.version }),
    ]);
    expect([changed.status, accepted.status].sort()).toEqual([200, 409]);
    const after = await stateOf(placed.id);
    if (changed.status === 200) {
      expect(accepted.body.errors[0].code).toBe('order_version');
      expect(after).toMatchObject({ status: 'pending', version: 1, changes: 1, chopsStock: 8 });
      expect(after.lines.map((line) => line.quantity)).toEqual([3, 2]);
    } else {
      expect(changed.body.errors[0].code).toBe('order_version');
      expect(after).toMatchObject({ ...before, status: 'confirmed', version: 1 });
    }
    // One order's place in its slot, whoever won.
    expect(after.slot.map((slot) => slot.taken)).toEqual([1]);
  });

  it('another change: one wins, the other is 409, the stock and slot as the winner left them', async () => {
    const placed = await placeOrder(bed.ctx, bed.customer.token, { scheduleAt: '2026-11-23 19:30:00' });
    const form = await formOf(placed.id);
    const two = { ...form.request, cart: [...form.request.cart, sixChops(2)] };
    const five = { ...form.request, cart: [...form.request.cart, sixChops(5)] };
    const answers = await Promise.all([
      staffCall('POST', changeUrl(placed.id), two),
      staffCall('POST', changeUrl(placed.id), five),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const won = answers[0]?.status === 200 ? 2 : 5;
    const lost = answers.find((answer) => answer.status === 409);
    expect(lost?.body.errors[0].code).toBe('order_version');
    const after = await stateOf(placed.id);
    expect(after).toMatchObject({ version: 1, changes: 1, chopsStock: 10 - won });
    expect(after.lines.map((line) => line.quantity)).toEqual([3, won]);
    expect(after.slot).toEqual([{ taken: 1, portions: 3 + won }]);
  });
});
