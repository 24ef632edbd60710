import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, register, signInStaff } from '../../test/auth-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

// Monday 23 November 2026, evening in Dublin.
const clock = fixedClock('2026-11-23T18:00:00Z');
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signInStaff>>;
let cook: Awaited<ReturnType<typeof signInStaff>>;
let customerToken: string;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  admin = await signInStaff(ctx, 'admin');
  cook = await signInStaff(ctx, 'staff');
  customerToken = (await register(ctx)).token;
});
afterAll(() => ctx.close());

const winter = {
  code: ' winter-15 ',
  title: 'Winter warmer',
  discount_type: 'percent',
  discount: 15,
  min_purchase_cents: 2500,
  start_date: '2026-11-20',
  expire_date: '2026-12-31',
  limit: 50,
  active: true,
};
const customerCodes = async () =>
  ((await call(ctx, 'GET', '/api/v1/coupon/list', { token: customerToken })).body as { code: string }[]).map(
    (coupon) => coupon.code,
  );

describe('the coupons the staff keep', () => {
  it('an admin creates one: customers see and can apply it at once; the staff see its uses', async () => {
    const created = await call(ctx, 'POST', '/api/v1/staff/coupons', { token: admin.token, body: winter });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ code: 'WINTER-15', discount: 15, total_uses: 0, active: true });
    expect(await customerCodes()).toContain('WINTER-15');
    const applied = await call(ctx, 'GET', '/api/v1/coupon/apply?code=winter-15', { token: customerToken });
    expect(applied.status).toBe(200);

    const listed = await call(ctx, 'GET', '/api/v1/staff/coupons', { token: cook.token });
    expect(listed.body.coupons[0]).toMatchObject({ code: 'WINTER-15', total_uses: 0, limit: 50 });
  });

  it('switched off, it is gone for customers and refused at the checkout; its code stays taken', async () => {
    const [coupon] = (await call(ctx, 'GET', '/api/v1/staff/coupons', { token: admin.token })).body.coupons;
    const off = await call(ctx, 'PUT', `/api/v1/staff/coupons/${coupon.id}`, {
      token: admin.token,
      body: { ...winter, active: false },
    });
    expect(off.body).toMatchObject({ id: coupon.id, active: false });
    expect(await customerCodes()).not.toContain('WINTER-15');
    const applied = await call(ctx, 'GET', '/api/v1/coupon/apply?code=WINTER-15', { token: customerToken });
    expect(applied.status).not.toBe(200);

    const taken = await call(ctx, 'POST', '/api/v1/staff/coupons', {
      token: admin.token,
      body: { ...winter, code: 'Winter-15' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors[0].message).toBe('A coupon with this code already exists');
  });

  it('refuses what cannot be a coupon, and a member who is not an admin', async () => {
    const refused = async (body: object) =>
      (await call(ctx, 'POST', '/api/v1/staff/coupons', { token: admin.token, body })).body.errors[0].message;
    expect(await refused({ ...winter, code: 'NEW', discount: 120 })).toBe('At most 100%');
    expect(await refused({ ...winter, code: 'NEW', expire_date: '2026-11-01' })).toBe(
      'It ends on or after the day it starts',
    );
    expect(await refused({ ...winter, code: 'a b' })).toBe('3 to 20 letters, digits or dashes');
    const asCook = await call(ctx, 'POST', '/api/v1/staff/coupons', {
      token: cook.token,
      body: { ...winter, code: 'COOKS' },
    });
    expect(asCook.status).toBe(403);
    const codes = (await call(ctx, 'GET', '/api/v1/staff/coupons', { token: admin.token })).body.coupons.map(
      (coupon: { code: string }) => coupon.code,
    );
    expect(codes).not.toContain('NEW');
    expect(codes).not.toContain('COOKS');
    expect(
      (await call(ctx, 'PUT', '/api/v1/staff/coupons/99999', { token: admin.token, body: winter })).status,
    ).toBe(404);
  });
});
