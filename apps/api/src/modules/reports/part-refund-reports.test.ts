import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants } from '../../db/schema.ts';
import { call, register, signInStaff } from '../../test/auth-helpers.ts';
import { placeOrder } from '../../test/order-helpers.ts';
import { clientAddress, createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

// Part refunds in the accountant's reports (issue 49, decision 070): a cash order of three onion
// bhajis (€19.50 at 9%) placed and handed over on Monday 23 November 2026, one bhaji refunded that
// day and €5.00 on the Tuesday. Each refund is in its own day, with its VAT.
const clock = fixedClock('2026-11-23T12:00:00Z');
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signInStaff>>;
let reference: string;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  await ctx.db.update(restaurants).set({ slotCapacity: 100_000 });
  admin = await signInStaff(ctx, 'admin');
  const customer = await register(ctx);
  const placed = await placeOrder(ctx, customer.token);
  reference = placed.reference;
  const staff = (path: string, body: unknown) =>
    call(ctx, 'POST', `/api/v1/staff/orders/${placed.id}/${path}`, { token: admin.token, body });
  await staff('accept', {});
  for (const status of ['processing', 'handover', 'delivered']) await staff('advance', { status });
  const { body } = await call(ctx, 'GET', `/api/v1/staff/orders/${placed.id}/refunds`, {
    token: admin.token,
  });
  const line = await staff('refunds', {
    reason: 'Burnt',
    lines: [{ line_id: body.lines[0].line_id, quantity: 1 }],
  });
  expect(line.status, JSON.stringify(line.body)).toBe(200);
  clock.set('2026-11-24T10:30:00Z');
  expect((await staff('refunds', { reason: 'Late', amount_cents: 500 })).status).toBe(200);
});
afterAll(() => ctx.close());

const day = async (date: string) =>
  (await call(ctx, 'GET', `/api/v1/staff/reports/day?date=${date}`, { token: admin.token })).body;
const csv = async (kind: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/staff/reports/${kind}.csv?from=2026-11-23&to=2026-11-24`,
    headers: { authorization: `Bearer ${admin.token}` },
    remoteAddress: clientAddress(),
  });
  return response.body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
};

describe('part refunds in the reports', () => {
  it('take their money and VAT back on the day each was made, to the cent', async () => {
    // 1950 at 9%: VAT 161; the bhaji back, 650: VAT 54 (53.67).
    expect(await day('2026-11-23')).toMatchObject({
      orders: 1,
      takings: { card_cents: 0, cash_cents: 1950, total_cents: 1950 },
      refunds: { count: 1, cents: 650 },
      net_takings_cents: 1300,
      vat: [{ rate_basis_points: 900, net_cents: 1193, vat_cents: 107, gross_cents: 1300 }],
      deposits_cents: 0,
    });
    // €5.00 back on Tuesday, all of it food: VAT 41 (41.28); no sale that day.
    expect(await day('2026-11-24')).toMatchObject({
      orders: 0,
      takings: { total_cents: 0 },
      refunds: { count: 1, cents: 500 },
      net_takings_cents: -500,
      vat: [{ rate_basis_points: 900, net_cents: -459, vat_cents: -41, gross_cents: -500 }],
      deposits_cents: 0,
    });
  });

  it('are in the VAT file on their days and in the refunds file one row each', async () => {
    expect(await csv('vat')).toEqual([
      'Date,VAT rate %,Net,VAT,Gross',
      '2026-11-23,9,11.93,1.07,13.00',
      '2026-11-24,9,-4.59,-0.41,-5.00',
    ]);
    expect((await csv('refunds')).slice(1)).toEqual([
      `2026-11-23,2026-11-23,12:00,${reference},cash,Burnt,-6.50,yes`,
      `2026-11-23,2026-11-24,10:30,${reference},cash,Late,-5.00,yes`,
    ]);
  });
});
