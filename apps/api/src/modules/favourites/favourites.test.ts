import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { favourites, products } from '../../db/schema.ts';
import { call, register } from '../../test/auth-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

const clock = fixedClock('2026-11-21T18:00:00Z');
beforeEach(() => clock.reset());

let ctx: TestContext;
let dishIds: number[];
beforeAll(async () => {
  ctx = await createTestApp({ clock });
  dishIds = (await ctx.db.select({ id: products.id }).from(products).limit(3)).map((row) => row.id);
});
afterAll(() => ctx.close());

const list = async (token: string) =>
  (await call(ctx, 'GET', '/api/v1/customer/wish-list', { token })).body.food;
const ids = (food: { id: number }[]) => food.map((dish) => dish.id);

describe('favourites', () => {
  it('adds dishes once each, lists them newest first as the menu shows them, and removes them', async () => {
    const customer = await register(ctx);
    const [first = 0, second = 0, third = 0] = dishIds;
    // Added a minute apart, in an order that is neither the dishes' ids nor their reverse; adding
    // one again keeps it where it was.
    for (const [minute, foodId] of [second, third, first, second].entries()) {
      clock.set(`2026-11-21T18:0${minute}:00Z`);
      const answer = await call(ctx, 'POST', '/api/v1/customer/wish-list/add', {
        token: customer.token,
        body: { food_id: String(foodId) },
      });
      expect(answer).toEqual({ status: 200, body: { message: 'Added to favourites' } });
    }
    const food = await list(customer.token);
    expect(ids(food)).toEqual([first, third, second]);
    expect(food[0]).toMatchObject({ name: expect.any(String), price: expect.stringMatching(/^\d+\.\d{2}$/) });
    expect(await ctx.db.select().from(favourites).where(eq(favourites.customerId, customer.id))).toHaveLength(
      3,
    );

    const removed = await call(ctx, 'DELETE', '/api/v1/customer/wish-list/remove', {
      token: customer.token,
      body: { food_id: String(first) },
    });
    expect(removed).toEqual({ status: 200, body: { message: 'Removed from favourites' } });
    expect(ids(await list(customer.token))).toEqual([third, second]);
  });

  it("keeps each customer's favourites to themselves", async () => {
    const aoife = await register(ctx);
    const declan = await register(ctx);
    await call(ctx, 'POST', '/api/v1/customer/wish-list/add', {
      token: aoife.token,
      body: { food_id: String(dishIds[2]) },
    });
    expect(await list(declan.token)).toEqual([]);
    await call(ctx, 'DELETE', '/api/v1/customer/wish-list/remove', {
      token: declan.token,
      body: { food_id: String(dishIds[2]) },
    });
    expect(ids(await list(aoife.token))).toEqual([dishIds[2]]);
  });

  it('needs a signed-in customer, a real dish and a well-formed id', async () => {
    const customer = await register(ctx);
    expect((await call(ctx, 'GET', '/api/v1/customer/wish-list')).status).toBe(401);
    expect(
      (await call(ctx, 'POST', '/api/v1/customer/wish-list/add', { body: { food_id: '1' } })).status,
    ).toBe(401);
    const unknown = await call(ctx, 'POST', '/api/v1/customer/wish-list/add', {
      token: customer.token,
      body: { food_id: '999999' },
    });
    expect(unknown.status).toBe(404);
    const malformed = await call(ctx, 'POST', '/api/v1/customer/wish-list/add', {
      token: customer.token,
      body: { food_id: 'curry' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0].code).toBe('food_id');
    expect(await list(customer.token)).toEqual([]);
  });
});
