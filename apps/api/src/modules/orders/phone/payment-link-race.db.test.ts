import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, paymentLinks, simulatedPaymentIntents } from '../../../db/schema.ts';
import { bed, clock, staffCall, startChangeTestbed } from '../changes/changes.testbed.ts';

/*
 * Issue 49's race of a payment link, on both databases: the customer pays in the minute the sweep
 * lapses the link. Both take the order's row lock in turn and mark the link only from open, so one
 * wins: paid, the order runs and owes nothing; lapsed, the order is cancelled and a payment that got
 * through at the gateway is refunded whole. Never cancelled with the money kept.
 */
startChangeTestbed();

describe('a payment link paid as it lapses', () => {
  it('is paid or lapsed, never both; money taken after the lapse goes back', async () => {
    const phoned = await staffCall('POST', '/api/v1/staff/phone-orders', {
      order_type: 'take_away',
      restaurant_id: 2,
      cart: [{ item_id: bed.bhajiId, quantity: 3, variations: [] }],
      schedule_at: '2026-11-23 20:45:00',
      contact_person_name: 'Aoife Ryan',
      contact_person_number: '087 123 4567',
      customer_id: null,
      allergy: { answer: 'no' },
      payment: 'link',
    });
    expect(phoned.status).toBe(200);
    const opened = await bed.ctx.app.inject({
      method: 'GET',
      url: new URL(phoned.body.payment_url).pathname,
    });
    const page = new URL(opened.headers.location ?? '').pathname;

    clock.set('2026-11-23T12:30:00Z');
    await Promise.all([bed.ctx.app.inject({ method: 'POST', url: page }), bed.ctx.app.sweepPaymentLinks()]);
    await bed.ctx.app.settleEvents();

    const [order] = await bed.ctx.db.select().from(orders).where(eq(orders.id, phoned.body.order_id));
    const [link] = await bed.ctx.db
      .select()
      .from(paymentLinks)
      .where(eq(paymentLinks.orderId, phoned.body.order_id));
    const [intent] = await bed.ctx.db
      .select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.id, link?.gatewayRef ?? ''));
    if (link?.status === 'paid') {
      expect(order).toMatchObject({ status: 'pending', toPayCents: 0 });
      expect(intent).toMatchObject({ status: 'succeeded', refundedCents: 0 });
    } else {
      expect(link?.status).toBe('lapsed');
      expect(order?.status).toBe('canceled');
      // Not taken, or taken and given back whole.
      if (intent?.status === 'succeeded') expect(intent.refundedCents).toBe(intent.amountCents);
      else expect(intent?.status).toBe('canceled');
    }
  });
});
