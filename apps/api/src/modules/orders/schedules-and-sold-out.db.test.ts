import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closedDates, products, scheduleWindows, staffActions } from '../../db/schema.ts';
import { call, register, signInStaff } from '../../test/auth-helpers.ts';
import {
  bed,
  clock,
  collectionOrder,
  euro,
  place,
  quote,
  sixChops,
  startOrderTestbed,
} from './orders.testbed.ts';

// Issue 33 (decision 050): dishes and categories on their own weekdays and times, refused at
// placement for a slot outside them; "sold out for today" back by itself at the next day's opening.
// The clock: Monday 23 November 2026, noon in Dublin (GMT); open 17:00-22:00 every day.
startOrderTestbed();

let admin: Awaited<ReturnType<typeof signInStaff>>;
let cook: Awaited<ReturnType<typeof signInStaff>>;
let customer: Awaited<ReturnType<typeof register>>;

beforeAll(async () => {
  admin = await signInStaff(bed.ctx, 'admin');
  cook = await signInStaff(bed.ctx);
  customer = await register(bed.ctx);
});
beforeEach(async () => {
  await bed.ctx.db.delete(scheduleWindows);
  await bed.ctx.db.update(products).set({ soldOutUntil: null });
  await bed.ctx.db.delete(closedDates);
});

const dishSchedule = (productId: number, body: unknown, token = admin.token) =>
  call(bed.ctx, 'PUT', `/api/v1/staff/menu/dishes/${productId}/schedule`, { token, body });
const categorySchedule = (categoryId: number, body: unknown, token = admin.token) =>
  call(bed.ctx, 'PUT', `/api/v1/staff/menu/categories/${categoryId}/schedule`, { token, body });
const soldOut = (what: 'dishes' | 'options', id: number, body: unknown, token = cook.token) =>
  call(bed.ctx, 'PUT', `/api/v1/staff/menu/${what}/${id}/sold-out-today`, { token, body });
const menu = async () =>
  (await call(bed.ctx, 'GET', '/api/custom/custom/products-with-categories')).body as {
    products: {
      id: number;
      availability?: { from: string; note: string | null }[];
      sold_out_today?: { until: string; note: string };
    }[];
  };
const bhajisAt = (scheduleAt: string) => collectionOrder({ schedule_at: scheduleAt });
const bhajiCategory = async () => {
  const [row] = await bed.ctx.db.select().from(products).where(eq(products.id, bed.bhaji.id));
  if (!row) throw new Error('no bhaji');
  return row.categoryId;
};

/** Monday's late menu: 19:00 to 22:00. */
const lateMonday = { windows: [{ weekday: 1, from: '19:00', to: '22:00' }] };

describe('a dish on its own schedule', () => {
  it('is refused for a slot outside its hours, naming the line, and placed for one inside', async () => {
    const set = await dishSchedule(bed.bhaji.id, lateMonday);
    expect(set.status, JSON.stringify(set.body)).toBe(200);

    const early = await place(customer.token, bhajisAt('2026-11-23 18:00:00'));
    expect(early.status).toBe(422);
    const refusal =
      'Onion Bhaji is not served at the time you chose: choose another time, or remove it from your basket.';
    expect(early.body).toEqual({
      message: refusal,
      errors: [
        {
          code: 'not_offered_then',
          message: refusal,
          line: 0,
          item_id: bed.bhaji.id,
          name: 'Onion Bhaji',
          option: null,
        },
      ],
    });

    const quoted = await quote(customer.token, {
      ...bhajisAt('2026-11-23 18:00:00'),
      order_amount: undefined,
    });
    expect(quoted.status).toBe(200);
    expect(quoted.body.problems.map((problem: { code: string }) => problem.code)).toEqual([
      'not_offered_then',
    ]);

    const late = await place(customer.token, bhajisAt('2026-11-23 19:30:00'));
    expect(late.status, JSON.stringify(late.body)).toBe(200);
  });

  it('names the line of the dish among the basket’s others', async () => {
    await dishSchedule(bed.bhaji.id, lateMonday);
    const bhajis = collectionOrder().cart[0];
    const answer = await place(customer.token, collectionOrder({ cart: [sixChops(), bhajis] }));
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toMatchObject([{ code: 'not_offered_then', line: 1, item_id: bed.bhaji.id }]);
  });

  it("follows its category's hours too: a pre-order for tomorrow's lunch menu is fine", async () => {
    // Tuesday only, 17:00 to 18:00: refused today, placed for tomorrow at 17:30.
    const set = await categorySchedule(await bhajiCategory(), {
      windows: [{ weekday: 2, from: '17:00', to: '18:00' }],
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect((await place(customer.token, bhajisAt('2026-11-23 17:30:00'))).status).toBe(422);
    const tomorrow = await place(customer.token, bhajisAt('2026-11-24 17:30:00'));
    expect(tomorrow.status, JSON.stringify(tomorrow.body)).toBe(200);
  });

  it('tells the storefront its note through the coming day, and nothing of a dish without hours', async () => {
    await dishSchedule(bed.bhaji.id, lateMonday);
    const products = (await menu()).products;
    expect(products.find((product) => product.id === bed.bhaji.id)?.availability).toEqual([
      { from: '2026-11-23T12:00:00.000Z', note: 'Available from 19:00' },
      { from: '2026-11-23T19:00:00.000Z', note: null },
      { from: '2026-11-23T22:00:00.000Z', note: 'Available Monday from 19:00' },
    ]);
    expect(products.find((product) => product.id === bed.chops.id)).not.toHaveProperty('availability');
  });

  it('shows on the staff menu, and none puts the dish back to whenever the restaurant is open', async () => {
    const set = await dishSchedule(bed.bhaji.id, lateMonday);
    const dish = set.body.categories
      .flatMap((category: { dishes: { id: number }[] }) => category.dishes)
      .find((row: { id: number }) => row.id === bed.bhaji.id);
    expect(dish.schedule).toEqual(lateMonday.windows);
    await dishSchedule(bed.bhaji.id, { windows: [] });
    expect((await place(customer.token, bhajisAt('2026-11-23 18:00:00'))).status).toBe(200);
  });

  it('refuses a bad window (400), a cook (403) and a dish that is not there (404)', async () => {
    const bad = await dishSchedule(bed.bhaji.id, { windows: [{ weekday: 0, from: '19:00', to: '18:00' }] });
    expect(bad.status).toBe(400);
    const backwards = await dishSchedule(bed.bhaji.id, {
      windows: [{ weekday: 1, from: '19:00', to: '18:00' }],
    });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('The end comes after the start');
    expect((await dishSchedule(bed.bhaji.id, lateMonday, cook.token)).status).toBe(403);
    expect((await dishSchedule(999_999, lateMonday)).status).toBe(404);
    expect((await categorySchedule(999_999, lateMonday)).status).toBe(404);
  });
});

describe('sold out for today', () => {
  const soldOutToday =
    'Onion Bhaji is sold out for today: choose a time tomorrow, or remove it from your basket.';

  it('refuses today’s slots until the next day’s opening and takes tomorrow’s at once; the menu says so', async () => {
    const set = await soldOut('dishes', bed.bhaji.id, { sold_out: true });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const dish = set.body.categories
      .flatMap((category: { dishes: { id: number }[] }) => category.dishes)
      .find((row: { id: number }) => row.id === bed.bhaji.id);
    expect(dish.sold_out_until).toBe('2026-11-24T17:00:00.000Z');
    // Still on the menu, said to be sold out today and orderable from its next opening (issue 47).
    const listed = (await menu()).products.find((product) => product.id === bed.bhaji.id);
    expect(listed?.sold_out_today).toEqual({
      until: '2026-11-24T17:00:00.000Z',
      note: 'Sold out today: order it for tomorrow',
    });
    const refused = await place(customer.token, bhajisAt('2026-11-23 18:00:00'));
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      message: soldOutToday,
      errors: [
        {
          code: 'not_offered_then',
          message: soldOutToday,
          line: 0,
          item_id: bed.bhaji.id,
          name: 'Onion Bhaji',
          option: null,
        },
      ],
    });
    // Tomorrow's evening is at or after the time it is back: placed while it is still sold out today.
    const tomorrow = await place(customer.token, bhajisAt('2026-11-24 18:00:00'));
    expect(tomorrow.status, JSON.stringify(tomorrow.body)).toBe(200);

    // Tuesday at 17:00, the next opening: sold for any slot, with nothing to undo.
    clock.set('2026-11-24T17:00:00Z');
    expect((await menu()).products.find((product) => product.id === bed.bhaji.id)).not.toHaveProperty(
      'sold_out_today',
    );
    const placed = await place(customer.token, bhajisAt('2026-11-24 18:00:00'));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  });

  it('skips a closed date, is logged, and a member puts the dish back at once', async () => {
    await bed.ctx.db
      .insert(closedDates)
      .values({ restaurantId: bed.restaurant.id, date: '2026-11-24', reason: 'Staff day' });
    const set = await soldOut('dishes', bed.bhaji.id, { sold_out: true });
    const dish = set.body.categories
      .flatMap((category: { dishes: { id: number }[] }) => category.dishes)
      .find((row: { id: number }) => row.id === bed.bhaji.id);
    expect(dish.sold_out_until).toBe('2026-11-25T17:00:00.000Z');
    expect((await menu()).products.find((product) => product.id === bed.bhaji.id)?.sold_out_today).toEqual({
      until: '2026-11-25T17:00:00.000Z',
      note: 'Sold out today: order it for Wednesday',
    });
    const actions = await bed.ctx.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.subject, `dish ${bed.bhaji.id}`));
    expect(actions.map((action) => action.action)).toContain('marked a dish sold out for today');

    await soldOut('dishes', bed.bhaji.id, { sold_out: false });
    expect((await place(customer.token, bhajisAt('2026-11-23 18:00:00'))).status).toBe(200);
  });

  it('on an option: sold out on the dish’s details, refused by name for today, taken for tomorrow', async () => {
    expect((await soldOut('options', bed.chops.sixChopsId, { sold_out: true })).status).toBe(200);
    const details = await call(bed.ctx, 'GET', `/api/v1/products/details/${bed.chops.id}`);
    const six = details.body.variations
      .flatMap((group: { values: { option_id: number }[] }) => group.values)
      .find((value: { option_id: number }) => value.option_id === bed.chops.sixChopsId);
    expect(six).toMatchObject({ stock_type: 'limited', current_stock: 0 });
    const chops = {
      item_id: bed.chops.id,
      quantity: 1,
      variations: [{ name: 'Portion', values: { label: ['Six chops'] } }],
    };
    const order = collectionOrder({
      cart: [chops],
      order_amount: euro(bed.chops.priceCents + bed.chops.sixChopsCents),
    });
    const refused = await place(customer.token, order);
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({
      code: 'not_offered_then',
      message:
        'Tandoori Lamb Chops (Six chops) is sold out for today: choose a time tomorrow, or remove it from your basket.',
      option: 'Six chops',
    });
    const tomorrow = await place(customer.token, { ...order, schedule_at: '2026-11-24 18:00:00' });
    expect(tomorrow.status, JSON.stringify(tomorrow.body)).toBe(200);
    await soldOut('options', bed.chops.sixChopsId, { sold_out: false });
  });

  it('refuses an unknown dish (404) and a body without sold_out (400)', async () => {
    expect((await soldOut('dishes', 999_999, { sold_out: true })).status).toBe(404);
    expect((await soldOut('dishes', bed.bhaji.id, {})).status).toBe(400);
  });
});
