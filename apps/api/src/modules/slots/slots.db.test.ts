import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closedDates, openingHours, slotBookings } from '../../db/schema.ts';
import { call, register } from '../../test/auth-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';
import { type RestaurantSettings, requireRestaurant } from '../restaurant/index.ts';
import { slotsFor, takeSlot } from './slots.service.ts';

// Monday 23 November 2026, 17:53 in Dublin (GMT, so the same on the UTC clock).
const clock = fixedClock('2026-11-23T17:53:00Z');
beforeEach(() => clock.reset());

let ctx: TestContext;
let token: string;
let restaurant: RestaurantSettings;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
  token = (await register(ctx)).token;
  restaurant = await requireRestaurant({ db: ctx.db });
});
afterAll(() => ctx.close());

const collection = (date: unknown) => call(ctx, 'POST', '/api/v1/tslots', { token, body: { date } });
const delivery = (date: unknown) => call(ctx, 'POST', '/api/v1/dslots', { token, body: { date } });

/** '5:00 PM' … '10:00 PM' every 15 minutes from a first label. */
function labelsFrom(first: string): string[] {
  const all: string[] = [];
  for (let minutes = 17 * 60; minutes <= 22 * 60; minutes += 15) {
    const hour = Math.floor(minutes / 60);
    all.push(`${hour > 12 ? hour - 12 : hour}:${String(minutes % 60).padStart(2, '0')} PM`);
  }
  return all.slice(all.indexOf(first));
}

describe('time slots', () => {
  it('offers today from now + the collection lead time (20 min), every 15 minutes to closing', async () => {
    expect(await collection('2026-11-23')).toEqual({
      status: 200,
      body: {
        slots: labelsFrom('6:15 PM'),
        current_time: '17:53',
        timezone: 'Europe/Dublin',
        is_today: true,
        next_slot_in_minutes: 22,
        first_slot: '6:15 PM',
        closed: false,
        // No basket sent: a small order's times.
        large_order_minutes: 0,
        zone_minutes: 0,
      },
    });
  });

  it('offers today from now + the delivery lead time (40 min)', async () => {
    const { status, body } = await delivery('2026-11-23');
    expect(status).toBe(200);
    expect(body.slots).toEqual(labelsFrom('6:45 PM'));
    expect(body).toMatchObject({ first_slot: '6:45 PM', next_slot_in_minutes: 52, is_today: true });
  });

  it('offers the whole evening before opening and on a later day, and nothing once the last slot is too near', async () => {
    clock.set('2026-11-23T09:00:00Z');
    expect((await delivery('2026-11-23')).body).toMatchObject({
      slots: labelsFrom('5:00 PM'),
      first_slot: '5:00 PM',
      next_slot_in_minutes: 8 * 60,
      current_time: '09:00',
    });
    const tomorrow = (await collection('2026-11-24')).body;
    expect(tomorrow).toMatchObject({ slots: labelsFrom('5:00 PM'), is_today: false });
    expect(tomorrow.next_slot_in_minutes).toBe(32 * 60);

    clock.set('2026-11-23T21:45:00Z');
    expect((await collection('2026-11-23')).body).toEqual({
      slots: [],
      current_time: '21:45',
      timezone: 'Europe/Dublin',
      is_today: true,
      next_slot_in_minutes: null,
      first_slot: null,
      // Open today, its last slot gone: not a closed day.
      closed: false,
      large_order_minutes: 0,
      zone_minutes: 0,
    });
  });

  it('offers nothing on a closed date, and says the day is closed', async () => {
    await ctx.db
      .insert(closedDates)
      .values({ restaurantId: restaurant.id, date: '2026-11-25', reason: 'Staff day' });
    try {
      expect((await collection('2026-11-25')).body).toMatchObject({
        slots: [],
        first_slot: null,
        closed: true,
      });
      expect((await delivery('2026-11-25')).body).toMatchObject({ slots: [], closed: true });
      expect((await collection('2026-11-26')).body).toMatchObject({
        slots: labelsFrom('5:00 PM'),
        closed: false,
      });
    } finally {
      await ctx.db.delete(closedDates).where(eq(closedDates.date, '2026-11-25'));
    }
  });

  it('says a weekday without opening hours is closed', async () => {
    // Wednesday 25 November: the hours of Wednesdays removed.
    const wednesday = await ctx.db.delete(openingHours).where(eq(openingHours.weekday, 3)).returning();
    try {
      expect((await collection('2026-11-25')).body).toMatchObject({ slots: [], closed: true });
    } finally {
      await ctx.db.insert(openingHours).values(wednesday);
    }
  });

  it('leaves out a slot that holds its capacity of orders, for collection and delivery alike', async () => {
    const capacity = restaurant.slotCapacity;
    await ctx.db.insert(slotBookings).values([
      { restaurantId: restaurant.id, startsAt: new Date('2026-11-26T18:00:00Z'), taken: capacity },
      { restaurantId: restaurant.id, startsAt: new Date('2026-11-26T18:15:00Z'), taken: capacity - 1 },
    ]);
    for (const answer of [await collection('2026-11-26'), await delivery('2026-11-26')]) {
      expect(answer.body.slots).not.toContain('6:00 PM');
      expect(answer.body.slots).toContain('6:15 PM');
      expect(answer.body.slots).toHaveLength(labelsFrom('5:00 PM').length - 1);
    }
    // The last place taken: the slot goes too.
    const startsAt = new Date('2026-11-26T18:15:00Z');
    expect(await takeSlot(ctx.db, { restaurantId: restaurant.id, startsAt, capacity })).toBe(true);
    expect(await takeSlot(ctx.db, { restaurantId: restaurant.id, startsAt, capacity })).toBe(false);
    expect((await collection('2026-11-26')).body.slots).not.toContain('6:15 PM');
  });

  it('refuses a malformed date, a past one and one beyond the ordering window with a 400', async () => {
    const refusal = (message: string) => ({
      status: 400,
      body: { message, errors: [{ code: 'date', message }] },
    });
    expect(await collection('2026-13-01')).toEqual(refusal('Please choose a valid date'));
    expect(await delivery('23/11/2026')).toEqual(refusal('Please choose a valid date'));
    expect(await collection('')).toEqual(refusal('Please choose a date'));
    expect(await call(ctx, 'POST', '/api/v1/tslots', { token, body: {} })).toEqual(
      refusal('Please choose a date'),
    );
    expect(await collection('2026-11-22')).toEqual(refusal('Please choose today or a later date.'));
    // A window of 7 days: today and the 6 after it.
    expect((await delivery('2026-11-29')).status).toBe(200);
    expect(await delivery('2026-11-30')).toEqual(
      refusal('Orders can be scheduled up to 7 days ahead, today included. Please choose an earlier date.'),
    );
    // Just after midnight in Dublin the calendar moves on.
    clock.set('2026-11-24T00:05:00Z');
    expect((await collection('2026-11-23')).status).toBe(400);
    expect((await collection('2026-11-30')).status).toBe(200);
  });

  it('needs a signed-in customer', async () => {
    for (const path of ['/api/v1/tslots', '/api/v1/dslots']) {
      const answer = await call(ctx, 'POST', path, { body: { date: '2026-11-23' } });
      expect(answer.status).toBe(401);
      expect(answer.body.errors[0].code).toBe('unauthenticated');
    }
  });
});

describe('time slots on the daylight-saving Sundays', () => {
  it('29 March 2026 (clocks go forward at 01:00 GMT): slots on Irish Summer Time', async () => {
    // 16:30 UTC is 17:30 in Dublin: collection from 17:50, so the first slot is 6:00 PM.
    clock.set('2026-03-29T16:30:00Z');
    expect((await collection('2026-03-29')).body).toMatchObject({
      slots: labelsFrom('6:00 PM'),
      current_time: '17:30',
      is_today: true,
      next_slot_in_minutes: 30,
      first_slot: '6:00 PM',
    });
    const slots = await slotsFor(ctx.db, {
      restaurant,
      mode: 'collection',
      date: '2026-03-29',
      now: clock.now(),
    });
    expect(slots[0]).toEqual({ time: '18:00', label: '6:00 PM', startsAt: new Date('2026-03-29T17:00:00Z') });
    expect(slots.at(-1)?.startsAt).toEqual(new Date('2026-03-29T21:00:00Z'));

    // The day before, on GMT: the first slot is 28 hours away, not 29.
    clock.set('2026-03-28T12:00:00Z');
    expect((await delivery('2026-03-29')).body).toMatchObject({
      slots: labelsFrom('5:00 PM'),
      is_today: false,
      next_slot_in_minutes: 28 * 60,
    });
  });

  it('25 October 2026 (clocks go back at 01:00 GMT): slots on GMT again', async () => {
    clock.set('2026-10-25T17:30:00Z');
    expect((await delivery('2026-10-25')).body).toMatchObject({
      slots: labelsFrom('6:15 PM'),
      current_time: '17:30',
      next_slot_in_minutes: 45,
    });
    const slots = await slotsFor(ctx.db, {
      restaurant,
      mode: 'collection',
      date: '2026-10-25',
      now: clock.now(),
    });
    expect(slots[0]).toEqual({ time: '18:00', label: '6:00 PM', startsAt: new Date('2026-10-25T18:00:00Z') });

    // The day before, on summer time: 12:00 UTC is 13:00 in Dublin, 5:00 PM Sunday is 29 hours away.
    clock.set('2026-10-24T12:00:00Z');
    expect((await collection('2026-10-25')).body).toMatchObject({
      slots: labelsFrom('5:00 PM'),
      current_time: '13:00',
      next_slot_in_minutes: 29 * 60,
    });
  });

  it('hours across the change: no slot in the skipped hour, one of each repeated time', async () => {
    const sunday = and(eq(openingHours.restaurantId, restaurant.id), eq(openingHours.weekday, 7));
    await ctx.db.update(openingHours).set({ opensAt: '00:00', closesAt: '03:00' }).where(sunday);
    try {
      clock.set('2026-03-28T12:00:00Z');
      expect((await collection('2026-03-29')).body.slots).toEqual([
        '12:00 AM',
        '12:15 AM',
        '12:30 AM',
        '12:45 AM',
        '2:00 AM',
        '2:15 AM',
        '2:30 AM',
        '2:45 AM',
        '3:00 AM',
      ]);
      clock.set('2026-10-24T12:00:00Z');
      const october = await slotsFor(ctx.db, {
        restaurant,
        mode: 'collection',
        date: '2026-10-25',
        now: clock.now(),
      });
      expect(october.map((slot) => slot.label)).toHaveLength(13);
      expect(new Set(october.map((slot) => slot.label)).size).toBe(13);
      // 01:30 happens twice; the slot is the first, on summer time.
      expect(october.find((slot) => slot.time === '01:30')?.startsAt).toEqual(
        new Date('2026-10-25T00:30:00Z'),
      );
      expect(october.find((slot) => slot.time === '02:00')?.startsAt).toEqual(
        new Date('2026-10-25T02:00:00Z'),
      );
    } finally {
      await ctx.db.update(openingHours).set({ opensAt: '17:00', closesAt: '22:00' }).where(sunday);
    }
  });
});

describe('taking a place in a slot', () => {
  it('is race-free: 5N orders at once for a slot of capacity N, exactly N get one', async () => {
    const capacity = 4;
    const startsAt = new Date('2026-11-27T19:00:00Z');
    const results = await Promise.all(
      Array.from({ length: 5 * capacity }, () =>
        ctx.db.transaction((tx) => takeSlot(tx, { restaurantId: restaurant.id, startsAt, capacity })),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(capacity);
    const [row] = await ctx.db
      .select()
      .from(slotBookings)
      .where(and(eq(slotBookings.restaurantId, restaurant.id), eq(slotBookings.startsAt, startsAt)));
    expect(row?.taken).toBe(capacity);
  });

  it('gives the place back when the order’s transaction rolls back', async () => {
    const startsAt = new Date('2026-11-27T19:15:00Z');
    const args = { restaurantId: restaurant.id, startsAt, capacity: 1 };
    await expect(
      ctx.db.transaction(async (tx) => {
        expect(await takeSlot(tx, args)).toBe(true);
        throw new Error('the order failed later');
      }),
    ).rejects.toThrow('the order failed later');
    expect(await takeSlot(ctx.db, args)).toBe(true);
    expect(await takeSlot(ctx.db, args)).toBe(false);
    expect(await takeSlot(ctx.db, { ...args, capacity: 0, startsAt: new Date('2026-11-27T19:30:00Z') })).toBe(
      false,
    );
  });
});
