import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOfflineSender } from '../../adapters/sms/offline.ts';
import { orders } from '../../db/schema.ts';
import { call, codeIn, confirmEmail, register, signInStaff } from '../../test/auth-helpers.ts';
import {
  bed,
  collectionOrder,
  countOrders,
  euro,
  northOfRestaurant,
  place,
  startOrderTestbed,
} from './orders.testbed.ts';

// The fake-order guard in placement (decision 073): the rules, the code, the marks.
const sms = createOfflineSender({ info: () => {} });
startOrderTestbed({ sms });

const rules = {
  firstOrder: true,
  basketOver: { on: true, amountCents: 5_000 },
  lateAfter: { on: false, time: '22:00' },
  newAddress: false,
  phonePrefixes: ['+353'],
};
/** Twenty onion bhajis: over the €50 the rules set. */
const bigOrder = (overrides: Record<string, unknown> = {}) =>
  collectionOrder({
    cart: [{ item_id: bed.bhaji.id, quantity: 20 }],
    order_amount: euro(bed.bhaji.priceCents * 20),
    ...overrides,
  });

let admin: Awaited<ReturnType<typeof signInStaff>>;
const staffCall = (method: 'POST' | 'PUT' | 'GET', url: string, body?: unknown) =>
  call(bed.ctx, method, url, { token: admin.token, body });

let phoneCounter = 0;
/** A number of its own for each order's contact: the sends to one number are limited. */
const newPhone = () => `087 200 ${String(++phoneCounter).padStart(4, '0')}`;

async function verifiedCheck(token: string, phone: string) {
  const sent = await call(bed.ctx, 'POST', '/api/v1/customer/phone-checks', { token, body: { phone } });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const code = codeIn(sms.sent.at(-1)?.body ?? '');
  const url = `/api/v1/customer/phone-checks/${sent.body.checkId}/verify`;
  const verified = await call(bed.ctx, 'POST', url, { token, body: { code } });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return sent.body.checkId as number;
}

beforeAll(async () => {
  admin = await signInStaff(bed.ctx, 'admin');
  const saved = await staffCall('PUT', '/api/v1/staff/fake-orders/rules', rules);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  expect(saved.body.rules).toEqual(rules);
});

describe('a cash order that trips a rule', () => {
  it('is refused without a verified code, placed with one, and the code lets one order through', async () => {
    const customer = await register(bed.ctx);
    const phone = newPhone();
    const refused = await place(customer.token, bigOrder({ contact_person_number: phone }));
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].code).toBe('phone_check_required');
    expect(refused.body.message).toBe(
      'Please confirm your phone number with a code we text you, or pay by card, to place this order.',
    );
    expect(refused.body.rules).toEqual(['firstOrder', 'basketOver']);
    expect(await countOrders(customer.id)).toBe(0);

    const checkId = await verifiedCheck(customer.token, phone);
    expect(sms.sent.at(-1)?.to).toBe(`+353${phone.replace(/\s/g, '').slice(1)}`);
    const placed = await place(
      customer.token,
      bigOrder({ contact_person_number: phone, phone_check_id: checkId }),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(await countOrders(customer.id)).toBe(1);

    // Spent: the same check does not let a second big order through.
    const again = await place(
      customer.token,
      bigOrder({ contact_person_number: phone, phone_check_id: checkId }),
    );
    expect(again.body.errors[0].code).toBe('phone_check_required');
    // No longer a first order, and under the amount: nothing asked.
    expect((await place(customer.token, collectionOrder({ contact_person_number: phone }))).status).toBe(200);
  });

  it('is refused with a check of another number, another customer’s, or one only sent', async () => {
    const customer = await register(bed.ctx);
    const phone = newPhone();
    const order = (checkId: number) => bigOrder({ contact_person_number: phone, phone_check_id: checkId });
    const otherNumber = await verifiedCheck(customer.token, newPhone());
    expect((await place(customer.token, order(otherNumber))).status).toBe(422);
    const someoneElse = await register(bed.ctx);
    const theirs = await verifiedCheck(someoneElse.token, phone);
    expect((await place(customer.token, order(theirs))).status).toBe(422);
    const sent = await call(bed.ctx, 'POST', '/api/v1/customer/phone-checks', {
      token: customer.token,
      body: { phone: newPhone() },
    });
    expect((await place(customer.token, order(sent.body.checkId))).status).toBe(422);
    expect(await countOrders(customer.id)).toBe(0);
  });
});

describe('the staff marks', () => {
  it('a blocked phone cannot order, with a polite message to call, until the mark is lifted', async () => {
    const customer = await register(bed.ctx);
    const phone = newPhone();
    const marked = await staffCall('POST', '/api/v1/staff/fake-orders/marks', {
      target: 'phone',
      value: `+353 ${phone.slice(1)}`,
      kind: 'blocked',
      reason: 'Nine fake orders in two nights',
    });
    expect(marked.status).toBe(200);
    const mark = marked.body.marks.find(
      (one: { reason: string }) => one.reason === 'Nine fake orders in two nights',
    );
    expect(mark.value).toBe(`+353${phone.replace(/\s/g, '').slice(1)}`);
    const refused = await place(customer.token, collectionOrder({ contact_person_number: phone }));
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].code).toBe('customer_blocked');
    expect(refused.body.message).toMatch(
      /^We cannot take this order online\. Please call us on .+ to order\.$/,
    );

    const lifted = await staffCall('POST', `/api/v1/staff/fake-orders/marks/${mark.id}/lift`);
    expect(lifted.body.marks.some((one: { id: number }) => one.id === mark.id)).toBe(false);
    const checkId = await verifiedCheck(customer.token, phone);
    const placed = await place(
      customer.token,
      collectionOrder({ contact_person_number: phone, phone_check_id: checkId }),
    );
    expect(placed.status).toBe(200);
  });

  it('a card-only e-mail may not pay cash; a flagged account’s order is listed to call before cooking', async () => {
    const customer = await register(bed.ctx);
    await staffCall('POST', '/api/v1/staff/fake-orders/marks', {
      target: 'email',
      value: customer.email.toUpperCase(),
      kind: 'card_only',
      reason: 'No-show on a cash order',
    });
    const refused = await place(customer.token, collectionOrder({ contact_person_number: newPhone() }));
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].code).toBe('card_only');
    expect(refused.body.message).toBe('Please pay by card for this order.');

    const flagged = await register(bed.ctx);
    await staffCall('POST', '/api/v1/staff/fake-orders/marks', {
      target: 'account',
      value: String(flagged.id),
      kind: 'flag',
      reason: 'Asked for the whole menu last week',
    });
    const phone = newPhone();
    const checkId = await verifiedCheck(flagged.token, phone);
    const placed = await place(
      flagged.token,
      collectionOrder({ contact_person_number: phone, phone_check_id: checkId }),
    );
    expect(placed.status).toBe(200);
    const [order] = await bed.ctx.db.select().from(orders).where(eq(orders.customerId, flagged.id));
    const list = await staffCall('GET', '/api/v1/staff/fake-orders');
    expect(list.body.flaggedOrders).toContainEqual(
      expect.objectContaining({ orderId: order?.id, reason: 'Asked for the whole menu last week' }),
    );
  });

  it('an address marked by its Eircode as the staff type it, with the space, blocks a delivery there', async () => {
    const customer = await register(bed.ctx);
    await confirmEmail(bed.ctx, customer);
    const point = northOfRestaurant(5);
    const saved = await call(bed.ctx, 'POST', '/api/v1/customer/address/add', {
      token: customer.token,
      body: {
        address_type: 'home',
        address: 'Rock View, Cashel',
        latitude: String(point.latitude),
        longitude: String(point.longitude),
        house: '7',
        road: 'Dualla Road',
        eircode: 'e25x9t4',
      },
    });
    expect(saved.status).toBe(200);
    const marked = await staffCall('POST', '/api/v1/staff/fake-orders/marks', {
      target: 'address',
      value: 'E25 X9T4',
      kind: 'blocked',
      reason: 'Fake orders to this door',
    });
    expect(marked.status).toBe(200);
    const refused = await place(
      customer.token,
      collectionOrder({
        order_type: 'delivery',
        address_id: saved.body.address.id,
        order_amount: '24.75',
        schedule_at: '2026-11-23 19:00:00',
        contact_person_number: newPhone(),
      }),
    );
    expect(refused.status, JSON.stringify(refused.body)).toBe(403);
    expect(refused.body.errors[0].code).toBe('customer_blocked');
  });

  it('only admins change the rules; members mark', async () => {
    const member = await signInStaff(bed.ctx, 'staff');
    const tried = await call(bed.ctx, 'PUT', '/api/v1/staff/fake-orders/rules', {
      token: member.token,
      body: rules,
    });
    expect(tried.status).toBe(403);
  });
});

describe('the rules, kept with the settings between orders', () => {
  it('are read again by the next order once the owner changes them', async () => {
    const off = { ...rules, firstOrder: false, basketOver: { on: false, amountCents: 5_000 } };
    expect((await staffCall('PUT', '/api/v1/staff/fake-orders/rules', off)).status).toBe(200);
    const first = await register(bed.ctx);
    const placed = await place(first.token, bigOrder({ contact_person_number: newPhone() }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);

    // The owner turns them on again: the very next order is asked for a code.
    expect((await staffCall('PUT', '/api/v1/staff/fake-orders/rules', rules)).status).toBe(200);
    const second = await register(bed.ctx);
    const refused = await place(second.token, bigOrder({ contact_person_number: newPhone() }));
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].code).toBe('phone_check_required');
  });
});
