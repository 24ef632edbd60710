import { IRISH_VAT_RATES } from '@tiffin/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderLines, orders, orderVat, products, vatRates } from '../../db/schema.ts';
import { seedMenu } from '../../seed/menu-data.ts';
import { call, confirmEmail, emailsTo, register } from '../../test/auth-helpers.ts';
import { bed, clock, collectionOrder, place, quote, startOrderTestbed } from './orders.testbed.ts';

// VAT by rate and the Re-turn deposit (issue 32, decision 046): three onion bhajis (food) and two
// cans of Coca-Cola (a soft drink with a €0.15 deposit) with the seeded WELCOME10 (10% off).
startOrderTestbed();

async function cokeId(): Promise<number> {
  const [coke] = await bed.ctx.db.select().from(products).where(eq(products.name, 'Coca-Cola (330ml can)'));
  if (!coke) throw new Error('no seeded can of Coca-Cola');
  expect(coke).toMatchObject({ vatClass: 'soft_drink', depositCents: 15, priceCents: 250 });
  return coke.id;
}

/** €19.50 of bhajis and €5.00 of cans, 10% off: €2.45, shared €1.95 and €0.50; deposit €0.30. */
async function bhajisAndCans(day: string) {
  return collectionOrder({
    order_amount: '22.35',
    schedule_at: `${day} 18:00:00`,
    coupon_code: 'WELCOME10',
    cart: [
      { item_id: bed.bhaji.id, quantity: 3, variations: [] },
      { item_id: await cokeId(), quantity: 2, variations: [] },
    ],
  });
}

describe('the dated rates and the seeded drinks', () => {
  it("are Revenue's rates as core knows them, and the demo's cans and water are soft drinks with a deposit", async () => {
    const rows = await bed.ctx.db
      .select({
        vatClass: vatRates.vatClass,
        rateBasisPoints: vatRates.rateBasisPoints,
        validFrom: vatRates.validFrom,
      })
      .from(vatRates);
    const byKey = (a: { vatClass: string; validFrom: string }, b: { vatClass: string; validFrom: string }) =>
      `${a.vatClass}${a.validFrom}`.localeCompare(`${b.vatClass}${b.validFrom}`);
    expect(rows.sort(byKey)).toEqual([...IRISH_VAT_RATES].sort(byKey));
    const drinks = seedMenu
      .flatMap((category) => category.dishes)
      .filter((dish) => dish.vatClass === 'soft_drink');
    expect(drinks.map((dish) => [dish.name, dish.depositCents])).toEqual([
      ['Coca-Cola (330ml can)', 15],
      ['Coca-Cola Zero Sugar (330ml can)', 15],
      ['7UP (330ml can)', 15],
      ['Irish Spring Water (500ml)', 15],
    ]);
  });
});

describe('an order of food and cans', () => {
  it('from 1 July 2026 carries VAT at 9% and 23%, the deposit outside the coupon, on every answer', async () => {
    const customer = await register(bed.ctx);
    await confirmEmail(bed.ctx, customer);
    const body = await bhajisAndCans('2026-11-23');

    const quoted = await quote(customer.token, body);
    expect(quoted.body).toMatchObject({
      subtotal: '24.50',
      discount: '2.45',
      deposit: '0.30',
      total: '22.35',
      // 1755 × 9 / 109 = 144.9 and 450 × 23 / 123 = 84.1
      vat: [
        { rate: 9, vat: '1.45' },
        { rate: 23, vat: '0.84' },
      ],
      vat_included: '2.29',
      problems: [],
    });

    const placed = await place(customer.token, body);
    expect(placed.status).toBe(200);
    expect(placed.body.total).toBe('22.35');
    const orderId: number = placed.body.order_id;
    const [order] = await bed.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ totalCents: 2235, depositCents: 30, discountCents: 245, vatCents: 229 });
    const rows = await bed.ctx.db.select().from(orderVat).where(eq(orderVat.orderId, orderId));
    expect(rows.sort((a, b) => a.rateBasisPoints - b.rateBasisPoints)).toEqual([
      { orderId, rateBasisPoints: 900, grossCents: 1755, netCents: 1610, vatCents: 145 },
      { orderId, rateBasisPoints: 2300, grossCents: 450, netCents: 366, vatCents: 84 },
    ]);
    const lines = await bed.ctx.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    expect(lines.map(({ vatRateBasisPoints, depositCents }) => [vatRateBasisPoints, depositCents])).toEqual([
      [900, 0],
      [2300, 15],
    ]);

    const page = await call(bed.ctx, 'GET', `/api/v1/customer/order/${orderId}`, { token: customer.token });
    expect(page.body).toMatchObject({
      deposit_cents: 30,
      total_cents: 2235,
      vat_cents: 229,
      vat: [
        { rate_basis_points: 900, vat_cents: 145 },
        { rate_basis_points: 2300, vat_cents: 84 },
      ],
    });

    const list = await call(bed.ctx, 'GET', '/api/v1/customer/order/list', { token: customer.token });
    expect(list.body.orders[0]).toMatchObject({ id: orderId, order_amount: '22.35', deposit: '0.30' });

    // Order again: the can comes back with its deposit per unit today.
    const again = await call(bed.ctx, 'GET', `/api/v1/customer/order/${orderId}/reorder`, {
      token: customer.token,
    });
    expect(
      again.body.items.map((item: { name: string; deposit_cents: number }) => [
        item.name,
        item.deposit_cents,
      ]),
    ).toEqual([
      ['Onion Bhaji', 0],
      ['Coca-Cola (330ml can)', 15],
    ]);

    const [receipt] = await emailsTo(bed.ctx, customer.email);
    expect(receipt?.textBody).toContain('Discount (WELCOME10): -€2.45');
    expect(receipt?.textBody).toContain(
      'Deposit (Re-turn): €0.30\nTotal: €22.35\nVAT 9%: €1.45 · VAT 23%: €0.84',
    );
  });

  it('before 1 July 2026 (a moved clock) carries the food at 13.5%, the cans still at 23%', async () => {
    clock.set('2026-06-15T11:00:00Z'); // Monday 15 June, noon in Dublin (IST)
    const customer = await register(bed.ctx);
    const body = await bhajisAndCans('2026-06-15');
    const quoted = await quote(customer.token, body);
    // 1755 × 13.5 / 113.5 = 208.7
    expect(quoted.body.vat).toEqual([
      { rate: 13.5, vat: '2.09' },
      { rate: 23, vat: '0.84' },
    ]);
    const placed = await place(customer.token, body);
    expect(placed.status).toBe(200);
    const page = await call(bed.ctx, 'GET', `/api/v1/customer/order/${placed.body.order_id}`, {
      token: customer.token,
    });
    expect(page.body).toMatchObject({
      deposit_cents: 30,
      vat_cents: 293,
      vat: [
        { rate_basis_points: 1350, vat_cents: 209 },
        { rate_basis_points: 2300, vat_cents: 84 },
      ],
    });
    const [receipt] = await emailsTo(bed.ctx, customer.email);
    expect(receipt?.textBody).toContain('VAT 13.5%: €2.09 · VAT 23%: €0.84');
  });

  it('judges the minimum order by the dishes alone, the deposit not counted', async () => {
    const customer = await register(bed.ctx);
    // Six cans: €15.00 of drinks meets the €15 minimum; five (€12.50 + €0.75 deposit) do not.
    const id = await cokeId();
    const cans = (quantity: number) => collectionOrder({ cart: [{ item_id: id, quantity, variations: [] }] });
    const [five, six] = [cans(5), cans(6)];
    expect((await quote(customer.token, five)).body.problems).toContainEqual(
      expect.objectContaining({ code: 'minimum_order' }),
    );
    const quotedSix = await quote(customer.token, six);
    expect(quotedSix.body.problems.map((p: { code: string }) => p.code)).not.toContain('minimum_order');
    expect(quotedSix.body).toMatchObject({ subtotal: '15.00', deposit: '0.90', total: '15.90' });
  });
});
