import { type CouponRefusalCode, couponRefusalCodes } from '@tiffin/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { call, register } from '../../test/auth-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';
import { requireRestaurant } from '../restaurant/index.ts';
import {
  couponDiscountForSubtotal,
  couponRefusal,
  findCouponForOrder,
  isCouponRefusal,
  redeemCoupon,
} from './coupons.service.ts';

// Monday 23 November 2026, evening in Dublin.
const clock = fixedClock('2026-11-23T18:00:00Z');
beforeEach(() => clock.reset());

let ctx: TestContext;
let token: string;
let restaurantId: number;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
  token = (await register(ctx)).token;
  restaurantId = (await requireRestaurant({ db: ctx.db })).id;
});
afterAll(() => ctx.close());

const list = () => call(ctx, 'GET', '/api/v1/coupon/list', { token });
const apply = (query: string) => call(ctx, 'GET', `/api/v1/coupon/apply?${query}`, { token });
const refusal = (status: number, code: CouponRefusalCode, message: string) => ({
  status,
  body: { message, errors: [{ code, message }] },
});

async function addCoupon(fields: Partial<typeof coupons.$inferInsert> & { code: string }) {
  const [row] = await ctx.db
    .insert(coupons)
    .values({
      restaurantId,
      title: `Test coupon ${fields.code}`,
      discountType: 'percent',
      discount: 10,
      startDate: '2026-01-01',
      expireDate: '2030-12-31',
      limit: 10,
      ...fields,
    })
    .returning();
  if (!row) throw new Error('no coupon inserted');
  return row;
}

describe('coupon list', () => {
  it("lists the restaurant's coupons with the spec's fields, usable ones first, the used-up one labelled by its numbers", async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.map((coupon: { code: string }) => coupon.code)).toEqual(['WELCOME10', 'SAVE5', 'LAUNCH20']);
    expect(body[0]).toEqual({
      id: expect.any(Number),
      code: 'WELCOME10',
      title: '10% off your order',
      discount: '10.00',
      discount_type: 'percent',
      start_date: '2026-01-01',
      expire_date: '2030-12-31',
      total_uses: 12,
      limit: 1000,
      min_purchase: '0.00',
      status: 1,
    });
    expect(body[1]).toMatchObject({
      code: 'SAVE5',
      discount: '5.00',
      discount_type: 'amount',
      min_purchase: '30.00',
    });
    expect(body[2]).toMatchObject({ code: 'LAUNCH20', total_uses: 50, limit: 50 });
  });

  it('shows a coupon expired in the last 30 days, and neither one switched off nor one not started', async () => {
    clock.set('2026-01-10T12:00:00Z');
    const codes = (await list()).body.map((coupon: { code: string }) => coupon.code);
    expect(codes).toEqual(['WELCOME10', 'SAVE5', 'LAUNCH20', 'XMAS15']);
    expect(codes).not.toContain('MATCHDAY');
    clock.set('2026-01-31T12:00:00Z');
    expect((await list()).body.map((coupon: { code: string }) => coupon.code)).not.toContain('XMAS15');

    clock.reset();
    await addCoupon({ code: 'DEC2026', startDate: '2026-12-01' });
    expect((await list()).body.map((coupon: { code: string }) => coupon.code)).not.toContain('DEC2026');
    clock.set('2026-12-01T00:30:00Z');
    expect((await list()).body.map((coupon: { code: string }) => coupon.code)).toContain('DEC2026');
  });
});

describe('coupon apply', () => {
  it('answers a usable coupon, whatever the case of the code, with the restaurant id the spec sends', async () => {
    const welcome = await apply('code=WELCOME10&restaurant_id=2');
    expect(welcome.status).toBe(200);
    expect(welcome.body).toMatchObject({ code: 'WELCOME10', discount: '10.00', discount_type: 'percent' });
    expect((await apply('code=welcome10')).body.code).toBe('WELCOME10');
    // The minimum purchase is the placement's to check: applying shows it.
    expect((await apply('code=%20Save5%20')).body).toMatchObject({ code: 'SAVE5', min_purchase: '30.00' });
  });

  it('refuses an expired coupon with coupon_expired (422) and the reason', async () => {
    expect(await apply('code=XMAS15')).toEqual(refusal(422, 'coupon_expired', 'This coupon has expired.'));
  });

  it('refuses a used-up coupon with coupon_limit_reached (422) and the reason', async () => {
    expect(await apply('code=launch20')).toEqual(
      refusal(422, 'coupon_limit_reached', 'This coupon has reached its usage limit.'),
    );
  });

  it('refuses a coupon switched off with coupon_inactive (422) and the reason', async () => {
    expect(await apply('code=MATCHDAY')).toEqual(
      refusal(422, 'coupon_inactive', 'This coupon is not active.'),
    );
  });

  it('refuses an unknown code with coupon_not_found (404) and the reason', async () => {
    expect(await apply('code=FREEFOOD')).toEqual(
      refusal(404, 'coupon_not_found', 'This coupon code is not valid.'),
    );
  });

  it('refuses a coupon before its first day with coupon_not_started (422) and the reason', async () => {
    await addCoupon({ code: 'NEWYEAR27', startDate: '2027-01-01' });
    expect(await apply('code=NEWYEAR27')).toEqual(
      refusal(422, 'coupon_not_started', 'This coupon cannot be used yet.'),
    );
  });

  it("uses Dublin's calendar: a coupon expires at the end of its last day in Dublin", async () => {
    await addCoupon({ code: 'SUMMER26', startDate: '2026-06-01', expireDate: '2026-08-31' });
    // 23:30 UTC on 31 August is already 1 September in Dublin (summer time).
    clock.set('2026-08-31T22:30:00Z');
    expect((await apply('code=SUMMER26')).status).toBe(200);
    clock.set('2026-08-31T23:30:00Z');
    expect(await apply('code=SUMMER26')).toEqual(refusal(422, 'coupon_expired', 'This coupon has expired.'));
    // And starts at the start of its first day in Dublin: 23:30 UTC on 31 May is 1 June there.
    clock.set('2026-05-31T23:30:00Z');
    expect((await apply('code=SUMMER26')).status).toBe(200);
  });

  it('asks for a code', async () => {
    for (const query of ['', 'code=', 'code=%20%20']) {
      const answer = await apply(query);
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0]).toEqual({ code: 'code', message: 'Please enter a coupon code' });
    }
    expect((await apply('code=SAVE5&restaurant_id=two')).status).toBe(400);
  });

  it('needs a signed-in customer', async () => {
    for (const path of ['/api/v1/coupon/list', '/api/v1/coupon/apply?code=SAVE5']) {
      const answer = await call(ctx, 'GET', path);
      expect(answer.status).toBe(401);
      expect(answer.body.errors[0].code).toBe('unauthenticated');
    }
  });
});

describe('coupons in the order placement', () => {
  it('finds a usable coupon, prices it on the subtotal, and refuses one under its minimum', async () => {
    const save5 = await findCouponForOrder(ctx.db, { restaurantId, code: 'save5', today: '2026-11-23' });
    expect(save5.code).toBe('SAVE5');
    expect(couponDiscountForSubtotal(save5, 3000)).toBe(500);
    expect(() => couponDiscountForSubtotal(save5, 2999)).toThrow(
      expect.objectContaining({
        status: 422,
        code: 'coupon_minimum',
        message: 'This coupon needs a minimum purchase of €30.00.',
      }),
    );
    const welcome = await findCouponForOrder(ctx.db, {
      restaurantId,
      code: 'WELCOME10',
      today: '2026-11-23',
    });
    expect(couponDiscountForSubtotal(welcome, 2345)).toBe(235);
    await expect(
      findCouponForOrder(ctx.db, { restaurantId, code: 'XMAS15', today: '2026-11-23' }),
    ).rejects.toMatchObject({ status: 422, code: 'coupon_expired', message: 'This coupon has expired.' });
    expect(couponRefusal('limit_reached')).toMatchObject({ status: 422, code: 'coupon_limit_reached' });
  });

  it('knows its refusals by their codes, and no other error', () => {
    for (const reason of ['not_found', 'inactive', 'expired', 'not_started', 'limit_reached'] as const) {
      expect(couponRefusal(reason).code).toBe(couponRefusalCodes[reason]);
      expect(isCouponRefusal(couponRefusal(reason))).toBe(true);
    }
    expect(isCouponRefusal(new AppError('coupon_minimum', 'This coupon needs a minimum purchase.'))).toBe(
      true,
    );
    expect(isCouponRefusal(new AppError('invalid_coupon', 'The coupon code is invalid or expired.'))).toBe(
      false,
    );
    expect(isCouponRefusal(new Error('coupon_expired'))).toBe(false);
  });

  it('is race-free: 100 orders at once for a coupon with limit 10, exactly 10 use it', async () => {
    const coupon = await addCoupon({ code: 'RACE10', limit: 10 });
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        ctx.db.transaction((tx) => redeemCoupon(tx, { couponId: coupon.id })),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(10);
    const [row] = await ctx.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row?.totalUses).toBe(10);
  });

  it('counts no use of a coupon switched off, and gives the use back when the order rolls back', async () => {
    const paused = await addCoupon({ code: 'PAUSED', status: 0 });
    expect(await redeemCoupon(ctx.db, { couponId: paused.id })).toBe(false);
    const once = await addCoupon({ code: 'ONCE', limit: 1 });
    await expect(
      ctx.db.transaction(async (tx) => {
        expect(await redeemCoupon(tx, { couponId: once.id })).toBe(true);
        throw new Error('the order failed later');
      }),
    ).rejects.toThrow('the order failed later');
    expect(await redeemCoupon(ctx.db, { couponId: once.id })).toBe(true);
    expect(await redeemCoupon(ctx.db, { couponId: once.id })).toBe(false);
  });
});
