import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, products } from '../../db/schema.ts';
import { call, confirmEmail, emailsTo, register, signInStaff } from '../../test/auth-helpers.ts';
import { FakePrinter } from '../../test/fake-printer.ts';
import { bed, collectionOrder, place, quote, startOrderTestbed } from './orders.testbed.ts';

/*
 * A line's allergens as sold (issue 31): the dish's and its chosen options' together, from the
 * quote to the order's snapshot, and from the snapshot to every place that shows the order: the
 * customer's order page and lists, "order again", the staff's board, the e-mails and the printed
 * ticket. A Korma declares milk and tree nuts; its king prawn adds crustaceans, its chicken nothing;
 * a Tandoori Chicken's Peshwari naan adds tree nuts to the dish's gluten, milk and mustard.
 */

startOrderTestbed();

let admin: Awaited<ReturnType<typeof signInStaff>>;
let printer: FakePrinter;

beforeAll(async () => {
  admin = await signInStaff(bed.ctx, 'admin');
  // A kitchen printer that prints on arrival, polling this test's server.
  const origin = await bed.ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const added = await call(bed.ctx, 'POST', '/api/v1/staff/printers', {
    token: admin.token,
    body: { name: 'Kitchen', print_on: 'arrival', copies: 1, paper_columns: 48, enabled: true },
  });
  const { url, username, secret } = added.body;
  printer = new FakePrinter({
    url: `${origin}${new URL(url).pathname}`,
    username,
    password: secret,
    pollIntervalMs: 300,
  });
  printer.start();
});
afterAll(() => printer.stop());

const dishId = async (name: string) => {
  const [row] = await bed.ctx.db.select({ id: products.id }).from(products).where(eq(products.name, name));
  if (!row) throw new Error(`no ${name} seeded`);
  return row.id;
};
const chose = (itemId: number, group: string, label: string) => ({
  item_id: itemId,
  quantity: 1,
  variations: [{ name: group, values: { label: [label] } }],
});

const KORMA_KING_PRAWN = ['Crustaceans', 'Milk', 'Tree nuts'];
const KORMA_CHICKEN = ['Milk', 'Tree nuts'];
const TANDOORI_PESHWARI = ['Cereals containing gluten', 'Milk', 'Mustard', 'Tree nuts'];

describe("a line's allergens", () => {
  it("are the dish's and its chosen options', from the quote to the order, its lists, the board, the e-mails and the printed ticket", async () => {
    const customer = await register(bed.ctx);
    await confirmEmail(bed.ctx, customer);
    const korma = await dishId('Korma');
    const tandoori = await dishId('Tandoori Chicken');
    const cart = [
      chose(korma, 'Protein', 'King prawn'),
      chose(korma, 'Protein', 'Chicken'),
      chose(tandoori, 'Bread', 'Peshwari naan'),
    ];

    const quoted = await quote(customer.token, collectionOrder({ cart }));
    expect(quoted.status).toBe(200);
    expect(quoted.body.lines.map((line: { allergens: string[] }) => line.allergens)).toEqual([
      KORMA_KING_PRAWN,
      KORMA_CHICKEN,
      TANDOORI_PESHWARI,
    ]);

    const placed = await place(customer.token, collectionOrder({ cart, order_amount: quoted.body.total }));
    expect(placed.status).toBe(200);
    const orderId = placed.body.order_id;
    // The snapshot keeps the codes of the line as sold.
    const snapshot = await bed.ctx.db
      .select({ allergens: orderLines.allergens })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(orderLines.position);
    expect(snapshot.map((line) => line.allergens)).toEqual([
      ['crustaceans', 'milk', 'tree_nuts'],
      ['milk', 'tree_nuts'],
      ['gluten', 'milk', 'mustard', 'tree_nuts'],
    ]);

    // A later change to the menu does not rewrite what was sold.
    const staffMenu = await call(bed.ctx, 'GET', '/api/v1/staff/menu', { token: admin.token });
    const kingPrawn = staffMenu.body.categories
      .flatMap(
        (category: { dishes: { id: number; options: { id: number; label: string }[] }[] }) => category.dishes,
      )
      .find((dish: { id: number }) => dish.id === korma)
      .options.find((option: { label: string }) => option.label === 'King prawn');
    const changed = await call(bed.ctx, 'PUT', `/api/v1/staff/menu/options/${kingPrawn.id}`, {
      token: admin.token,
      body: { label: 'King prawn', price_cents: 350, allergens: ['crustaceans', 'molluscs'] },
    });
    expect(changed.status).toBe(200);

    const codes = (lines: { allergens: string[] }[]) => lines.map((line) => line.allergens);
    const sold = [
      ['crustaceans', 'milk', 'tree_nuts'],
      ['milk', 'tree_nuts'],
      ['gluten', 'milk', 'mustard', 'tree_nuts'],
    ];
    const page = await call(bed.ctx, 'GET', `/api/v1/customer/order/${orderId}`, { token: customer.token });
    expect(codes(page.body.lines)).toEqual(sold);
    const list = await call(bed.ctx, 'GET', '/api/v1/customer/order/list?limit=10&offset=1', {
      token: customer.token,
    });
    const listed = list.body.orders.find((order: { id: number }) => order.id === orderId);
    expect(codes(listed.lines)).toEqual([KORMA_KING_PRAWN, KORMA_CHICKEN, TANDOORI_PESHWARI]);
    const running = await call(bed.ctx, 'GET', '/api/v1/customer/order/running-orders?limit=10&offset=1', {
      token: customer.token,
    });
    expect(codes(running.body.orders[0].lines)).toEqual([KORMA_KING_PRAWN, KORMA_CHICKEN, TANDOORI_PESHWARI]);
    const board = await call(bed.ctx, 'GET', '/api/v1/staff/orders', { token: admin.token });
    const card = board.body.orders.find((order: { id: number }) => order.id === orderId);
    expect(codes(card.lines)).toEqual(sold);

    // Ordered again today, the king prawn line has what the menu declares now.
    const again = await call(bed.ctx, 'GET', `/api/v1/customer/order/${orderId}/reorder`, {
      token: customer.token,
    });
    expect(codes(again.body.items)).toEqual([
      ['Crustaceans', 'Milk', 'Molluscs', 'Tree nuts'],
      KORMA_CHICKEN,
      TANDOORI_PESHWARI,
    ]);

    // The e-mails: the customer's receipt and the kitchen's copy.
    const [receipt] = await emailsTo(bed.ctx, customer.email);
    const [kitchenCopy] = await emailsTo(bed.ctx, bed.restaurant.email);
    for (const email of [receipt, kitchenCopy]) {
      // Each line's under it, as on the ticket.
      expect(email?.textBody).toContain(
        `Protein: King prawn (+€3.50)\n    Allergens: ${KORMA_KING_PRAWN.join(', ')}\n1 × Korma`,
      );
      expect(email?.textBody).toContain(
        `Bread: Peshwari naan (+€1.00)\n    Allergens: ${TANDOORI_PESHWARI.join(', ')}\n`,
      );
      const summary = email?.textBody
        .split('\n')
        .find((line) => line.startsWith('Allergens in this order: '));
      expect(summary?.replace('Allergens in this order: ', '').split(', ').sort()).toEqual([
        'Cereals containing gluten',
        'Crustaceans',
        'Milk',
        'Mustard',
        'Tree nuts',
      ]);
    }

    // The printed ticket: each line with its own, in bold.
    const ticket = (await printer.waitForTickets(1, 5000)).find((printed) =>
      printed.text.includes(`#${placed.body.order_reference}`),
    );
    // Under each line's options, in bold; a long list wraps to the paper's width.
    const printed = ticket?.text.replace(/\s+/g, ' ') ?? '';
    expect(printed).toContain(`Protein: King prawn ALLERGENS: ${KORMA_KING_PRAWN.join(', ')} 1 x Korma`);
    expect(printed).toContain(`Protein: Chicken ALLERGENS: ${KORMA_CHICKEN.join(', ')} 1 x Tandoori Chicken`);
    expect(printed).toContain(`Bread: Peshwari naan ALLERGENS: ${TANDOORI_PESHWARI.join(', ')} `);
    for (const names of [KORMA_KING_PRAWN, KORMA_CHICKEN, TANDOORI_PESHWARI]) {
      expect(ticket?.bold.some((run) => run.includes(`ALLERGENS: ${names.join(', ')}`))).toBe(true);
    }
  });
});
