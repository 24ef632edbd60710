import { describe, expect, it } from 'vitest';
import { call, register, signInStaff } from '../../test/auth-helpers.ts';
import { bed, collectionOrder, place, startOrderTestbed } from './orders.testbed.ts';

// "Call before cooking" (decision 076): the guard's flag on the staff's answers, never the customer's.
startOrderTestbed();

async function flaggedOrder(reason: string) {
  const admin = await signInStaff(bed.ctx, 'admin');
  const customer = await register(bed.ctx);
  const marked = await call(bed.ctx, 'POST', '/api/v1/staff/fake-orders/marks', {
    token: admin.token,
    body: { target: 'account', value: String(customer.id), kind: 'flag', reason },
  });
  expect(marked.status, JSON.stringify(marked.body)).toBeLessThan(300);
  const placed = await place(customer.token, collectionOrder());
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return { admin, customer, orderId: placed.body.order_id as number };
}

describe('a flagged order', () => {
  it('carries the reason to call first on the board, its ticket and the staff’s customer page', async () => {
    const { admin, customer, orderId } = await flaggedOrder('Gave a false address twice');
    const staffGet = (url: string) => call(bed.ctx, 'GET', url, { token: admin.token });
    const expected = { reason: 'Gave a false address twice' };

    const board = await staffGet('/api/v1/staff/orders');
    expect(board.status).toBe(200);
    const onBoard = board.body.orders.find((order: { id: number }) => order.id === orderId);
    expect(onBoard.call_first).toEqual(expected);
    expect((await staffGet(`/api/v1/staff/orders/${orderId}`)).body.call_first).toEqual(expected);
    const history = await staffGet(`/api/v1/staff/customers/${customer.id}/orders`);
    expect(history.body.orders[0].call_first).toEqual(expected);
  });

  it('an order nobody flagged says nothing of a call', async () => {
    const admin = await signInStaff(bed.ctx, 'admin');
    const customer = await register(bed.ctx);
    const placed = await place(customer.token, collectionOrder());
    const order = await call(bed.ctx, 'GET', `/api/v1/staff/orders/${placed.body.order_id}`, {
      token: admin.token,
    });
    expect(order.body.call_first).toBeNull();
  });

  it('is never told to its customer: their order page and their data export have no such field', async () => {
    const { customer, orderId } = await flaggedOrder('Asked for the whole menu');
    const own = await call(bed.ctx, 'GET', `/api/v1/customer/order/${orderId}`, { token: customer.token });
    expect(own.status).toBe(200);
    expect(own.body.id).toBe(orderId);
    expect(own.body).not.toHaveProperty('call_first');
    expect(JSON.stringify(own.body)).not.toContain('Asked for the whole menu');

    const exported = await call(bed.ctx, 'GET', '/api/v1/customer/export', { token: customer.token });
    expect(exported.status).toBe(200);
    expect(JSON.stringify(exported.body)).not.toContain('call_first');
    expect(JSON.stringify(exported.body)).not.toContain('Asked for the whole menu');
  });
});
