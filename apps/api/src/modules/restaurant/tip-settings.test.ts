import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffActions } from '../../db/schema.ts';
import { call, signInStaff } from '../../test/auth-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

// The tip settings and the tips notice (issue 51, decision 065): read by anyone, changed by admins.
const clock = fixedClock('2026-11-23T12:00:00Z');
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signInStaff>>;
let cook: Awaited<ReturnType<typeof signInStaff>>;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  admin = await signInStaff(ctx, 'admin');
  cook = await signInStaff(ctx, 'staff');
});
afterAll(() => ctx.close());

const answers = {
  percents: [15, 10],
  custom_max_cents: 2000,
  shared: true,
  how: 'by the hours each of us worked that week.',
  with_whom: 'the kitchen and the drivers',
  card_cost_basis_points: 150,
  mandatory_charge: '',
};

describe('the tip settings', () => {
  it('are public with the notice written from them', async () => {
    const tips = await call(ctx, 'GET', '/api/v1/tips', {});
    expect(tips.status).toBe(200);
    expect(tips.body.offered).toBe(true);
    expect(tips.body.settings.percents).toEqual([5, 10, 15]);
    expect(tips.body.notice.join(' ')).toContain('section 4E of the Payment of Wages Act 1991');
  });

  it('are changed by admins only, logged, and the notice follows the answers', async () => {
    const put = (token: string, body: unknown) =>
      call(ctx, 'PUT', '/api/v1/staff/settings/tips', { token, body });
    expect((await put(cook.token, answers)).status).toBe(403);
    const changed = await put(admin.token, answers);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.settings.percents).toEqual([10, 15]);
    expect(changed.body.notice).toContain(
      'The only deduction is 1.5 % of each card tip, a fair share of what card payments cost us.',
    );
    expect((await call(ctx, 'GET', '/api/v1/tips', {})).body.settings.custom_max_cents).toBe(2000);
    const logged = await ctx.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, 'changed the tip settings'));
    expect(logged).toHaveLength(1);
  });

  it('refuse tips offered but not shared with the staff, or shared without saying how', async () => {
    const put = (body: unknown) =>
      call(ctx, 'PUT', '/api/v1/staff/settings/tips', { token: admin.token, body });
    expect((await put({ ...answers, shared: false })).status).toBe(400);
    expect((await put({ ...answers, how: '  ' })).status).toBe(400);
    expect((await put({ ...answers, percents: [40] })).status).toBe(400);
  });
});
