import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, restaurants } from '../../db/schema.ts';
import { call, confirmEmail, register, signInStaff } from '../../test/auth-helpers.ts';
import { clientAddress, createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

// The accountant's reports (issue 32, decision 048), on Monday 23 November 2026 in Dublin (noon,
// GMT): a card order of bhajis and cans with WELCOME10 (9% and 23%, a deposit, a coupon), a cash
// order delivered 5 km away (a delivery fee), a card order refunded, a cash order canceled, a cash
// order still running; and one order on Tuesday, which the Monday report leaves out.
const clock = fixedClock('2026-11-23T12:00:00Z');
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  await ctx.db.update(restaurants).set({ slotCapacity: 100_000 });
});
afterAll(() => ctx.close());

async function productId(name: string): Promise<number> {
  const [product] = await ctx.db.select().from(products).where(eq(products.name, name));
  if (!product) throw new Error(`no seeded ${name}`);
  return product.id;
}

/** Three onion bhajis (€6.50 each, food) for collection at 6 pm, in cash: the checkout's payload. */
async function collectionOrder(overrides: Record<string, unknown> = {}) {
  return {
    order_amount: '19.50',
    payment_method: 'cash_on_delivery',
    order_type: 'take_away',
    restaurant_id: '2',
    cart: [{ item_id: await productId('Onion Bhaji'), quantity: 3, variations: [] }],
    schedule_at: '2026-11-23 18:00:00',
    coupon_code: '',
    contact_person_name: 'Aoife Ryan',
    contact_person_number: '087 123 4567',
    ...overrides,
  };
}

let keyCounter = 0;
async function place(token: string, body: Record<string, unknown>) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/customer/order/place1',
    payload: body,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `reports-${++keyCounter}` },
    remoteAddress: clientAddress(),
  });
  return { status: response.statusCode, body: response.json() };
}

const HYPERLINK = '=HYPERLINK("http://evil.example","Click")';

/** A customer with a saved address 5 km due north of the restaurant: €3 + €0.75 × (5 − 2) to deliver. */
async function customerFiveKmAway() {
  const customer = await register(ctx);
  await confirmEmail(ctx, customer);
  const [restaurant] = await ctx.db.select().from(restaurants);
  if (!restaurant) throw new Error('no restaurant seeded');
  const saved = await call(ctx, 'POST', '/api/v1/customer/address/add', {
    token: customer.token,
    body: {
      address_type: 'home',
      address: 'Rock View, Cashel',
      latitude: String(restaurant.latitude + ((5 / 6371) * 180) / Math.PI),
      longitude: String(restaurant.longitude),
      house: '4',
    },
  });
  expect(saved.status).toBe(200);
  return { token: customer.token, addressId: saved.body.address.id as number };
}

/** Places an order for a new customer, paid by a simulated card when `card`; its id and reference. */
async function order(
  body: Record<string, unknown>,
  { card = false, customer }: { card?: boolean; customer?: { token: string } } = {},
) {
  customer ??= await register(ctx);
  let payment: Record<string, string> = {};
  if (card) {
    const { payment_method: _method, order_amount: _amount, ...basket } = body;
    const asked = await call(ctx, 'POST', '/api/v1/stripe/wpay', {
      token: customer.token,
      body: { order: basket },
    });
    const paid = await call(ctx, 'POST', '/api/v1/payments/simulated/confirm', {
      token: customer.token,
      body: {
        payment_intent_id: asked.body.stripePaymentId,
        client_secret: asked.body.clientSecret,
        card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
      },
    });
    expect(paid.body?.status, JSON.stringify([asked.body, paid.body])).toBe('succeeded');
    payment = { payment_method: 'digital_payment', stripe_payment_intent_id: asked.body.stripePaymentId };
  }
  const placed = await place(customer.token, { ...body, ...payment });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return {
    id: placed.body.order_id as number,
    reference: placed.body.order_reference as string,
    total: placed.body.total as string,
  };
}

async function staff(token: string, path: string, body: unknown) {
  const response = await call(ctx, 'POST', path, { token, body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

/** A GET as the browser sends it, the answer as text. */
async function get(url: string, token?: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress: clientAddress(),
  });
  return response;
}

/** A CSV file's rows as their raw lines, without the byte-order mark and the header. */
const linesOf = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);

let admin: Awaited<ReturnType<typeof signInStaff>>;
let references: Record<'cardMixed' | 'cashTaken' | 'refunded' | 'canceled' | 'running' | 'tuesday', string>;

describe('the reports for the accountant', () => {
  // The Monday and the Tuesday, placed and moved along through the API as the checkout and the board do.
  beforeAll(async () => {
    admin = await signInStaff(ctx, 'admin');
    const cans = { item_id: await productId('Coca-Cola (330ml can)'), quantity: 2, variations: [] };
    const bhajis = { item_id: await productId('Onion Bhaji'), quantity: 3, variations: [] };
    // €19.50 of bhajis (9%) and €5.00 of cans (23%), 10% off: €22.35 with the €0.30 deposit.
    const cardMixed = await order(
      await collectionOrder({ order_amount: '22.35', coupon_code: 'WELCOME10', cart: [bhajis, cans] }),
      { card: true },
    );
    const away = await customerFiveKmAway();
    const cashTaken = await order(
      await collectionOrder({
        contact_person_name: HYPERLINK,
        order_type: 'delivery',
        address_id: away.addressId,
        order_amount: '24.75',
      }),
      { customer: away },
    );
    for (const step of ['accept', 'processing', 'handover', 'delivered']) {
      await staff(
        admin.token,
        `/api/v1/staff/orders/${cashTaken.id}/${step === 'accept' ? 'accept' : 'advance'}`,
        step === 'accept' ? {} : { status: step },
      );
    }
    const refunded = await order(await collectionOrder(), { card: true });
    await staff(admin.token, `/api/v1/staff/orders/${refunded.id}/cancel`, { reason: '-1 chef tonight' });
    const canceled = await order(await collectionOrder());
    await staff(admin.token, `/api/v1/staff/orders/${canceled.id}/cancel`, { reason: 'Closing early' });
    const running = await order(await collectionOrder());
    clock.set('2026-11-24T12:00:00Z');
    const tuesday = await order(await collectionOrder({ schedule_at: '2026-11-24 18:00:00' }), {
      card: true,
    });
    references = {
      cardMixed: cardMixed.reference,
      cashTaken: cashTaken.reference,
      refunded: refunded.reference,
      canceled: canceled.reference,
      running: running.reference,
      tuesday: tuesday.reference,
    };
  });

  it("give the day's figures to the cent: sales, takings by method, refunds, VAT by rate, deposits", async () => {
    const response = await call(ctx, 'GET', '/api/v1/staff/reports/day?date=2026-11-23', {
      token: admin.token,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      date: '2026-11-23',
      orders: 2,
      // The card orders' money, the refunded one's included; the cash handed over.
      takings: { card_cents: 2235 + 1950, cash_cents: 2475, total_cents: 6660 },
      refunds: { count: 1, cents: 1950 },
      net_takings_cents: 4710,
      // 9%: 1755 + 2475 gross (the fee at the food's rate), VAT 145 + 204 (2475 × 9 / 109 = 204.4);
      // 23%: 450, VAT 84.
      vat: [
        { rate_basis_points: 900, net_cents: 1610 + 2271, vat_cents: 145 + 204, gross_cents: 4230 },
        { rate_basis_points: 2300, net_cents: 366, vat_cents: 84, gross_cents: 450 },
      ],
      deposits_cents: 30,
      delivery_fees_cents: 525,
      discounts_cents: 245,
      cash_due: { count: 1, cents: 1950 },
      tips: { count: 0, taken_cents: 0, refunded_cents: 0, net_cents: 0 },
      drivers: [],
    });
    // What the accountant checks: the net takings are the sales' gross and their deposits.
    const body = response.body as { vat: { gross_cents: number }[]; deposits_cents: number };
    expect(body.vat.reduce((total, rate) => total + rate.gross_cents, 0) + body.deposits_cents).toBe(4710);
  });

  it('give an empty day its zeros', async () => {
    const response = await call(ctx, 'GET', '/api/v1/staff/reports/day?date=2026-11-22', {
      token: admin.token,
    });
    expect(response.body).toMatchObject({
      orders: 0,
      takings: { total_cents: 0 },
      refunds: { count: 0, cents: 0 },
      vat: [],
      cash_due: { count: 0, cents: 0 },
    });
  });

  it('export VAT per day and rate as CSV, named by the range', async () => {
    const response = await get('/api/v1/staff/reports/vat.csv?from=2026-11-22&to=2026-11-24', admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="vat-2026-11-22-to-2026-11-24.csv"',
    );
    expect(linesOf(response.body)).toEqual([
      'Date,VAT rate %,Net,VAT,Gross',
      '2026-11-23,9,38.81,3.49,42.30',
      '2026-11-23,23,3.66,0.84,4.50',
      '2026-11-24,9,17.89,1.61,19.50',
    ]);
  });

  it('export every order, its customer as stored and a formula made harmless', async () => {
    const response = await get('/api/v1/staff/reports/orders.csv?from=2026-11-23&to=2026-11-23', admin.token);
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = linesOf(response.body);
    expect(header).toBe(
      'Date,Time,Reference,Status,Reason,Payment method,Payment,In sales,Customer,Subtotal,Delivery fee,Discount,Deposit,VAT,Total,Tip',
    );
    expect(rows).toEqual([
      `2026-11-23,12:00,${references.cardMixed},Pending,,card,Paid by card,yes,Aoife Ryan,24.50,0.00,2.45,0.30,2.29,22.35,0.00`,
      // The cell a spreadsheet would run starts with ' (and csv-stringify doubles its quotes).
      `2026-11-23,12:00,${references.cashTaken},Delivered,,cash,Paid in cash,yes,"'=HYPERLINK(""http://evil.example"",""Click"")",19.50,5.25,0.00,0.00,2.04,24.75,0.00`,
      `2026-11-23,12:00,${references.refunded},Refunded,'-1 chef tonight,card,Refunded to card,no,Aoife Ryan,19.50,0.00,0.00,0.00,1.61,19.50,0.00`,
      // Rejected before it was accepted, not "Cancelled", with the reason given (issue 47).
      `2026-11-23,12:00,${references.canceled},Rejected,Closing early,cash,Nothing due,no,Aoife Ryan,19.50,0.00,0.00,0.00,1.61,19.50,0.00`,
      `2026-11-23,12:00,${references.running},Pending,,cash,Cash due,no,Aoife Ryan,19.50,0.00,0.00,0.00,1.61,19.50,0.00`,
    ]);
  });

  it("agree: the orders file's sales add up to the VAT file, and with their deposits to the net takings", async () => {
    const range = 'from=2026-11-22&to=2026-11-24';
    const cents = (amount: string) => Math.round(Number(amount) * 100);
    const [, ...orderLines] = linesOf(
      (await get(`/api/v1/staff/reports/orders.csv?${range}`, admin.token)).body,
    );
    const [, ...vatLines] = linesOf((await get(`/api/v1/staff/reports/vat.csv?${range}`, admin.token)).body);
    // The first eight cells are ours (no commas in these reasons); the six before the tip are the amounts.
    const sales = orderLines
      .map((line) => line.split(','))
      .filter((cells) => cells[7] === 'yes')
      .map((cells) => cells.slice(-7, -1).map(cents));
    const vatRows = vatLines.map((line) => line.split(',').slice(2).map(cents));
    const total = (rows: number[][], column: number) =>
      rows.reduce((sum, row) => sum + (row[column] ?? 0), 0);
    // Sales: Subtotal, Delivery fee, Discount, Deposit, VAT, Total; VAT file: Net, VAT, Gross.
    expect(total(sales, 4)).toBe(total(vatRows, 1));
    expect(total(sales, 5)).toBe(total(vatRows, 2) + total(sales, 3));
    let netTakings = 0;
    for (const date of ['2026-11-22', '2026-11-23', '2026-11-24']) {
      netTakings += (await call(ctx, 'GET', `/api/v1/staff/reports/day?date=${date}`, { token: admin.token }))
        .body.net_takings_cents;
    }
    expect(total(sales, 5)).toBe(netTakings);
  });

  it('agree with the orders for any basket and coupon: each file adds up to what the customers paid', async () => {
    const cents = (amount: string) => Math.round(Number(amount) * 100);
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    const bhaji = await productId('Onion Bhaji');
    const can = await productId('Coca-Cola (330ml can)');
    const basket = fc.record({
      // From three: the restaurant's minimum order is €15.
      bhajis: fc.integer({ min: 3, max: 8 }),
      cans: fc.integer({ min: 0, max: 4 }),
      coupon: fc.boolean(),
    });
    let day = 0;
    try {
      await fc.assert(
        fc.asyncProperty(fc.array(basket, { minLength: 1, maxLength: 3 }), async (baskets) => {
          // A day of its own each run, from 25 November 2026, paid by card (a sale from its placing).
          day += 1;
          const date = `2026-${day <= 6 ? '11' : '12'}-${String(day <= 6 ? 24 + day : day - 6).padStart(2, '0')}`;
          clock.set(`${date}T12:00:00Z`);
          const accountant = await signInStaff(ctx, 'admin');
          // One customer per day: each registration hashes a password, the slow part of a run.
          const customer = await register(ctx);
          let paidCents = 0;
          for (const { bhajis, cans, coupon } of baskets) {
            const cart = [{ item_id: bhaji, quantity: bhajis, variations: [] }];
            if (cans > 0) cart.push({ item_id: can, quantity: cans, variations: [] });
            const placed = await order(
              await collectionOrder({
                cart,
                schedule_at: `${date} 18:00:00`,
                coupon_code: coupon ? 'WELCOME10' : '',
              }),
              { card: true, customer },
            );
            paidCents += cents(placed.total);
          }
          const range = `from=${date}&to=${date}`;
          const [, ...orderLines] = linesOf(
            (await get(`/api/v1/staff/reports/orders.csv?${range}`, accountant.token)).body,
          );
          const [, ...vatLines] = linesOf(
            (await get(`/api/v1/staff/reports/vat.csv?${range}`, accountant.token)).body,
          );
          // Orders file: the six cells before the tip, Subtotal, Delivery fee, Discount, Deposit, VAT, Total.
          const orderCells = orderLines.map((line) => line.split(',').slice(-7, -1).map(cents));
          const deposits = sum(orderCells.map((cells) => cells[3] ?? 0));
          expect(sum(orderCells.map((cells) => cells[5] ?? 0))).toBe(paidCents);
          // VAT file: Net, VAT, Gross per rate; the deposits are no sale.
          expect(sum(vatLines.map((line) => cents(line.split(',').at(-1) ?? '0'))) + deposits).toBe(
            paidCents,
          );
          const report = await call(ctx, 'GET', `/api/v1/staff/reports/day?date=${date}`, {
            token: accountant.token,
          });
          expect(report.body.net_takings_cents).toBe(paidCents);
        }),
        { numRuns: 10 },
      );
    } finally {
      // Back to the Tuesday, for the sessions of the tests that follow, whatever this test's end.
      clock.set('2026-11-24T12:00:00Z');
    }
  }, 120_000);

  it('export the refunds, each amount a negative number and a text that starts with - made harmless', async () => {
    const response = await get(
      '/api/v1/staff/reports/refunds.csv?from=2026-11-01&to=2026-11-30',
      admin.token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="refunds-2026-11-01-to-2026-11-30.csv"',
    );
    expect(linesOf(response.body)).toEqual([
      'Order date,Refund date,Refund time,Reference,Payment method,Reason,Amount,In refunds',
      `2026-11-23,2026-11-23,12:00,${references.refunded},card,'-1 chef tonight,-19.50,yes`,
    ]);
  });

  it('refuse a bad date or range with 400 in the error shape', async () => {
    for (const url of [
      '/api/v1/staff/reports/day',
      '/api/v1/staff/reports/day?date=2026-02-30',
      '/api/v1/staff/reports/day?date=23/11/2026',
      '/api/v1/staff/reports/vat.csv?from=2026-11-24&to=2026-11-23',
      '/api/v1/staff/reports/orders.csv?from=2026-01-01&to=2027-01-02',
      '/api/v1/staff/reports/refunds.csv?from=2026-11-01',
    ]) {
      const response = await get(url, admin.token);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({
        errors: [expect.objectContaining({ code: expect.any(String) })],
      });
    }
    const year = await get('/api/v1/staff/reports/orders.csv?from=2026-01-01&to=2027-01-01', admin.token);
    expect(year.statusCode).toBe(200);
  });

  it('are for admins: 401 without a token, 403 for a cook', async () => {
    const cook = await signInStaff(ctx, 'staff');
    for (const url of [
      '/api/v1/staff/reports/day?date=2026-11-23',
      '/api/v1/staff/reports/vat.csv?from=2026-11-23&to=2026-11-23',
    ]) {
      expect((await get(url)).statusCode, url).toBe(401);
      expect((await get(url, cook.token)).statusCode, url).toBe(403);
    }
  });
});
