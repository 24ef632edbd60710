import { eq } from 'drizzle-orm';
import { products, restaurants } from '../db/schema.ts';
import { call, confirmEmail, register } from './auth-helpers.ts';
import { clientAddress, type TestContext } from './test-app.ts';

/**
 * Orders placed through the API as the checkout places them, for the tests of what happens to an
 * order afterwards (the staff board, the status flow).
 */

let keyCounter = 0;

/** Three of a seeded dish for collection at `scheduleAt` (Dublin), in cash or paid by a simulated card. */
export async function placeOrder(
  ctx: TestContext,
  token: string,
  { dish = 'Onion Bhaji', scheduleAt = '2026-11-23 19:00:00', card = false } = {},
): Promise<{ id: number; reference: string }> {
  const [product] = await ctx.db.select().from(products).where(eq(products.name, dish));
  if (!product) throw new Error(`no ${dish} seeded`);
  const order = {
    order_type: 'take_away',
    restaurant_id: '2',
    cart: [{ item_id: product.id, quantity: 3, variations: [], item_note: 'Extra crispy' }],
    schedule_at: scheduleAt,
    contact_person_name: 'Aoife Ryan',
    contact_person_number: '087 123 4567',
  };
  let payment: Record<string, string> = { payment_method: 'cash_on_delivery' };
  if (card) {
    const asked = await call(ctx, 'POST', '/api/v1/stripe/wpay', { token, body: { order } });
    const paid = await call(ctx, 'POST', '/api/v1/payments/simulated/confirm', {
      token,
      body: {
        payment_intent_id: asked.body.stripePaymentId,
        client_secret: asked.body.clientSecret,
        card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
      },
    });
    if (paid.body?.status !== 'succeeded') throw new Error(`card not paid: ${JSON.stringify(paid.body)}`);
    payment = { payment_method: 'digital_payment', stripe_payment_intent_id: asked.body.stripePaymentId };
  }
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/customer/order/place1',
    payload: { ...order, ...payment, order_amount: ((product.priceCents * 3) / 100).toFixed(2) },
    headers: {
      authorization: `Bearer ${token}`,
      'idempotency-key': `test-order-${++keyCounter}-${Date.now()}`,
    },
    remoteAddress: clientAddress(),
  });
  if (response.statusCode !== 200) throw new Error(`order not placed: ${response.body}`);
  // Its receipt, pushes and tickets are delivered before the test looks (decision 062).
  await ctx.app.settleEvents();
  const body = response.json();
  return { id: body.order_id, reference: body.order_reference };
}

let deliveryCounter = 0;
/**
 * A delivery order of three onion bhajis (€19.50) to a new customer's address 5 km due north of
 * the restaurant (€5.25 to deliver: €24.75), accepted by `staffToken`'s member: ready for a run.
 * In cash, or paid by a simulated card, with a tip if given (issue 51).
 */
export async function acceptedDeliveryOrder(
  ctx: TestContext,
  staffToken: string,
  { card = false, tip }: { card?: boolean; tip?: { percent: number } | { amount: string } } = {},
): Promise<{ id: number; reference: string; customer: { id: number; token: string } }> {
  const customer = await register(ctx);
  await confirmEmail(ctx, customer);
  const [restaurant] = await ctx.db.select().from(restaurants);
  const [product] = await ctx.db.select().from(products).where(eq(products.name, 'Onion Bhaji'));
  if (!restaurant || !product) throw new Error('no restaurant or bhajis seeded');
  const saved = await call(ctx, 'POST', '/api/v1/customer/address/add', {
    token: customer.token,
    body: {
      address_type: 'home',
      address: 'Rock View, Cashel, Co. Tipperary',
      latitude: String(restaurant.latitude + ((5 / 6371) * 180) / Math.PI),
      longitude: String(restaurant.longitude),
      house: '4',
      road: 'Rock View',
    },
  });
  if (saved.status !== 200) throw new Error(`address not saved: ${JSON.stringify(saved.body)}`);
  const order = {
    order_type: 'delivery',
    address_id: saved.body.address.id,
    restaurant_id: '2',
    cart: [{ item_id: product.id, quantity: 3, variations: [] }],
    schedule_at: '2026-11-23 19:00:00',
    order_note: 'Side door, the dog is friendly',
    contact_person_name: 'Aoife Ryan',
    contact_person_number: '087 123 4567',
    ...(tip ? { tip } : {}),
  };
  let payment: Record<string, string> = { payment_method: 'cash_on_delivery' };
  if (card) {
    const asked = await call(ctx, 'POST', '/api/v1/stripe/wpay', { token: customer.token, body: { order } });
    await call(ctx, 'POST', '/api/v1/payments/simulated/confirm', {
      token: customer.token,
      body: {
        payment_intent_id: asked.body.stripePaymentId,
        client_secret: asked.body.clientSecret,
        card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
      },
    });
    payment = { payment_method: 'digital_payment', stripe_payment_intent_id: asked.body.stripePaymentId };
  }
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/customer/order/place1',
    payload: { ...order, ...payment, order_amount: '24.75' },
    headers: {
      authorization: `Bearer ${customer.token}`,
      'idempotency-key': `delivery-${++deliveryCounter}-${Date.now()}`,
    },
    remoteAddress: clientAddress(),
  });
  if (response.statusCode !== 200) throw new Error(`delivery order not placed: ${response.body}`);
  const placed = response.json();
  const accepted = await call(ctx, 'POST', `/api/v1/staff/orders/${placed.order_id}/accept`, {
    token: staffToken,
    body: {},
  });
  if (accepted.status !== 200) throw new Error(`not accepted: ${JSON.stringify(accepted.body)}`);
  return {
    id: placed.order_id,
    reference: placed.order_reference,
    customer: { id: customer.id, token: customer.token },
  };
}
