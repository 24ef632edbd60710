import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants, staffActions } from '../../db/schema.ts';
import { call, register, signInStaff } from '../../test/auth-helpers.ts';
import { createTestApp, fakeWebDist, fixedClock, type TestContext } from '../../test/test-app.ts';

// Monday 23 November 2026, noon in Dublin.
const clock = fixedClock('2026-11-23T12:00:00Z');

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signInStaff>>;
let cook: Awaited<ReturnType<typeof signInStaff>>;
let customerToken: string;

beforeAll(async () => {
  // With the server-rendering stand-in, so that the rendered pages are tested too.
  ctx = await createTestApp({ clock, env: { WEB_DIST_DIR: await fakeWebDist({ serverRendering: true }) } });
  admin = await signInStaff(ctx, 'admin');
  cook = await signInStaff(ctx, 'staff');
  customerToken = (await register(ctx)).token;
});
afterAll(() => ctx.close());

const settings = async () => (await call(ctx, 'GET', '/api/v1/staff/settings', { token: cook.token })).body;
const slotsOn = async (date: string) =>
  (await call(ctx, 'POST', '/api/v1/tslots', { token: customerToken, body: { date } })).body
    .slots as string[];

describe('the settings', () => {
  it('every member reads them; only admins change them', async () => {
    const current = await settings();
    expect(current.ordering).toMatchObject({
      minimum_order_cents: 1500,
      max_order_portions: 200,
      max_order_total_cents: 200_000,
      slot_capacity: 6,
      accept_alert_minutes: 4,
      auto_reject_minutes: 10,
    });
    expect(current.hours).toHaveLength(7);
    const refused = await call(ctx, 'PUT', '/api/v1/staff/settings/ordering', {
      token: cook.token,
      body: current.ordering,
    });
    expect(refused.status).toBe(403);
  });

  it('the minimum order changed by an admin is what the customers are told, and logged', async () => {
    const { ordering } = await settings();
    const changed = await call(ctx, 'PUT', '/api/v1/staff/settings/ordering', {
      token: admin.token,
      body: { ...ordering, minimum_order_cents: 2000 },
    });
    expect(changed.body.ordering.minimum_order_cents).toBe(2000);
    expect((await call(ctx, 'GET', '/api/v1/restaurant')).body.minimum_order).toBe('20.00');
    const [logged] = await ctx.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, 'changed the ordering settings'));
    expect(logged).toMatchObject({ staffId: admin.id, subject: 'settings' });
    await call(ctx, 'PUT', '/api/v1/staff/settings/ordering', { token: admin.token, body: ordering });
  });

  it("an order's bounds changed by an admin are what placing an order checks (issue 30)", async () => {
    const { ordering } = await settings();
    const changed = await call(ctx, 'PUT', '/api/v1/staff/settings/ordering', {
      token: admin.token,
      body: { ...ordering, max_order_portions: 50, max_order_total_cents: 50_000 },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.ordering).toMatchObject({ max_order_portions: 50, max_order_total_cents: 50_000 });
    const [row] = await ctx.db.select().from(restaurants);
    expect(row).toMatchObject({ maxOrderPortions: 50, maxOrderTotalCents: 50_000 });
    await call(ctx, 'PUT', '/api/v1/staff/settings/ordering', { token: admin.token, body: ordering });
  });

  it('the rating ask time (decision 072) is read, changed by an admin within 15 to 1440 minutes, and logged', async () => {
    const { ordering } = await settings();
    expect(ordering.rating_ask_minutes).toBe(60);
    for (const minutes of [14, 1441, 30.5]) {
      const refused = await call(ctx, 'PUT', '/api/v1/staff/settings/ordering', {
        token: admin.token,
        body: { ...ordering, rating_ask_minutes: minutes },
      });
      expect(refused.status, String(minutes)).toBe(400);
      expect(refused.body.errors[0].code).toBe('rating_ask_minutes');
    }
    const changed = await call(ctx, 'PUT', '/api/v1/staff/settings/ordering', {
      token: admin.token,
      body: { ...ordering, rating_ask_minutes: 90 },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.ordering.rating_ask_minutes).toBe(90);
    // The column the ratings' asks are timed by (ratings/rating-asks.ts).
    const [row] = await ctx.db.select().from(restaurants);
    expect(row?.ratingAskMinutes).toBe(90);
    const logged = await ctx.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, 'changed the ordering settings'));
    expect(logged.at(-1)).toMatchObject({
      staffId: admin.id,
      subject: 'settings',
      details: expect.objectContaining({ rating_ask_minutes: 90 }),
    });
    await call(ctx, 'PUT', '/api/v1/staff/settings/ordering', { token: admin.token, body: ordering });
  });

  it('refuses settings that do not make sense with 400 and keeps the old ones', async () => {
    const { ordering } = await settings();
    for (const body of [
      { ...ordering, auto_reject_minutes: ordering.accept_alert_minutes },
      { ...ordering, slot_capacity: 0 },
      { ...ordering, minimum_order_cents: 12.5 },
      { ...ordering, max_order_portions: 0 },
      { ...ordering, max_order_total_cents: ordering.minimum_order_cents - 1 },
    ]) {
      expect(
        (await call(ctx, 'PUT', '/api/v1/staff/settings/ordering', { token: admin.token, body })).status,
      ).toBe(400);
    }
    expect((await settings()).ordering).toEqual(ordering);
  });

  it('opening hours: a weekday left out is closed, and the slots follow at once', async () => {
    const { hours } = await settings();
    expect(await slotsOn('2026-11-24')).not.toEqual([]);
    // Tuesdays closed, Wednesdays 12:00-14:00.
    const week = hours
      .filter((range: { weekday: number }) => range.weekday !== 2)
      .map((range: { weekday: number }) =>
        range.weekday === 3 ? { weekday: 3, opens_at: '12:00', closes_at: '14:00' } : range,
      );
    const changed = await call(ctx, 'PUT', '/api/v1/staff/settings/hours', {
      token: admin.token,
      body: { hours: week },
    });
    expect(changed.status).toBe(200);
    expect(await slotsOn('2026-11-24')).toEqual([]);
    expect((await slotsOn('2026-11-25'))[0]).toBe('12:00 PM');

    for (const body of [
      { hours: [{ weekday: 1, opens_at: '22:00', closes_at: '17:00' }] },
      {
        hours: [
          { weekday: 1, opens_at: '17:00', closes_at: '22:00' },
          { weekday: 1, opens_at: '12:00', closes_at: '14:00' },
        ],
      },
      { hours: [{ weekday: 8, opens_at: '17:00', closes_at: '22:00' }] },
      { hours: [{ weekday: 1, opens_at: '5pm', closes_at: '22:00' }] },
    ]) {
      expect(
        (await call(ctx, 'PUT', '/api/v1/staff/settings/hours', { token: admin.token, body })).status,
      ).toBe(400);
    }
    await call(ctx, 'PUT', '/api/v1/staff/settings/hours', { token: admin.token, body: { hours } });
    expect(await slotsOn('2026-11-24')).not.toEqual([]);
  });

  it('a closed date has no slots until it is opened again', async () => {
    const closed = await call(ctx, 'POST', '/api/v1/staff/settings/closed-dates', {
      token: admin.token,
      body: { date: '2026-11-26', reason: 'Staff party' },
    });
    expect(closed.body.closed_dates).toEqual([{ date: '2026-11-26', reason: 'Staff party' }]);
    expect(await slotsOn('2026-11-26')).toEqual([]);
    const opened = await call(ctx, 'DELETE', '/api/v1/staff/settings/closed-dates/2026-11-26', {
      token: admin.token,
    });
    expect(opened.body.closed_dates).toEqual([]);
    expect(await slotsOn('2026-11-26')).not.toEqual([]);
    expect(
      (await call(ctx, 'DELETE', '/api/v1/staff/settings/closed-dates/2026-11-26', { token: admin.token }))
        .status,
    ).toBe(404);
    expect(
      (
        await call(ctx, 'POST', '/api/v1/staff/settings/closed-dates', {
          token: admin.token,
          body: { date: '2026-02-30', reason: null },
        })
      ).status,
    ).toBe(400);
  });

  it('the restaurant’s details changed by an admin reach the customers and the rendered pages at once', async () => {
    const { details } = await settings();
    expect(details).toMatchObject({ name: 'Tiffin', town: 'Cashel' });
    const page = async (url: string) =>
      (await ctx.app.inject({ url, headers: { accept: 'text/html' } })).body;
    expect(await page('/')).not.toContain('Tiffin of Cashel');
    const changed = await call(ctx, 'PUT', '/api/v1/staff/settings/details', {
      token: admin.token,
      body: { ...details, name: 'Tiffin of Cashel', phones: ['062 61234', '087 765 4321'] },
    });
    expect(changed.body.details).toMatchObject({
      name: 'Tiffin of Cashel',
      phones: ['062 61234', '087 765 4321'],
    });
    expect((await call(ctx, 'GET', '/api/v1/restaurant')).body).toMatchObject({ name: 'Tiffin of Cashel' });
    expect(await page('/')).toContain('Tiffin of Cashel');
    const refused = await call(ctx, 'PUT', '/api/v1/staff/settings/details', {
      token: admin.token,
      body: { ...details, eircode: 'NOT AN EIRCODE', phones: [] },
    });
    expect(refused.status).toBe(400);
    await call(ctx, 'PUT', '/api/v1/staff/settings/details', { token: admin.token, body: details });
    expect((await settings()).details).toEqual(details);
  });

  it('the "may contain" statement changed by an admin is what customers read; an empty or long one is refused', async () => {
    const { details } = await settings();
    expect(details.allergen_statement).toMatch(/^Our kitchen handles all 14 allergens/);
    const statement = 'Everything is cooked in one kitchen.\nAsk us about traces before you order.';
    const changed = await call(ctx, 'PUT', '/api/v1/staff/settings/details', {
      token: admin.token,
      body: { ...details, allergen_statement: `  ${statement} ` },
    });
    expect(changed.body.details.allergen_statement).toBe(statement);
    expect((await call(ctx, 'GET', '/api/v1/restaurant')).body.allergen_statement).toBe(statement);
    for (const [wrong, message] of [
      ['   ', 'Enter the statement'],
      ['x'.repeat(601), 'At most 600 characters'],
    ] as const) {
      const refused = await call(ctx, 'PUT', '/api/v1/staff/settings/details', {
        token: admin.token,
        body: { ...details, allergen_statement: wrong },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0].message).toBe(message);
    }
    const { allergen_statement: _left, ...without } = details;
    expect(
      (await call(ctx, 'PUT', '/api/v1/staff/settings/details', { token: admin.token, body: without }))
        .status,
    ).toBe(400);
    expect((await settings()).details.allergen_statement).toBe(statement);
    await call(ctx, 'PUT', '/api/v1/staff/settings/details', { token: admin.token, body: details });
  });

  it('the legal name and VAT number receipts show: kept compact, checked, and may be cleared (issue 47)', async () => {
    const { details } = await settings();
    expect(details).toMatchObject({ legal_name: 'Tiffin Cashel Ltd', vat_number: 'IE1234567FA' });
    const put = (body: object) =>
      call(ctx, 'PUT', '/api/v1/staff/settings/details', {
        token: admin.token,
        body: { ...details, ...body },
      });
    const changed = await put({ legal_name: ' Spice Route Cashel Ltd ', vat_number: 'ie 6388047 v' });
    expect(changed.status).toBe(200);
    expect(changed.body.details).toMatchObject({
      legal_name: 'Spice Route Cashel Ltd',
      vat_number: 'IE6388047V',
    });
    const [row] = await ctx.db.select().from(restaurants);
    expect(row).toMatchObject({ legalName: 'Spice Route Cashel Ltd', vatNumber: 'IE6388047V' });
    for (const [wrong, message] of [
      [{ vat_number: 'IE6388047W' }, 'Enter an Irish VAT number, e.g. IE1234567FA'],
      [{ vat_number: 'GB123456789' }, 'Enter an Irish VAT number, e.g. IE1234567FA'],
      [{ vat_number: '' }, 'Enter an Irish VAT number, e.g. IE1234567FA'],
      [{ legal_name: 'Tiffin\u202eLtd' }, 'This has characters that are not supported'],
      [{ legal_name: '  ' }, 'Enter the legal name'],
    ] as const) {
      const refused = await put(wrong);
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0].message).toBe(message);
    }
    const cleared = await put({ legal_name: null, vat_number: null });
    expect(cleared.body.details).toMatchObject({ legal_name: null, vat_number: null });
    await put({});
    expect((await settings()).details).toEqual(details);
  });

  it('a policy page rewritten by an admin is what customers read, its placeholders filled', async () => {
    const terms = (await settings()).policies.find(
      (policy: { slug: string }) => policy.slug === 'terms-conditions',
    );
    expect(terms?.body).toBeTruthy();
    const rewritten = await call(ctx, 'PUT', '/api/v1/staff/settings/policies/terms-conditions', {
      token: admin.token,
      body: { title: 'Terms', body: 'Orders of {minimum_order} or more are taken.\nThank you.' },
    });
    expect(rewritten.status).toBe(200);
    expect((await call(ctx, 'GET', '/api/v1/pages/terms-conditions')).body).toEqual({
      slug: 'terms-conditions',
      title: 'Terms',
      body: 'Orders of €15.00 or more are taken.\nThank you.',
    });
    expect(
      (
        await call(ctx, 'PUT', '/api/v1/staff/settings/policies/no-such-page', {
          token: admin.token,
          body: { title: 'Terms', body: 'Text' },
        })
      ).status,
    ).toBe(404);
    await call(ctx, 'PUT', '/api/v1/staff/settings/policies/terms-conditions', {
      token: admin.token,
      body: { title: terms.title, body: terms.body },
    });
  });
});
