import { orderChangeMessages, reportMessages } from '@tiffin/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderRefunds,
  products,
  restaurants,
  simulatedRefunds,
  variationOptions,
  variations,
} from '../../db/schema.ts';
import { call, register, signInStaff } from '../../test/auth-helpers.ts';
import { placeOrder } from '../../test/order-helpers.ts';
import { clientAddress, createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

/*
 * A change's card refund counted once (decision 077), on both databases (the reports add up in SQL):
 * a card order of three onion bhajis (X = €19.50 at 9%) changed to four lamb chops (€18.95), so the
 * change gives D = €0.55 back to the card through the simulated gateway; then a part refund of
 * R = €5.00. The order's total is already X − D, so the reports and the refundable amount read
 * X − D, then X − D − R; the customer's page says what the card paid and what went back to it.
 */
const clock = fixedClock('2026-11-23T12:00:00Z');
const X = 1950;
const D = 55;
const R = 500;
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signInStaff>>;
let customer: Awaited<ReturnType<typeof register>>;
let orderId: number;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  await ctx.db.update(restaurants).set({ slotCapacity: 100_000 });
  admin = await signInStaff(ctx, 'admin');
  customer = await register(ctx);
  const placed = await placeOrder(ctx, customer.token, { scheduleAt: '2026-11-23 19:00:00', card: true });
  orderId = placed.id;
  const form = await staff('GET', 'change');
  expect(form.status, JSON.stringify(form.body)).toBe(200);
  const [chops] = await ctx.db.select().from(products).where(eq(products.name, 'Tandoori Lamb Chops'));
  if (!chops) throw new Error('no lamb chops');
  const [four] = await ctx.db
    .select({ id: variationOptions.id })
    .from(variationOptions)
    .innerJoin(variations, eq(variations.id, variationOptions.variationId))
    .where(and(eq(variations.productId, chops.id), eq(variationOptions.label, 'Four chops')));
  if (!four) throw new Error('no Four chops option');
  const fourChops = {
    item_id: chops.id,
    quantity: 1,
    variations: [{ name: 'Portion', values: { label: ['Four chops'] } }],
  };
  const changed = await staff('POST', 'change', { ...form.body.request, cart: [fourChops] });
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  expect(changed.body.summary).toMatchObject({ difference_cents: -D, settlement: 'refund' });
});
afterAll(() => ctx.close());

const staff = (method: 'GET' | 'POST', path: string, body?: unknown) =>
  call(ctx, method, `/api/v1/staff/orders/${orderId}/${path}`, { token: admin.token, body });
const day = async () =>
  (await call(ctx, 'GET', '/api/v1/staff/reports/day?date=2026-11-23', { token: admin.token })).body;
const csv = async (kind: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/staff/reports/${kind}.csv?from=2026-11-23&to=2026-11-23`,
    headers: { authorization: `Bearer ${admin.token}` },
    remoteAddress: clientAddress(),
  });
  return response.body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((row) => row.split(','));
};
/** A CSV column's cells, by its header, after the header row. */
const column = (rows: string[][], header: string) => {
  const at = rows[0]?.indexOf(header) ?? -1;
  expect(at, header).toBeGreaterThanOrEqual(0);
  return rows.slice(1).map((row) => row[at]);
};
const euros = (cents: number) => (cents / 100).toFixed(2);

/** Every figure that must agree, to the cent, with what the order is worth after its refunds. */
async function expectWorth(cents: number, counted: { count: number; cents: number }) {
  const report = await day();
  expect(report).toMatchObject({
    takings: { card_cents: X - D, cash_cents: 0, total_cents: X - D },
    refunds: counted,
    net_takings_cents: cents,
    deposits_cents: 0,
  });
  expect(report.vat).toHaveLength(1);
  expect(report.vat[0]).toMatchObject({ rate_basis_points: 900, gross_cents: cents });
  expect(column(await csv('vat'), 'Gross')).toEqual([euros(cents)]);
  // The sale itself is the changed order: its total, less the refunds the refunds file counts.
  expect(column(await csv('orders'), 'Total')).toEqual([euros(X - D)]);
  const refunds = await csv('refunds');
  const countedCents = refunds
    .slice(1)
    .filter((row) => row.at(-1) === 'yes')
    .reduce((sum, row) => sum - Math.round(Number(row.at(-2)) * 100), 0);
  expect(X - D - countedCents).toBe(cents);
  const refundable = await staff('GET', 'refunds');
  expect(refundable.body).toMatchObject({ paid_cents: X, refundable_cents: cents });
}

describe('a card order changed cheaper', () => {
  it('has the change’s refund marked and made through the gateway', async () => {
    const rows = await ctx.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
    expect(rows).toMatchObject([
      { amountCents: D, method: 'card', status: 'succeeded', settlesChange: true, depositCents: 0 },
    ]);
    const made = await ctx.db.select().from(simulatedRefunds);
    expect(made.map((refund) => refund.amountCents)).toContain(D);
  });

  it('reads X − D in the day report, the VAT, orders and refunds files and the refundable amount', async () => {
    await expectWorth(X - D, { count: 0, cents: 0 });
    // Listed for the accountant, who finds it at the gateway, but in no total.
    expect((await csv('refunds')).slice(1)).toEqual([
      [
        '2026-11-23',
        '2026-11-23',
        '12:00',
        expect.any(String),
        reportMessages.csv.card,
        orderChangeMessages.refundReason,
        euros(-D),
        reportMessages.csv.no,
      ],
    ]);
  });

  it('reads X − D − R everywhere after a further part refund of R', async () => {
    const refunded = await staff('POST', 'refunds', { reason: 'Late', amount_cents: R });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    await expectWorth(X - D - R, { count: 1, cents: R });
    expect(column(await csv('refunds'), 'In refunds')).toEqual(['no', 'yes']);
  });

  it('shows its customer what the card paid, what went back to it and nothing due', async () => {
    const page = await call(ctx, 'GET', `/api/v1/customer/order/${orderId}`, { token: customer.token });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.total_cents).toBe(X - D);
    expect(page.body.money).toMatchObject({ paid_cents: X, refunded_cents: D + R, due_cents: 0 });
    expect(page.body.money.refunds.map((refund: { amount_cents: number }) => refund.amount_cents)).toEqual([
      D,
      R,
    ]);
  });
});
