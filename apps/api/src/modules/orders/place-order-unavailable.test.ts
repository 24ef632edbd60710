import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, products, variationOptions } from '../../db/schema.ts';
import { register } from '../../test/auth-helpers.ts';
import {
  bed,
  collectionOrder,
  countOrders,
  euro,
  place,
  quote,
  sixChops,
  startOrderTestbed,
} from './orders.testbed.ts';

// Issue 29: a basket line whose dish or option the restaurant stopped selling after it went into
// the basket is named in the refusal (errors[]) and in the quote, and counted out of the quote.
startOrderTestbed();

const UNAVAILABLE = 'Some items in your cart are no longer available.';

describe('lines the menu no longer sells', () => {
  let token: string;
  let customerId: number;
  let samosa: { id: number; categoryId: number };
  let curry: { id: number };
  const bhajis = () => ({ item_id: bed.bhaji.id, quantity: 3, variations: [], item_note: 'Extra crispy' });

  beforeAll(async () => {
    const customer = await register(bed.ctx);
    token = customer.token;
    customerId = customer.id;
    const [s] = await bed.ctx.db.select().from(products).where(eq(products.name, 'Vegetable Samosa'));
    const [t] = await bed.ctx.db.select().from(products).where(eq(products.name, 'Butter Chicken'));
    if (!s || !t) throw new Error('seeded dishes missing');
    samosa = s;
    curry = t;
  });

  /** Runs `body` with the chops' six sold out, the samosa 86'd and the Butter Chicken's category hidden. */
  async function withMenuChanged(body: () => Promise<void>) {
    const { db } = bed.ctx;
    const [grill] = await db.select().from(products).where(eq(products.id, curry.id));
    if (!grill) throw new Error('no Butter Chicken');
    const [six] = await db
      .select({ stock: variationOptions.stock })
      .from(variationOptions)
      .where(eq(variationOptions.id, bed.chops.sixChopsId));
    await db.update(variationOptions).set({ stock: 0 }).where(eq(variationOptions.id, bed.chops.sixChopsId));
    await db.update(products).set({ available: false }).where(eq(products.id, samosa.id));
    await db.update(categories).set({ visible: false }).where(eq(categories.id, grill.categoryId));
    try {
      await body();
    } finally {
      await db
        .update(variationOptions)
        .set({ stock: six?.stock ?? null })
        .where(eq(variationOptions.id, bed.chops.sixChopsId));
      await db.update(products).set({ available: true }).where(eq(products.id, samosa.id));
      await db.update(categories).set({ visible: true }).where(eq(categories.id, grill.categoryId));
    }
  }

  const basket = () => [
    bhajis(),
    sixChops(2),
    { item_id: samosa.id, quantity: 1 },
    { item_id: curry.id, quantity: 1 },
  ];

  const named = () => [
    {
      code: 'empty_order',
      message: 'Tandoori Lamb Chops (Six chops) is no longer available.',
      line: 1,
      item_id: bed.chops.id,
      name: 'Tandoori Lamb Chops',
      option: 'Six chops',
    },
    {
      code: 'empty_order',
      message: 'Vegetable Samosa is no longer available.',
      line: 2,
      item_id: samosa.id,
      name: 'Vegetable Samosa',
      option: null,
    },
    {
      code: 'empty_order',
      message: 'Butter Chicken is no longer available.',
      line: 3,
      item_id: curry.id,
      name: 'Butter Chicken',
      option: null,
    },
  ];

  it('placing refuses empty_order (403) with the spec message, naming each line, dish and option, in errors', async () => {
    await withMenuChanged(async () => {
      const answer = await place(token, collectionOrder({ cart: basket() }));
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: UNAVAILABLE, errors: named() });
    });
    expect(await countOrders(customerId)).toBe(0);
  });

  it('the quote counts those lines out of its lines and totals and names each in its problems', async () => {
    await withMenuChanged(async () => {
      const answer = await quote(token, { ...collectionOrder({ cart: basket() }), order_amount: undefined });
      expect(answer.status).toBe(200);
      expect(answer.body.lines.map((line: { name: string }) => line.name)).toEqual(['Onion Bhaji']);
      expect(answer.body.subtotal).toBe(euro(bed.bhaji.priceCents * 3));
      expect(answer.body.total).toBe(euro(bed.bhaji.priceCents * 3));
      expect(answer.body.problems).toEqual(named());
    });
  });

  it('an option no longer on the dish is named by the label the basket sent', async () => {
    const answer = await place(
      token,
      collectionOrder({
        cart: [
          bhajis(),
          { ...sixChops(), variations: [{ name: 'Portion', values: { label: ['Ten chops'] } }] },
        ],
      }),
    );
    expect(answer.status).toBe(403);
    expect(answer.body.errors).toEqual([
      {
        code: 'empty_order',
        message: 'Tandoori Lamb Chops (Ten chops) is no longer available.',
        line: 1,
        item_id: bed.chops.id,
        name: 'Tandoori Lamb Chops',
        option: 'Ten chops',
      },
    ]);
  });

  it('a dish the menu no longer holds at all is named generically', async () => {
    const answer = await place(
      token,
      collectionOrder({ cart: [bhajis(), { item_id: 999_999, quantity: 1 }] }),
    );
    expect(answer.status).toBe(403);
    expect(answer.body.errors).toEqual([
      {
        code: 'empty_order',
        message: 'A dish in your basket is no longer available.',
        line: 1,
        item_id: 999_999,
        name: 'A dish in your basket',
        option: null,
      },
    ]);
  });

  it('the rest of the basket, sent without those lines, is placed', async () => {
    await withMenuChanged(async () => {
      const answer = await place(token, collectionOrder({ cart: [bhajis()] }));
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    });
    expect(await countOrders(customerId)).toBe(1);
  });
});
