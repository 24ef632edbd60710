import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, staffActions, tipPayouts } from '../../db/schema.ts';
import { call, signInStaff } from '../../test/auth-helpers.ts';
import { acceptedDeliveryOrder } from '../../test/order-helpers.ts';
import { clientAddress, createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

/*
 * The tips ledger by payout (issue 51, decision 081), on Monday 23 November 2026: two card orders
 * with tips; an admin records two payouts of tips to the staff, on the Monday and the Tuesday. The
 * ledger sets them against the tips taken (the sums are the database's), the CSV lists a range's
 * payouts by the day paid, and nobody but an admin records or reads them.
 */
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signInStaff>>;

beforeAll(async () => {
  ctx = await createTestApp({ clock: fixedClock('2026-11-23T12:00:00Z') });
  admin = await signInStaff(ctx, 'admin');
});
afterAll(() => ctx.close());

const ledger = async (token = admin.token) =>
  call(ctx, 'GET', '/api/v1/staff/reports/tips-ledger', { token });
const payOut = (body: Record<string, unknown>, token = admin.token) =>
  call(ctx, 'POST', '/api/v1/staff/tips/payouts', { token, body });

async function payoutsFile(from: string, to: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/staff/reports/tip-payouts.csv?from=${from}&to=${to}`,
    headers: { authorization: `Bearer ${admin.token}` },
    remoteAddress: clientAddress(),
  });
  expect(response.statusCode).toBe(200);
  return response.body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
}

describe('tips paid out to the staff', () => {
  it('are set against the tips taken in the ledger, and listed by the day paid in the CSV', async () => {
    const tipped = [
      await acceptedDeliveryOrder(ctx, admin.token, { card: true, tip: { amount: '2.00' } }),
      await acceptedDeliveryOrder(ctx, admin.token, { card: true, tip: { percent: 10 } }),
    ];
    const tipCents = async (orderId: number) =>
      (await ctx.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.tipCents ?? 0;
    const takenCents = (await tipCents(tipped[0]?.id ?? 0)) + (await tipCents(tipped[1]?.id ?? 0));
    expect(takenCents).toBe(200 + 248);

    const monday = await payOut({
      paid_on: '2026-11-23',
      amount_cents: 300,
      note: 'Shared by hours worked with the kitchen and the floor',
    });
    expect(monday.status).toBe(201);
    expect(monday.body).toMatchObject({ paid_on: '2026-11-23', amount_cents: 300, recorded_by: admin.name });
    expect(
      (await payOut({ paid_on: '2026-11-24', amount_cents: 100, note: 'To the drivers, equally' })).status,
    ).toBe(201);

    const read = await ledger();
    expect(read.body).toMatchObject({
      taken_cents: takenCents,
      refunded_cents: 0,
      paid_out_cents: 400,
      held_cents: takenCents - 400,
    });
    expect(read.body.payouts.map((payout: { paid_on: string }) => payout.paid_on)).toEqual([
      '2026-11-24',
      '2026-11-23',
    ]);

    expect(await payoutsFile('2026-11-23', '2026-11-23')).toEqual([
      'Paid on,Amount,How it was shared and with whom,Recorded by,Recorded at',
      `2026-11-23,3.00,Shared by hours worked with the kitchen and the floor,${admin.name},2026-11-23 12:00`,
    ]);
    expect(await payoutsFile('2026-11-23', '2026-11-24')).toHaveLength(3);

    const logged = await ctx.db.select().from(staffActions).where(eq(staffActions.action, 'tips paid out'));
    expect(logged.map((entry) => entry.subject)).toEqual(['tips of 2026-11-23', 'tips of 2026-11-24']);
  });

  it('refuse what is not a payout, and keep nothing of it', async () => {
    const before = await ctx.db.select().from(tipPayouts);
    const refused = [
      { paid_on: '2026-11-23', amount_cents: 0, note: 'Nothing' },
      { paid_on: '2026-11-23', amount_cents: 12.5, note: 'Half a cent' },
      { paid_on: '2026-11-23', amount_cents: 5_000_001, note: 'Too much' },
      { paid_on: '2026-13-01', amount_cents: 100, note: 'No such day' },
      { paid_on: '2026-11-23', amount_cents: 100, note: '' },
      { paid_on: '2026-11-23', amount_cents: 100, note: 'Two\nlines' },
    ];
    for (const body of refused) {
      const answer = await payOut(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errors[0].message).toBeTruthy();
    }
    expect(await ctx.db.select().from(tipPayouts)).toEqual(before);
  });

  it('are for admins only: a member of staff neither records nor reads them', async () => {
    const cook = await signInStaff(ctx, 'staff');
    expect(
      (await payOut({ paid_on: '2026-11-23', amount_cents: 100, note: 'Mine' }, cook.token)).status,
    ).toBe(403);
    expect((await ledger(cook.token)).status).toBe(403);
  });
});
