import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openingHours, policyPages, restaurants } from '../../db/schema.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = async (url: string) => (await ctx.app.inject({ url })).json();

describe('GET /api/v1/restaurant', () => {
  it('answers the settings the pages show, the waiting time among them', async () => {
    const info = await get('/api/v1/restaurant');
    expect(info).toMatchObject({
      name: 'Tiffin',
      minimum_order: '15.00',
      delivery_radius_km: 10,
      wait_minutes: { min: 25, max: 45 },
    });
    expect(info.opening_hours).toHaveLength(7);
  });

  it('says what the kitchen cannot keep apart: the "may contain" statement (issue 31)', async () => {
    const info = await get('/api/v1/restaurant');
    expect(info.allergen_statement).toBe(
      'Our kitchen handles all 14 allergens, including nuts, sesame, gluten, milk and crustaceans. We take ' +
        'care to keep dishes apart but cannot guarantee any dish is free of traces. If you have a severe ' +
        'allergy, please phone us before ordering.',
    );
  });
});

describe('GET /api/v1/pages/{slug}', () => {
  it('writes the restaurant’s own rules into its policy texts, from the settings', async () => {
    const before = await get('/api/v1/pages/shipping-and-delivery-policy');
    expect(before.body).toContain('The minimum order is €15.00');
    expect(before.body).toContain('within 10 km of the restaurant');
    expect(before.body).toContain('The delivery fee is €3.00 for addresses up to 2 km away, plus €0.75');
    expect(before.body).not.toMatch(/\{[a-z_]+\}/);

    await ctx.db
      .update(restaurants)
      .set({ minimumOrderCents: 1250, deliveryRadiusKm: 8.5, name: 'Tiffin Cashel' })
      .where(eq(restaurants.id, 1));
    const after = await get('/api/v1/pages/shipping-and-delivery-policy');
    expect(after.body).toContain('The minimum order is €12.50');
    expect(after.body).toContain('within 8.5 km of the restaurant');
    expect(after.body).toContain('Tiffin Cashel delivers hot food');
    const terms = await get('/api/v1/pages/terms-conditions');
    expect(terms.body).toContain('The minimum order value is €12.50');
  });

  it('says the spec’s delivery hours and average time (§2.11), the hours from the settings', async () => {
    const before = await get('/api/v1/pages/shipping-and-delivery-policy');
    expect(before.body).toContain('We deliver in our opening hours, 5:00 PM-10:00 PM every day,');
    expect(before.body).toContain('A delivery takes 30-45 minutes on average');
    expect(before.body).not.toContain('25-45');

    // Closed on Mondays, later on Saturdays: the page says so, day by day.
    await ctx.db.delete(openingHours).where(eq(openingHours.weekday, 1));
    await ctx.db.update(openingHours).set({ closesAt: '23:30' }).where(eq(openingHours.weekday, 6));
    const after = await get('/api/v1/pages/shipping-and-delivery-policy');
    expect(after.body).toContain(
      'Monday: closed; Tuesday: 5:00 PM-10:00 PM; Wednesday: 5:00 PM-10:00 PM; Thursday: 5:00 PM-10:00 PM; ' +
        'Friday: 5:00 PM-10:00 PM; Saturday: 5:00 PM-11:30 PM; Sunday: 5:00 PM-10:00 PM',
    );
  });

  it('shows an amount written by hand in a policy text with two decimals, as the site shows money', async () => {
    // The words of a page seeded before the placeholders, kept in a database set up then.
    await ctx.db
      .update(policyPages)
      .set({
        body: 'The minimum order is €15, not counting the delivery fee. Fees from €3.5; €0.75 a km; over €1,000 ring us.',
      })
      .where(eq(policyPages.slug, 'refund-and-cancellation-policy'));
    const page = await get('/api/v1/pages/refund-and-cancellation-policy');
    expect(page.body).toBe(
      'The minimum order is €15.00, not counting the delivery fee. Fees from €3.50; €0.75 a km; over €1,000 ring us.',
    );
  });
});
