import { eq } from 'drizzle-orm';
import { products } from '../db/schema.ts';
import { call } from './auth-helpers.ts';
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
