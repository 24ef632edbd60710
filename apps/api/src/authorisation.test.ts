import { DEFAULT_GUARD_RULES, formMessages } from '@tiffin/core';
import { eq, sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createOfflineSender } from './adapters/sms/offline.ts';
import { fakeOrderRules, orderStatusChanges, products, restaurants } from './db/schema.ts';
import { codeIn, newCustomer, register, signInStaff } from './test/auth-helpers.ts';
import { openStream } from './test/event-stream-client.ts';
import { placeOrder } from './test/order-helpers.ts';
import { clientAddress, createTestApp, fixedClock, type TestContext } from './test/test-app.ts';

/**
 * Authorisation of every customer and staff route, walked from the routes the app registers (a
 * route added later is walked without anyone listing it here):
 *
 * - who may call it: without a token, with a dead one, with a token of the wrong kind (a member of
 *   staff on a customer's route, a customer on the staff's, a cook on an admin's), each refused by
 *   the access hook (plugins/access.ts: 401 unauthenticated, 403 forbidden) in the error shape, and
 *   nothing in the database changed by any of those calls;
 * - whose things it reaches: customer B's token with customer A's ids (in the path or the body) is
 *   a 404 (or the refusal of the order checks), and A's rows are as they were; B's lists and B's
 *   live stream carry nothing of A's. A customer route with a path parameter, or an id in its body
 *   or query naming something a customer owns, that has no fixture here fails the walk.
 */

// Monday 23 November 2026, noon in Dublin: today's slots run 17:00-22:00, and an order placed now
// can be canceled by its customer for 2 minutes (the clock does not move in this file).
const clock = fixedClock('2026-11-23T12:00:00Z');

type Access = 'public' | 'customer' | 'staff' | 'admin';
type Route = { method: string; url: string; access: Access; body: unknown; query: unknown };
const routes: Route[] = [];

// Built before the tests are collected: there is one test per route it registers.
/** The codes texted (decision 073): A's own, read here to verify A's phone check. */
const sms = createOfflineSender({ info: () => {} });
const ctx: TestContext = await createTestApp({
  clock,
  sms,
  onRoute: (route: RouteOptions) => {
    const access = (route.config as { access?: Access } | undefined)?.access;
    if (!route.url.startsWith('/api/') || access === undefined) return;
    const schema = route.schema as { body?: unknown; querystring?: unknown } | undefined;
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url, access, body: schema?.body, query: schema?.querystring });
    }
  },
});
afterAll(() => ctx.close());

const nameOf = (route: Pick<Route, 'method' | 'url'>) => `${route.method} ${route.url}`;
const routesOf = (...kinds: Access[]) => routes.filter((route) => kinds.includes(route.access));
const isStream = (route: Route) => route.url.endsWith('/stream');

// -------------------------------------------------------------------------------------------------
// Calls and the database

type Answer = { status: number; text: string; json: () => Record<string, unknown> };

/** One call as a browser makes it, from its own address (the rate limits are per address). */
async function send(
  method: string,
  url: string,
  { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await ctx.app.inject({
    method: method as 'GET',
    url,
    headers: { ...headers, ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
    remoteAddress: clientAddress(),
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  return { status: response.statusCode, text: response.body, json: () => response.json() };
}

/** Rows of a query, on PGlite and PostgreSQL alike (both drivers answer `{ rows }`). */
async function rowsOf<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await ctx.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

async function tableNames(): Promise<string[]> {
  const tables = await rowsOf<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' and tablename not like '%migrations%' order by tablename`,
  );
  return tables.map((table) => table.tablename);
}

/**
 * Every table's row count and a digest of its rows: an insert, an update or a delete anywhere shows.
 * Not `settings_version`: a counter that every write to the settings moves (decision 054), such as a
 * scenario's own setting of the guard's rules, and nobody's data.
 */
async function databaseDigest(): Promise<Record<string, string>> {
  const digest: Record<string, string> = {};
  for (const table of (await tableNames()).filter((name) => name !== 'settings_version')) {
    const [row] = await rowsOf<{ count: number; sum: string | null }>(
      sql`select count(*)::int as count, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from ${sql.identifier(table)} t`,
    );
    digest[table] = `${row?.count} rows, ${row?.sum}`;
  }
  return digest;
}

/** A customer's rows, as text: their account, and every row of every table with a customer_id. */
async function rowsOfCustomer(customerId: number): Promise<Record<string, string[]>> {
  const tables = await rowsOf<{ table_name: string }>(
    sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'customer_id' order by table_name`,
  );
  const snapshot: Record<string, string[]> = {
    customers: (
      await rowsOf<{ row: string }>(sql`select t::text as row from customers t where t.id = ${customerId}`)
    ).map(({ row }) => row),
  };
  for (const { table_name } of tables) {
    snapshot[table_name] = (
      await rowsOf<{ row: string }>(
        sql`select t::text as row from ${sql.identifier(table_name)} t where t.customer_id = ${customerId} order by t::text`,
      )
    ).map(({ row }) => row);
  }
  return snapshot;
}

function expectErrorShape(answer: Answer, code: string, message?: string) {
  const body = answer.json();
  expect(body).toMatchObject({ message: message ?? expect.any(String), errors: expect.any(Array) });
  const errors = body.errors as Array<{ code?: unknown; message?: unknown }>;
  expect(errors.length).toBeGreaterThan(0);
  for (const error of errors)
    expect(error).toEqual({ code: expect.any(String), message: expect.any(String) });
  expect(errors[0]?.code).toBe(code);
}

// -------------------------------------------------------------------------------------------------
// 1. Who may call each route

/** A route's path with an id for each parameter (the access hook answers before anything reads it). */
const withIds = (url: string) => url.replace(/:\w+/g, '1');

type Caller = { name: string; token: () => string | undefined; status: 401 | 403 };

const tokens = { customer: '', staff: '', admin: '', signedOutCustomer: '', signedOutStaff: '' };
const noToken: Caller = { name: 'no token', token: () => undefined, status: 401 };
const deadToken: Caller = { name: 'a token of nobody', token: () => 'not-a-live-token', status: 401 };
const refusedCallers: Record<Exclude<Access, 'public'>, Caller[]> = {
  customer: [
    noToken,
    deadToken,
    { name: "a signed-out customer's token", token: () => tokens.signedOutCustomer, status: 401 },
    { name: "a member of staff's token", token: () => tokens.staff, status: 403 },
    { name: "an admin's token", token: () => tokens.admin, status: 403 },
  ],
  staff: [
    noToken,
    deadToken,
    { name: "a signed-out member of staff's token", token: () => tokens.signedOutStaff, status: 401 },
    { name: "a customer's token", token: () => tokens.customer, status: 403 },
  ],
  admin: [
    noToken,
    deadToken,
    { name: "a signed-out member of staff's token", token: () => tokens.signedOutStaff, status: 401 },
    { name: "a customer's token", token: () => tokens.customer, status: 403 },
    { name: "a member of staff's (not an admin's) token", token: () => tokens.staff, status: 403 },
  ],
};

describe('who may call each customer and staff route', () => {
  let before: Record<string, string>;
  beforeAll(async () => {
    tokens.customer = (await register(ctx)).token;
    tokens.staff = (await signInStaff(ctx, 'staff')).token;
    tokens.admin = (await signInStaff(ctx, 'admin')).token;
    tokens.signedOutCustomer = (await register(ctx)).token;
    expect((await send('POST', '/api/v1/auth/logout', { token: tokens.signedOutCustomer })).status).toBe(200);
    tokens.signedOutStaff = (await signInStaff(ctx, 'staff')).token;
    expect((await send('POST', '/api/v1/staff/auth/logout', { token: tokens.signedOutStaff })).status).toBe(
      200,
    );
    before = await databaseDigest();
  });

  it('finds routes of every kind', () => {
    for (const kind of ['public', 'customer', 'staff', 'admin'] as const) {
      expect(routesOf(kind).length, kind).toBeGreaterThan(kind === 'public' ? 5 : 8);
    }
    // Each kind is refused to every caller of another kind: a kind added to principal.ts needs its row.
    expect(new Set(routes.map((route) => route.access))).toEqual(
      new Set(['public', 'customer', 'staff', 'admin']),
    );
  });

  // Every route but the public ones, event streams included (refused, they end before streaming);
  // HEAD, Fastify's copy of each GET, too (its answer has no body to read).
  it.each(
    routesOf('customer', 'staff', 'admin').map(
      (route) => [`${nameOf(route)} (${route.access})`, route] as const,
    ),
  )('%s: refused to every caller not admitted', async (_name, route) => {
    for (const caller of refusedCallers[route.access as Exclude<Access, 'public'>]) {
      const answer = await send(route.method, withIds(route.url), { token: caller.token() });
      expect(answer.status, `${nameOf(route)} with ${caller.name}: ${answer.text}`).toBe(caller.status);
      if (route.method === 'HEAD') continue;
      const message =
        caller.status === 401 ? formMessages.account.unauthenticated : formMessages.account.forbidden;
      const code = caller.status === 401 ? 'unauthenticated' : 'forbidden';
      expect(answer.json(), `${nameOf(route)} with ${caller.name}`).toEqual({
        message,
        errors: [{ code, message }],
      });
    }
  });

  it('and those refused calls changed nothing in the database', async () => {
    expect(await databaseDigest()).toEqual(before);
  });
});

// -------------------------------------------------------------------------------------------------
// 2. Whose things each customer route reaches

/** The JSON schema of a route's zod body or query schema, as the client sends it. */
function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (schema === undefined) return undefined;
  return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}
type JsonSchema = {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema | JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** Every field path of a JSON schema: `order.address_id`, `cart[].item_id`. */
function fieldPaths(
  schema: JsonSchema | undefined,
  root = schema,
  prefix = '',
  seen = new Set<JsonSchema>(),
): string[] {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return [];
  seen.add(schema);
  const paths: string[] = [];
  if (schema.$ref?.startsWith('#/$defs/')) {
    paths.push(...fieldPaths(root?.$defs?.[schema.$ref.slice('#/$defs/'.length)], root, prefix, seen));
  }
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    paths.push(path, ...fieldPaths(child, root, path, seen));
  }
  for (const item of [schema.items ?? []].flat()) paths.push(...fieldPaths(item, root, `${prefix}[]`, seen));
  for (const alternative of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    paths.push(...fieldPaths(alternative, root, prefix, seen));
  }
  return [...new Set(paths)];
}

/** A field that names something by its id or reference. */
const ID_FIELD = /(^id|_id|_ids|_reference)$/;

/** Id fields that name something a customer owns: B sending A's must reach nothing of A's. */
const OWNED_ID_FIELDS: Record<string, string> = {
  address_id: 'a saved address',
  payment_intent_id: 'a card payment (its intent)',
  stripe_payment_intent_id: 'a card payment (its intent)',
  payment_id: 'a card payment (the first version’s other name for its intent)',
  transaction_reference: 'a card payment (the first version’s third name for its intent)',
  user_id: 'a customer (the first version sends its own; the server goes by the token)',
  phone_check_id: 'a phone check, its code texted to the customer (decision 073)',
};
/** Id fields that name nothing of a customer's, and why. */
const UNOWNED_ID_FIELDS: Record<string, string> = {
  item_id: 'a dish of the menu, the same for everyone',
  food_id: 'a dish of the menu (B changing their favourites leaves A’s: a fixture checks)',
  add_on_ids: 'add-ons of the menu',
  restaurant_id: 'the one restaurant',
  zone_id: 'the first version’s delivery zone, kept with the address as sent',
  payment_method_id: 'the browser’s Stripe payment method: not read by the server',
  stripe_customer_id: 'a Stripe customer: not read by the server',
};

type Fixture = {
  route: string;
  /** What of the route it walks: `param:orderId`, `body:address_id`, `query:…`. */
  covers: string[];
  /** Tables the call may change (a call B may make for themselves): the others must stay as they were. */
  changes?: string[];
  run(): Promise<void>;
};

type Customer = Awaited<ReturnType<typeof register>>;
let a: Customer;
let b: Customer;
/** A's things, and B's own of the same kinds (so B's lists are not empty by accident). */
const owned = {
  order: { id: 0, reference: '' },
  address: { id: 0 },
  notification: { id: 0 },
  favourite: 0,
  /** A payment A has asked for and not yet tried a card on. */
  openIntent: { id: '', secret: '' },
  /** A payment waiting for A's 3-D Secure answer. */
  authenticatingIntent: { id: '', secret: '' },
  /** A payment A has paid and not yet placed an order with. */
  paidIntent: { id: '', secret: '', total: '' },
  /** A's phone check, verified with the code texted to A */
  phoneCheck: { id: 0 },
};
const hers = { order: { id: 0, reference: '' }, address: { id: 0 }, notification: { id: 0 }, favourite: 0 };
let bhaji: { id: number; priceCents: number };
/** The change every stream replay starts after: A's and B's orders come after it. */
let resumeAfter = 0;

const A_ADDRESS = 'Ardmayle House, Owners Lane, Cashel';
const A_LABEL = 'Ardmayle (A)';
const address = (text: string, label: string) => ({
  address_type: 'home',
  address_label: label,
  address: text,
  latitude: '52.5163',
  longitude: '-7.8871',
  contact_person_name: 'Aisling Owner',
  contact_person_number: '0871110001',
  house: '7',
  road: 'Owners Lane',
  eircode: 'E25 X9T4',
});

/** Three onion bhajis for collection at 6 pm today: an order payload as the checkout sends it. */
const basket = (overrides: Record<string, unknown> = {}) => ({
  order_type: 'take_away',
  restaurant_id: '2',
  cart: [{ item_id: bhaji.id, quantity: 3, variations: [] }],
  schedule_at: '2026-11-23 18:00:00',
  contact_person_name: 'Bea Other',
  contact_person_number: '087 765 4321',
  ...overrides,
});
const total = () => ((bhaji.priceCents * 3) / 100).toFixed(2);

let keyCounter = 0;
const placeAsB = (body: Record<string, unknown>) =>
  send('POST', '/api/v1/customer/order/place1', {
    token: b.token,
    body: { order_amount: total(), ...body },
    headers: { 'idempotency-key': `authorisation-${++keyCounter}` },
  });

async function askToPay(customer: Customer, card?: string) {
  const asked = await send('POST', '/api/v1/stripe/wpay', {
    token: customer.token,
    body: { order: basket() },
  });
  expect(asked.status, asked.text).toBe(200);
  const { stripePaymentId: id, clientSecret: secret } = asked.json() as {
    stripePaymentId: string;
    clientSecret: string;
  };
  if (card !== undefined) {
    const tried = await send('POST', '/api/v1/payments/simulated/confirm', {
      token: customer.token,
      body: {
        payment_intent_id: id,
        client_secret: secret,
        card: { number: card, exp_month: 12, exp_year: 2030, cvc: '123' },
      },
    });
    expect(tried.status, tried.text).toBe(200);
  }
  return { id, secret };
}

async function intentStatus(id: string): Promise<string | undefined> {
  const [row] = await rowsOf<{ status: string }>(
    sql`select status from simulated_payment_intents where id = ${id}`,
  );
  return row?.status;
}

/** B's call answered `status` with `code`, in the error shape. */
async function refused(answer: Promise<Answer>, status: number, code: string) {
  const answered = await answer;
  expect(answered.status, answered.text).toBe(status);
  expectErrorShape(answered, code);
  return answered;
}

/** B with A's ids: one fixture per thing of A's a customer route can name. */
const crossCustomer: Record<string, Fixture> = {
  "B reads A's order": {
    route: 'GET /api/v1/customer/order/:orderId',
    covers: ['param:orderId'],
    run: async () => {
      await refused(
        send('GET', `/api/v1/customer/order/${owned.order.id}`, { token: b.token }),
        404,
        'not_found',
      );
    },
  },
  "B orders A's order again": {
    route: 'GET /api/v1/customer/order/:orderId/reorder',
    covers: ['param:orderId'],
    run: async () => {
      await refused(
        send('GET', `/api/v1/customer/order/${owned.order.id}/reorder`, { token: b.token }),
        404,
        'not_found',
      );
    },
  },
  "B cancels A's order (still within A's 2 minutes)": {
    route: 'POST /api/v1/customer/order/:orderId/cancel',
    covers: ['param:orderId'],
    run: async () => {
      await refused(
        send('POST', `/api/v1/customer/order/${owned.order.id}/cancel`, { token: b.token }),
        404,
        'not_found',
      );
    },
  },
  "B reads A's order's rating": {
    route: 'GET /api/v1/customer/order/:orderId/rating',
    covers: ['param:orderId'],
    run: async () => {
      await refused(
        send('GET', `/api/v1/customer/order/${owned.order.id}/rating`, { token: b.token }),
        404,
        'not_found',
      );
    },
  },
  "B rates A's order": {
    route: 'POST /api/v1/customer/order/:orderId/rating',
    covers: ['param:orderId'],
    run: async () => {
      await refused(
        send('POST', `/api/v1/customer/order/${owned.order.id}/rating`, {
          token: b.token,
          body: { food: 1, comment: 'Never ordered it' },
        }),
        404,
        'not_found',
      );
    },
  },
  "B marks A's notification read": {
    route: 'POST /api/v1/customer/notifications/:notificationId/read',
    covers: ['param:notificationId'],
    run: async () => {
      await refused(
        send('POST', `/api/v1/customer/notifications/${owned.notification.id}/read`, { token: b.token }),
        404,
        'not_found',
      );
    },
  },
  "B changes A's address": {
    route: 'PUT /api/v1/customer/address/update/:addressId',
    covers: ['param:addressId'],
    run: async () => {
      await refused(
        send('PUT', `/api/v1/customer/address/update/${owned.address.id}`, {
          token: b.token,
          body: address('Taken Over Street, Cashel', 'Mine now'),
        }),
        404,
        'address',
      );
    },
  },
  "B deletes A's address": {
    route: 'DELETE /api/v1/customer/address/delete',
    covers: ['body:address_id'],
    run: async () => {
      await refused(
        send('DELETE', '/api/v1/customer/address/delete', {
          token: b.token,
          body: { address_id: owned.address.id },
        }),
        404,
        'address',
      );
    },
  },
  "B asks the delivery times to A's address": {
    route: 'POST /api/v1/dslots',
    covers: ['body:address_id'],
    run: async () => {
      await refused(
        send('POST', '/api/v1/dslots', {
          token: b.token,
          body: { date: '2026-11-23', address_id: owned.address.id },
        }),
        422,
        'address',
      );
    },
  },
  "B asks the collection times naming A's address": {
    route: 'POST /api/v1/tslots',
    covers: ['body:address_id'],
    run: async () => {
      await refused(
        send('POST', '/api/v1/tslots', {
          token: b.token,
          body: { date: '2026-11-23', address_id: owned.address.id },
        }),
        422,
        'address',
      );
    },
  },
  "B's quote for delivery to A's address": {
    route: 'POST /api/v1/customer/order/quote',
    covers: ['body:address_id'],
    run: async () => {
      // A quote answers what placing would be refused for (and writes nothing): the address is not B's.
      const answer = await send('POST', '/api/v1/customer/order/quote', {
        token: b.token,
        body: basket({
          order_type: 'delivery',
          address_id: owned.address.id,
          schedule_at: '2026-11-23 19:00:00',
        }),
      });
      expect(answer.status, answer.text).toBe(200);
      const quote = answer.json() as { problems: Array<{ code: string }>; distance_km: unknown };
      expect(quote.problems.map((problem) => problem.code)).toContain('address');
      expect(quote.distance_km ?? null).toBeNull();
      expect(answer.text).not.toContain('Ardmayle');
    },
  },
  "B's quote naming A's paid payment": {
    route: 'POST /api/v1/customer/order/quote',
    covers: ['body:stripe_payment_intent_id', 'body:payment_id', 'body:transaction_reference'],
    run: async () => {
      // The quote prices the basket; it neither reads nor answers anything of the payment named.
      for (const field of ['stripe_payment_intent_id', 'payment_id', 'transaction_reference']) {
        const answer = await send('POST', '/api/v1/customer/order/quote', {
          token: b.token,
          body: basket({ payment_method: 'digital_payment', [field]: owned.paidIntent.id }),
        });
        expect(answer.status, answer.text).toBe(200);
        expect(answer.text).not.toContain(owned.paidIntent.id);
      }
    },
  },
  "B places a delivery to A's address": {
    route: 'POST /api/v1/customer/order/place1',
    covers: ['body:address_id'],
    run: async () => {
      await refused(
        placeAsB(
          basket({
            payment_method: 'cash_on_delivery',
            order_type: 'delivery',
            address_id: owned.address.id,
            schedule_at: '2026-11-23 19:00:00',
          }),
        ),
        422,
        'address',
      );
    },
  },
  "B verifies A's phone check": {
    route: 'POST /api/v1/customer/phone-checks/:checkId/verify',
    covers: ['param:checkId'],
    run: async () => {
      await refused(
        send('POST', `/api/v1/customer/phone-checks/${owned.phoneCheck.id}/verify`, {
          token: b.token,
          body: { code: '123456' },
        }),
        404,
        'not_found',
      );
    },
  },
  "B places a cash order the guard asks a code of with A's phone check": {
    route: 'POST /api/v1/customer/order/place1',
    covers: ['body:phone_check_id'],
    run: async () => {
      // Every cash order trips the rules meanwhile; A's check is A's, for A's number.
      const rules = { ...DEFAULT_GUARD_RULES, basketOver: { on: true, amountCents: 0 } };
      const [restaurant] = await ctx.db.select({ id: restaurants.id }).from(restaurants);
      await ctx.db.insert(fakeOrderRules).values({ restaurantId: Number(restaurant?.id), rules });
      try {
        await refused(
          placeAsB(
            basket({
              payment_method: 'cash_on_delivery',
              contact_person_number: a.phone,
              phone_check_id: owned.phoneCheck.id,
            }),
          ),
          422,
          'phone_check_required',
        );
      } finally {
        await ctx.db.delete(fakeOrderRules);
      }
    },
  },
  "B places an order with A's paid payment": {
    route: 'POST /api/v1/customer/order/place1',
    covers: ['body:stripe_payment_intent_id', 'body:payment_id', 'body:transaction_reference'],
    run: async () => {
      for (const field of ['stripe_payment_intent_id', 'payment_id', 'transaction_reference']) {
        await refused(
          placeAsB(basket({ payment_method: 'digital_payment', [field]: owned.paidIntent.id })),
          422,
          'payment_failed',
        );
      }
    },
  },
  "B asks to pay for a delivery to A's address": {
    route: 'POST /api/v1/stripe/wpay',
    covers: ['body:order.address_id'],
    run: async () => {
      await refused(
        send('POST', '/api/v1/stripe/wpay', {
          token: b.token,
          body: {
            order: basket({
              order_type: 'delivery',
              address_id: owned.address.id,
              schedule_at: '2026-11-23 19:00:00',
            }),
          },
        }),
        422,
        'address',
      );
    },
  },
  "B asks to pay naming A as the customer and A's payment": {
    route: 'POST /api/v1/stripe/wpay',
    covers: [
      'body:user_id',
      'body:order.stripe_payment_intent_id',
      'body:order.payment_id',
      'body:order.transaction_reference',
    ],
    // B's own new payment: the payment and its intent are written, for B.
    changes: ['payments', 'simulated_payment_intents'],
    run: async () => {
      const answer = await send('POST', '/api/v1/stripe/wpay', {
        token: b.token,
        body: {
          user_id: a.id,
          user_name: a.name,
          email: a.email,
          order: basket({
            stripe_payment_intent_id: owned.paidIntent.id,
            payment_id: owned.paidIntent.id,
            transaction_reference: owned.paidIntent.id,
          }),
        },
      });
      expect(answer.status, answer.text).toBe(200);
      const intentId = (answer.json() as { stripePaymentId: string }).stripePaymentId;
      expect(intentId).not.toBe(owned.paidIntent.id);
      const [payment] = await rowsOf<{ customer_id: number }>(
        sql`select customer_id from payments where intent_id = ${intentId}`,
      );
      expect(payment?.customer_id).toBe(b.id);
    },
  },
  "B tries a card on A's payment": {
    route: 'POST /api/v1/payments/simulated/confirm',
    covers: ['body:payment_intent_id'],
    run: async () => {
      await refused(
        send('POST', '/api/v1/payments/simulated/confirm', {
          token: b.token,
          body: {
            payment_intent_id: owned.openIntent.id,
            client_secret: owned.openIntent.secret,
            card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
          },
        }),
        404,
        'not_found',
      );
    },
  },
  "B answers A's 3-D Secure step": {
    route: 'POST /api/v1/payments/simulated/authenticate',
    covers: ['body:payment_intent_id'],
    run: async () => {
      await refused(
        send('POST', '/api/v1/payments/simulated/authenticate', {
          token: b.token,
          body: {
            payment_intent_id: owned.authenticatingIntent.id,
            client_secret: owned.authenticatingIntent.secret,
            approve: true,
          },
        }),
        404,
        'not_found',
      );
    },
  },
  "B removes the dish A favourites from B's favourites": {
    route: 'DELETE /api/v1/customer/wish-list/remove',
    covers: [],
    run: async () => {
      // Nothing of B's to remove: it answers as a removal does, and A's favourite stays (below).
      const answer = await send('DELETE', '/api/v1/customer/wish-list/remove', {
        token: b.token,
        body: { food_id: owned.favourite },
      });
      expect(answer.status, answer.text).toBe(200);
    },
  },
  "B deletes the account with A's e-mail and password": {
    route: 'POST /api/v1/auth/delete-account',
    covers: [],
    run: async () => {
      await refused(
        send('POST', '/api/v1/auth/delete-account', {
          token: b.token,
          body: { email: a.email, password: a.password },
        }),
        400,
        'invalid',
      );
    },
  },
  "B changes the password with A's password": {
    route: 'PUT /api/v1/customer/change-password',
    covers: [],
    run: async () => {
      const answer = await send('PUT', '/api/v1/customer/change-password', {
        token: b.token,
        body: {
          current_password: a.password,
          new_password: 'taken over at last',
          confirm_password: 'taken over at last',
        },
      });
      expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
      expect(answer.status, answer.text).toBeLessThan(500);
    },
  },
  "B takes A's e-mail and phone in the profile": {
    route: 'POST /api/v1/customer/update-profile',
    covers: [],
    run: async () => {
      for (const body of [
        { f_name: 'Bea', l_name: 'Other', phone: b.phone, email: a.email },
        { f_name: 'Bea', l_name: 'Other', phone: a.phone },
      ]) {
        const answer = await send('POST', '/api/v1/customer/update-profile', { token: b.token, body });
        expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
        expect(answer.status, answer.text).toBeLessThan(500);
      }
    },
  },
};

/** What the customer routes name that a fixture must walk, and the id fields nobody classified. */
function customerRouteNeeds(): { needs: string[]; unclassified: string[] } {
  const needs: string[] = [];
  const unclassified: string[] = [];
  for (const route of routesOf('customer')) {
    if (route.method === 'HEAD') continue;
    for (const param of route.url.match(/:\w+/g) ?? [])
      needs.push(`${nameOf(route)} param:${param.slice(1)}`);
    for (const [where, schema] of [
      ['body', route.body],
      ['query', route.query],
    ] as const) {
      for (const path of fieldPaths(jsonSchemaOf(schema))) {
        const field = path.split('.').at(-1)?.replace(/\[\]$/, '') ?? path;
        if (!ID_FIELD.test(field) || field in UNOWNED_ID_FIELDS) continue;
        if (field in OWNED_ID_FIELDS) needs.push(`${nameOf(route)} ${where}:${path}`);
        else unclassified.push(`${nameOf(route)} ${where}:${path}`);
      }
    }
  }
  return { needs, unclassified };
}

/** The lists a customer reads, and what each must show of B's and never of A's. */
const listChecks: Record<string, (body: Record<string, unknown>) => void> = {
  'GET /api/v1/customer/order/list': (body) => {
    const ids = (body.orders as Array<{ id: number }>).map((order) => order.id);
    expect(ids).toContain(hers.order.id);
    expect(ids).not.toContain(owned.order.id);
  },
  'GET /api/v1/customer/order/running-orders': (body) => {
    const ids = (body.orders as Array<{ id: number }>).map((order) => order.id);
    expect(ids).toContain(hers.order.id);
    expect(ids).not.toContain(owned.order.id);
  },
  'GET /api/v1/customer/address/list': (body) => {
    const ids = (body.addresses as Array<{ id: number }>).map((saved) => saved.id);
    expect(ids).toEqual([hers.address.id]);
  },
  'GET /api/v1/customer/notifications': (body) => {
    const list = body as unknown as Array<{ id: number; data: { order_id?: number } }>;
    expect(list.map((notification) => notification.id)).toContain(hers.notification.id);
    expect(list.map((notification) => notification.id)).not.toContain(owned.notification.id);
    expect(list.filter((notification) => notification.data.order_id === owned.order.id)).toEqual([]);
  },
  'GET /api/v1/customer/wish-list': (body) => {
    expect((body.food as Array<{ id: number }>).map((dish) => dish.id)).toEqual([hers.favourite]);
  },
  'GET /api/v1/customer/info': (body) => {
    expect(body).toMatchObject({ id: b.id, email: b.email });
  },
};

/** The streams a customer reads, each opened as B and resumed from before A's and B's orders. */
const streamChecks: Record<string, (url: string) => Promise<void>> = {
  'GET /api/v1/customer/orders/stream': async (url) => {
    const stream = await openStream(url, b.token, resumeAfter);
    try {
      await stream.waitFor((event) => event.data.id === hers.order.id);
      expect(stream.events.filter((event) => event.data.id === owned.order.id)).toEqual([]);
      expect(JSON.stringify(stream.events)).not.toContain(owned.order.reference);
    } finally {
      stream.close();
    }
  },
};

describe("customer B with customer A's things", () => {
  let aBefore: Record<string, string[]>;
  let aAnswers: { order: unknown; addresses: unknown; notifications: unknown; favourites: unknown };

  /** What A reads of their own things: the same after each of B's calls. */
  async function answersOfA() {
    const read = async (url: string) => {
      const answer = await send('GET', url, { token: a.token });
      expect(answer.status, `${url}: ${answer.text}`).toBe(200);
      return answer.json();
    };
    return {
      order: await read(`/api/v1/customer/order/${owned.order.id}`),
      addresses: await read('/api/v1/customer/address/list'),
      notifications: await read('/api/v1/customer/notifications'),
      favourites: await read('/api/v1/customer/wish-list'),
    };
  }

  beforeAll(async () => {
    // Room for every order of this file in its slot.
    await ctx.db.update(restaurants).set({ slotCapacity: 100_000 });
    const [dish] = await ctx.db.select().from(products).where(eq(products.name, 'Onion Bhaji'));
    const [otherDish] = await ctx.db.select().from(products).where(eq(products.name, 'Tandoori Lamb Chops'));
    if (!dish || !otherDish) throw new Error('seeded dishes missing');
    bhaji = dish;

    // An order of somebody else's first: the streams resume after it.
    const first = await register(ctx);
    await placeOrder(ctx, first.token, { scheduleAt: '2026-11-23 19:15:00' });
    const [change] = await rowsOf<{ id: number }>(sql`select max(id)::int as id from ${orderStatusChanges}`);
    resumeAfter = Number(change?.id);

    // A password of A's own: B's calls with it must not reach A (register's default is the same for all).
    a = await register(ctx, newCustomer({ name: 'Ariadne Owner', password: 'ariadne’s own long secret' }));
    b = await register(ctx, newCustomer({ name: 'Bea Other' }));
    for (const [customer, things, text, label, favourite] of [
      [a, owned, A_ADDRESS, A_LABEL, dish.id],
      [b, hers, 'Bea’s Cottage, Camus Road, Cashel', 'Bea (B)', otherDish.id],
    ] as const) {
      things.order = await placeOrder(ctx, customer.token, {
        scheduleAt: customer === a ? '2026-11-23 19:00:00' : '2026-11-23 19:30:00',
      });
      const saved = await send('POST', '/api/v1/customer/address/add', {
        token: customer.token,
        body: address(text, label),
      });
      expect(saved.status, saved.text).toBe(200);
      things.address = { id: (saved.json() as { address: { id: number } }).address.id };
      const fav = await send('POST', '/api/v1/customer/wish-list/add', {
        token: customer.token,
        body: { food_id: favourite },
      });
      expect(fav.status, fav.text).toBe(200);
      things.favourite = favourite;
      // Placing an order tells its customer (a notification naming the order).
      const notes = (
        await send('GET', '/api/v1/customer/notifications', { token: customer.token })
      ).json() as unknown as Array<{
        id: number;
        data: { order_id?: number };
      }>;
      const note = notes.find((notification) => notification.data.order_id === things.order.id);
      if (!note) throw new Error('no notification of the order');
      things.notification = { id: note.id };
    }
    const check = await send('POST', '/api/v1/customer/phone-checks', {
      token: a.token,
      body: { phone: a.phone },
    });
    expect(check.status, check.text).toBe(200);
    owned.phoneCheck = { id: (check.json() as { checkId: number }).checkId };
    const verified = await send('POST', `/api/v1/customer/phone-checks/${owned.phoneCheck.id}/verify`, {
      token: a.token,
      body: { code: codeIn(sms.sent.at(-1)?.body ?? '') },
    });
    expect(verified.status, verified.text).toBe(200);
    owned.openIntent = await askToPay(a);
    owned.authenticatingIntent = await askToPay(a, '4000002500003155');
    owned.paidIntent = { ...(await askToPay(a, '4242424242424242')), total: total() };
    expect(await intentStatus(owned.openIntent.id)).toBe('requires_payment_method');
    expect(await intentStatus(owned.authenticatingIntent.id)).toBe('requires_action');
    expect(await intentStatus(owned.paidIntent.id)).toBe('succeeded');

    aBefore = await rowsOfCustomer(a.id);
    aAnswers = await answersOfA();
  });

  it('every customer route with a path parameter, or an id of something a customer owns, has a fixture', () => {
    const { needs, unclassified } = customerRouteNeeds();
    // An id field nobody classified: say in OWNED_ID_FIELDS or UNOWNED_ID_FIELDS what it names.
    expect(unclassified).toEqual([]);
    const covered = new Set(
      Object.values(crossCustomer).flatMap((fixture) =>
        fixture.covers.map((what) => `${fixture.route} ${what}`),
      ),
    );
    expect(needs.filter((need) => !covered.has(need))).toEqual([]);
    expect(needs.filter((need) => need.includes(' param:')).length).toBeGreaterThanOrEqual(5);
    // And no fixture of a route that is gone, or of something the route does not take.
    const routeNames = new Set(routesOf('customer').map(nameOf));
    expect(Object.values(crossCustomer).filter((fixture) => !routeNames.has(fixture.route))).toEqual([]);
    expect([...covered].filter((what) => !needs.includes(what))).toEqual([]);
  });

  it.each(Object.entries(crossCustomer))(
    '%s: reaches nothing of A’s, changes nothing of A’s',
    async (_name, fixture) => {
      const before = await databaseDigest();
      await fixture.run();
      const after = await databaseDigest();
      for (const table of fixture.changes ?? []) {
        delete before[table];
        delete after[table];
      }
      expect(after).toEqual(before);
      expect(await rowsOfCustomer(a.id)).toEqual(aBefore);
    },
  );

  it("B's lists carry nothing of A's: every customer GET route without a path parameter", async () => {
    const lists = routesOf('customer').filter(
      (route) => route.method === 'GET' && !route.url.includes(':') && !isStream(route),
    );
    expect(Object.keys(listChecks).filter((name) => !lists.some((route) => nameOf(route) === name))).toEqual(
      [],
    );
    const markers = [
      a.name,
      a.email,
      a.phone,
      A_ADDRESS,
      A_LABEL,
      owned.order.reference,
      owned.paidIntent.id,
    ];
    for (const route of lists) {
      // Some need a query (a place to look up, a coupon code): refused without one, they still say nothing of A's.
      const answer = await send('GET', route.url, { token: b.token });
      expect(answer.status, `${nameOf(route)}: ${answer.text}`).toBeLessThan(500);
      for (const marker of markers) expect(answer.text, nameOf(route)).not.toContain(marker);
      listChecks[nameOf(route)]?.(answer.json());
    }
  });

  it("B's live streams carry nothing of A's: every customer event stream", async () => {
    const streams = routesOf('customer').filter((route) => route.method === 'GET' && isStream(route));
    // A new stream needs its check here: it never ends, so it is read as a browser reads it.
    expect(streams.map(nameOf).sort()).toEqual(Object.keys(streamChecks).sort());
    const origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    for (const route of streams) await streamChecks[nameOf(route)]?.(`${origin}${route.url}`);
  });

  it("A's things are as they were, and A reaches each of them with the same calls", async () => {
    expect(await rowsOfCustomer(a.id)).toEqual(aBefore);
    expect(await answersOfA()).toEqual(aAnswers);
    const order = aAnswers.order as { status: string };
    expect(order.status).toBe('pending');
    expect(
      (aAnswers.notifications as Array<{ id: number; read_at: string | null }>).find(
        (notification) => notification.id === owned.notification.id,
      )?.read_at,
    ).toBeNull();
    expect((aAnswers.addresses as { addresses: Array<{ id: number; address: string }> }).addresses).toEqual([
      expect.objectContaining({ id: owned.address.id, address: A_ADDRESS }),
    ]);
    expect((aAnswers.favourites as { food: Array<{ id: number }> }).food.map((dish) => dish.id)).toEqual([
      owned.favourite,
    ]);
    expect(await intentStatus(owned.openIntent.id)).toBe('requires_payment_method');
    expect(await intentStatus(owned.authenticatingIntent.id)).toBe('requires_action');
    expect(await intentStatus(owned.paidIntent.id)).toBe('succeeded');

    // The same ids work for their owner: B's 404s were for whose they are, not for ids that do not exist.
    const asA = (method: string, url: string, body?: unknown) => send(method, url, { token: a.token, body });
    expect((await asA('GET', `/api/v1/customer/order/${owned.order.id}/reorder`)).status).toBe(200);
    expect((await asA('POST', `/api/v1/customer/notifications/${owned.notification.id}/read`)).status).toBe(
      200,
    );
    expect(
      (await asA('PUT', `/api/v1/customer/address/update/${owned.address.id}`, address(A_ADDRESS, A_LABEL)))
        .status,
    ).toBe(200);
    const authenticated = await asA('POST', '/api/v1/payments/simulated/authenticate', {
      payment_intent_id: owned.authenticatingIntent.id,
      client_secret: owned.authenticatingIntent.secret,
      approve: true,
    });
    expect(authenticated.json()).toMatchObject({ status: 'succeeded' });
    const tried = await asA('POST', '/api/v1/payments/simulated/confirm', {
      payment_intent_id: owned.openIntent.id,
      client_secret: owned.openIntent.secret,
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
    });
    expect(tried.json()).toMatchObject({ status: 'succeeded' });
    const placed = await send('POST', '/api/v1/customer/order/place1', {
      token: a.token,
      body: {
        ...basket({ payment_method: 'digital_payment', stripe_payment_intent_id: owned.paidIntent.id }),
        order_amount: owned.paidIntent.total,
      },
      headers: { 'idempotency-key': `authorisation-a-${++keyCounter}` },
    });
    expect(placed.status, placed.text).toBe(200);
    expect((await asA('POST', `/api/v1/customer/order/${owned.order.id}/cancel`)).status).toBe(200);
    expect(
      (await asA('DELETE', '/api/v1/customer/address/delete', { address_id: owned.address.id })).status,
    ).toBe(200);
  });
});
