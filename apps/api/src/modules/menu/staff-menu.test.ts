import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffActions } from '../../db/schema.ts';
import { call, signInStaff } from '../../test/auth-helpers.ts';
import { createTestApp, fakeWebDist, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
let cook: Awaited<ReturnType<typeof signInStaff>>;

beforeAll(async () => {
  // With the server-rendering stand-in, so that the rendered home page is tested too.
  ctx = await createTestApp({ env: { WEB_DIST_DIR: await fakeWebDist({ serverRendering: true }) } });
  cook = await signInStaff(ctx);
});
afterAll(() => ctx.close());

type StaffMenu = {
  categories: {
    name: string;
    dishes: {
      id: number;
      name: string;
      available: boolean;
      options: { id: number; label: string; stock: number | null }[];
    }[];
  }[];
};
const staffMenu = async (): Promise<StaffMenu> =>
  (await call(ctx, 'GET', '/api/v1/staff/menu', { token: cook.token })).body;
const dishNamed = async (name: string) => {
  const dish = (await staffMenu()).categories
    .flatMap((category) => category.dishes)
    .find((row) => row.name === name);
  if (!dish) throw new Error(`no ${name} on the staff menu`);
  return dish;
};
const customerMenuNames = async () =>
  (
    (await call(ctx, 'GET', '/api/custom/custom/products-with-categories')).body.products as {
      name: string;
    }[]
  ).map((dish) => dish.name);
const homePage = async () => (await ctx.app.inject({ url: '/', headers: { accept: 'text/html' } })).body;

describe("86'ing a dish", () => {
  it("takes it off the customers' menu and the rendered page at once, puts it back the same way, and is logged", async () => {
    const bhaji = await dishNamed('Onion Bhaji');
    // The menu answer and the home page are rendered and kept before the change.
    expect(await customerMenuNames()).toContain('Onion Bhaji');
    const before = await homePage();

    const off = await call(ctx, 'PUT', `/api/v1/staff/menu/dishes/${bhaji.id}/availability`, {
      token: cook.token,
      body: { available: false },
    });
    expect(off.status).toBe(200);
    // On PostgreSQL the change reaches the menu's cache by NOTIFY after the commit, a moment after
    // the answer: the menu is read again until it shows (it would be 30 s without the event).
    await expect.poll(customerMenuNames, { timeout: 5_000 }).not.toContain('Onion Bhaji');
    expect((await call(ctx, 'GET', `/api/v1/products/details/${bhaji.id}`)).status).toBe(404);
    await expect.poll(homePage, { timeout: 5_000 }).not.toEqual(before);
    const after = await homePage();
    expect(after).not.toContain('"name":"Onion Bhaji"');
    expect((await dishNamed('Onion Bhaji')).available).toBe(false);

    await call(ctx, 'PUT', `/api/v1/staff/menu/dishes/${bhaji.id}/availability`, {
      token: cook.token,
      body: { available: true },
    });
    await expect.poll(customerMenuNames, { timeout: 5_000 }).toContain('Onion Bhaji');
    await expect.poll(homePage, { timeout: 5_000 }).toContain('"name":"Onion Bhaji"');

    const log = await ctx.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.subject, `dish ${bhaji.id}`));
    expect(log.map((row) => [row.staffId, row.action])).toEqual([
      [cook.id, "86'd a dish"],
      [cook.id, 'put a dish back on the menu'],
    ]);
  });

  it('refuses an unknown dish with 404 and a body that is not a yes or no with 400', async () => {
    expect(
      (
        await call(ctx, 'PUT', '/api/v1/staff/menu/dishes/999999/availability', {
          token: cook.token,
          body: { available: false },
        })
      ).status,
    ).toBe(404);
    const bhaji = await dishNamed('Onion Bhaji');
    for (const body of [{}, { available: 'no' }]) {
      expect(
        (
          await call(ctx, 'PUT', `/api/v1/staff/menu/dishes/${bhaji.id}/availability`, {
            token: cook.token,
            body,
          })
        ).status,
      ).toBe(400);
    }
  });
});

describe("an option's stock", () => {
  it('sold out (0), a count, and unlimited again, as the customers’ dish details show it', async () => {
    const dish = (await staffMenu()).categories
      .flatMap((category) => category.dishes)
      .find((row) => row.options.length > 0);
    if (!dish) throw new Error('no dish with options seeded');
    const option = dish.options[0] as { id: number; label: string };
    const detailsStock = async () => {
      const details = (await call(ctx, 'GET', `/api/v1/products/details/${dish.id}`)).body;
      const values = (
        details.variations as {
          values: { label: string; stock_type: string; current_stock: number | null }[];
        }[]
      ).flatMap((group) => group.values);
      const value = values.find((row) => row.label === option.label);
      return [value?.stock_type, value?.current_stock];
    };
    for (const [stock, shown] of [
      [0, ['limited', 0]],
      [12, ['limited', 12]],
      [null, ['unlimited', null]],
    ] as const) {
      const answer = await call(ctx, 'PUT', `/api/v1/staff/menu/options/${option.id}/stock`, {
        token: cook.token,
        body: { stock },
      });
      expect(answer.status).toBe(200);
      expect(await detailsStock()).toEqual(shown);
    }
    for (const stock of [-1, 1.5, 'ten']) {
      const refused = await call(ctx, 'PUT', `/api/v1/staff/menu/options/${option.id}/stock`, {
        token: cook.token,
        body: { stock },
      });
      expect(refused.status).toBe(400);
    }
  });
});
