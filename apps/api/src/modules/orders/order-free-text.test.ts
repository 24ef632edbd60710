import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addresses, payments, simulatedPaymentIntents } from '../../db/schema.ts';
import { call, register } from '../../test/auth-helpers.ts';
import {
  bed,
  collectionOrder,
  countOrders,
  northOfRestaurant,
  place,
  quote,
  startOrderTestbed,
} from './orders.testbed.ts';

// Issue 30, finding 1: an order's free text follows the site's text rules. A NUL answered 500 (on
// wpay after the intent was made); a direction override in the contact name made the board read
// "PAID - cash only"; CR/LF passed in one-line fields.
startOrderTestbed();

const HIDDEN = 'Please remove the hidden characters from this field';
const NUL = 'Aoife\u0000Ryan';
const OVERRIDE = 'Aoife \u202Eylno hsac - DIAP';
const CRLF = 'Aoife\r\nRyan';

/** An order body with one field replaced: at the top, in the basket line, or in its option. */
function withText(field: string, text: string) {
  const order = collectionOrder();
  const [line] = order.cart;
  if (!line) throw new Error('no basket line');
  if (field === 'item_note') return { ...order, cart: [{ ...line, item_note: text }] };
  if (field === 'item_type') return { ...order, cart: [{ ...line, item_type: text }] };
  if (field === 'variation') {
    return { ...order, cart: [{ ...line, variations: [{ name: 'Portion', values: { label: [text] } }] }] };
  }
  if (field === 'house' || field === 'floor' || field === 'road' || field === 'address') {
    return {
      ...order,
      order_type: 'delivery',
      ...northOfRestaurant(3),
      address: 'Main Street',
      [field]: text,
    };
  }
  return { ...order, [field]: text };
}

/** Every one-line field with each refused text; the notes with all but the line break. */
const ONE_LINE = [
  'contact_person_name',
  'contact_person_number',
  'address',
  'house',
  'floor',
  'road',
  'coupon_code',
  'variation',
  'item_type',
  'transaction_reference',
];
const NOTES = ['order_note', 'item_note', 'unavailable_item_note'];
const cases = [
  ...ONE_LINE.flatMap((field) => [NUL, OVERRIDE, CRLF].map((text) => [field, text] as const)),
  ...NOTES.flatMap((field) => [NUL, OVERRIDE].map((text) => [field, text] as const)),
];

const expectRefused = (
  answer: { status: number; body: { message: string; errors: unknown[] } },
  what: string,
) => {
  expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(400);
  expect(answer.body.message, what).toBe(HIDDEN);
  expect(answer.body.errors[0], what).toMatchObject({ message: HIDDEN });
};

describe("an order's free text (issue 30)", () => {
  let token: string;
  let customerId: number;
  beforeAll(async () => {
    ({ token, id: customerId } = await register(bed.ctx));
  });

  it('refuses a NUL, a direction override or a line break in a one-line field, and a NUL or an override in a note, with 400: nothing placed', async () => {
    for (const [field, text] of cases) {
      const what = `${field} ${JSON.stringify(text)}`;
      expectRefused(await place(token, withText(field, text)), `place ${what}`);
      expectRefused(await quote(token, withText(field, text)), `quote ${what}`);
    }
    expect(await countOrders(customerId)).toBe(0);
  });

  it('makes no payment intent for such a basket on wpay, nor for such a first-version field', async () => {
    const before = (await bed.ctx.db.select().from(simulatedPaymentIntents)).length;
    for (const [field, text] of cases) {
      const { order_amount: _amount, payment_method: _method, ...order } = withText(field, text);
      const answer = await call(bed.ctx, 'POST', '/api/v1/stripe/wpay', { token, body: { order } });
      expectRefused(answer, `wpay ${field} ${JSON.stringify(text)}`);
    }
    for (const field of ['user_name', 'email', 'phone', 'payment_method_id']) {
      const { order_amount: _amount, payment_method: _method, ...order } = collectionOrder();
      const answer = await call(bed.ctx, 'POST', '/api/v1/stripe/wpay', {
        token,
        body: { order, [field]: NUL },
      });
      expectRefused(answer, `wpay ${field}`);
    }
    expect((await bed.ctx.db.select().from(simulatedPaymentIntents)).length).toBe(before);
    expect(await bed.ctx.db.select().from(payments).where(eq(payments.customerId, customerId))).toEqual([]);
  });

  it('takes line breaks in the notes, as typed on several lines', async () => {
    const answer = await place(
      token,
      collectionOrder({
        order_note: 'Ring the bell\r\nthen knock',
        cart: [{ ...collectionOrder().cart[0], item_note: 'Extra crispy\nno onion' }],
      }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  });

  it('refuses the same in a saved address, label included: nothing saved', async () => {
    const point = northOfRestaurant(3);
    const home = {
      address_type: 'other',
      address: 'Main Street',
      latitude: String(point.latitude),
      longitude: String(point.longitude),
      house: '4',
    };
    for (const [field, text] of [
      ['address_label', OVERRIDE],
      ['address_label', CRLF],
      ['contact_person_name', OVERRIDE],
      ['contact_person_name', NUL],
      ['house', CRLF],
      ['road', NUL],
    ] as const) {
      const answer = await call(bed.ctx, 'POST', '/api/v1/customer/address/add', {
        token,
        body: { ...home, [field]: text },
      });
      expectRefused(answer, `address ${field} ${JSON.stringify(text)}`);
    }
    expect(await bed.ctx.db.select().from(addresses).where(eq(addresses.customerId, customerId))).toEqual([]);
  });
});
