import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { printers, printJobs, restaurants, staffActions } from '../../db/schema.ts';
import { call, register, signInStaff } from '../../test/auth-helpers.ts';
import { FakePrinter } from '../../test/fake-printer.ts';
import { placeOrder } from '../../test/order-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';
import { lastKitchenContact } from '../restaurant/index.ts';
import { sweepPrintJobs } from './index.ts';

// Monday 23 November 2026, noon in Dublin.
const START = '2026-11-23T12:00:00Z';
const clock = fixedClock(START);
const secondsLater = (seconds: number) =>
  clock.set(new Date(Date.parse(START) + seconds * 1000).toISOString());
const POLL_INTERVAL_MS = 400;

let ctx: TestContext;
let origin: string;
let admin: Awaited<ReturnType<typeof signInStaff>>;
let customer: Awaited<ReturnType<typeof register>>;
const running: FakePrinter[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  await ctx.db.update(restaurants).set({ slotCapacity: 100_000 });
  origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await signInStaff(ctx, 'admin');
  customer = await register(ctx);
});
afterAll(() => ctx.close());
beforeEach(async () => {
  clock.reset();
  // Each test with its own printers: those of the tests before are switched off.
  await ctx.db.update(printers).set({ enabled: false });
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((printer) => printer.stop()));
});

const adminCall = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  call(ctx, method, url, { token: admin.token, body });

type Setup = { print_on?: 'arrival' | 'acceptance'; copies?: number; enabled?: boolean };
async function addPrinter(name: string, setup: Setup = {}) {
  const added = await adminCall('POST', '/api/v1/staff/printers', {
    name,
    print_on: 'arrival',
    copies: 1,
    paper_columns: 48,
    enabled: true,
    ...setup,
  });
  expect(added.status).toBe(201);
  return added.body as { printer: { id: number }; url: string; username: string; secret: string };
}

/** A printer registered by the admin and set up with what the server answered, polling. */
async function startPrinter(name: string, setup: Setup = {}) {
  const { url, username, secret, printer } = await addPrinter(name, setup);
  // The URL as the site names it; this test's server listens on its own port.
  const printerUrl = `${origin}${new URL(url).pathname}`;
  const fake = new FakePrinter({
    url: printerUrl,
    username,
    password: secret,
    pollIntervalMs: POLL_INTERVAL_MS,
  });
  running.push(fake);
  fake.start();
  return { fake, id: printer.id };
}

const jobsOf = (printerId: number) =>
  ctx.db.select().from(printJobs).where(eq(printJobs.printerId, printerId)).orderBy(printJobs.id);
const stateOf = async (printerId: number) => {
  const answer = await call(ctx, 'GET', '/api/v1/staff/printers', { token: admin.token });
  return answer.body.printers.find((printer: { id: number }) => printer.id === printerId);
};

describe('a printer that prints on arrival', () => {
  it('prints the ticket within its poll interval and a second of the order being placed, as many copies as set', async () => {
    const { fake, id } = await startPrinter('Kitchen', { copies: 2 });
    // Its first poll in (the server's first answers are slower: code loading).
    await expect.poll(() => [fake.polls.length > 0, fake.refusals], { timeout: 5000 }).toEqual([true, []]);
    // A first ticket, while the server's first answers are slower (the encoder's first run).
    const first = await placeOrder(ctx, customer.token);
    await fake.waitForTickets(1, 5000);
    // From the moment the order is asked for: placed, its event delivered, its ticket pulled.
    const started = performance.now();
    const placed = await placeOrder(ctx, customer.token);
    const [, ticket] = await fake.waitForTickets(2, POLL_INTERVAL_MS + 1000);
    expect(performance.now() - started).toBeLessThan(POLL_INTERVAL_MS + 1000);
    expect(ticket?.mediaType).toBe('application/vnd.star.starprnt');
    expect(ticket?.text).toContain(`#${placed.reference}`);
    expect(ticket?.text).toContain('Aoife Ryan');
    expect(ticket?.bold).toContainEqual(expect.stringContaining('NOTE: Extra crispy'));
    expect(ticket?.cuts).toBe(2);
    // Confirmed: printed, and not offered again.
    await expect
      .poll(async () => (await jobsOf(id)).map((job) => [job.orderId, job.state, job.resultCode]))
      .toEqual([
        [first.id, 'printed', '200 OK'],
        [placed.id, 'printed', '200 OK'],
      ]);
    await expect.poll(() => fake.polls.at(-1)?.jobReady, { timeout: 2000 }).toBe(false);
    expect(fake.tickets).toHaveLength(2);
  });

  it('is in touch while it polls: online, then offline with its last poll once it stops', async () => {
    const { fake, id } = await startPrinter('Bar');
    await expect
      .poll(() => stateOf(id))
      .toMatchObject({ state: 'online', last_seen_at: START.replace('Z', '.000Z') });
    expect(await lastKitchenContact(ctx.db)).toEqual(new Date(START));
    await fake.stop();
    secondsLater(31);
    expect(await stateOf(id)).toMatchObject({ state: 'offline', last_seen_at: '2026-11-23T12:00:00.000Z' });
  });

  it('reports paper out, prints nothing meanwhile, and prints what waited once paper is back', async () => {
    const { fake, id } = await startPrinter('Pass');
    fake.set('paper_out');
    await expect
      .poll(() => stateOf(id))
      .toMatchObject({ state: 'paper_out', reported_code: '410 Out of Paper' });
    const placed = await placeOrder(ctx, customer.token);
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS * 2));
    expect(fake.tickets).toHaveLength(0);
    fake.set('ok');
    const [ticket] = await fake.waitForTickets(1, POLL_INTERVAL_MS + 1000);
    expect(ticket?.text).toContain(`#${placed.reference}`);
    // A poll sent while the paper was out may bring the ticket: the next poll reports it online.
    await expect
      .poll(() => stateOf(id), { timeout: POLL_INTERVAL_MS * 5 })
      .toMatchObject({ state: 'online' });
  });
});

describe('a printer that prints on acceptance', () => {
  it('prints nothing when the order arrives, and the ticket with its ready time once accepted', async () => {
    // 6:30 pm, an order for 7 pm: the kitchen says 7:15.
    secondsLater(6.5 * 3600);
    const cook = await signInStaff(ctx);
    const { fake } = await startPrinter('Kitchen (accepted)', { print_on: 'acceptance' });
    const placed = await placeOrder(ctx, customer.token);
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS * 2));
    expect(fake.tickets).toHaveLength(0);
    const accepted = await call(ctx, 'POST', `/api/v1/staff/orders/${placed.id}/accept`, {
      token: cook.token,
      body: { ready_in_minutes: 45 },
    });
    expect(accepted.status).toBe(200);
    const [ticket] = await fake.waitForTickets(1, POLL_INTERVAL_MS + 1000);
    expect(ticket?.text).toContain(`#${placed.reference}`);
    // Ready at 7:15 pm Dublin time, the time the kitchen gave.
    expect(ticket?.bold).toContainEqual(expect.stringContaining('Due: 7:15 PM'));
  });
});

describe('reprint', () => {
  it('queues the ticket, marked as a reprint, for every printer switched on, and logs it', async () => {
    const cook = await signInStaff(ctx);
    const first = await startPrinter('Front', { print_on: 'acceptance' });
    const second = await startPrinter('Back', { print_on: 'acceptance' });
    const off = await addPrinter('Spare', { enabled: false });
    const placed = await placeOrder(ctx, customer.token);
    const reprinted = await call(ctx, 'POST', `/api/v1/staff/orders/${placed.id}/reprint`, {
      token: cook.token,
    });
    expect(reprinted).toMatchObject({ status: 200, body: { printers: 2 } });
    for (const { fake } of [first, second]) {
      const [ticket] = await fake.waitForTickets(1, POLL_INTERVAL_MS + 1000);
      expect(ticket?.bold[0]).toContain('REPRINT');
      expect(ticket?.text).toContain(`#${placed.reference}`);
    }
    expect(await jobsOf(off.printer.id)).toEqual([]);
    const [logged] = await ctx.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.subject, `order ${placed.reference}`));
    expect(logged).toMatchObject({
      staffId: cook.id,
      action: 'reprinted an order',
      details: { printers: 2 },
    });
    expect(
      (await call(ctx, 'POST', '/api/v1/staff/orders/999999/reprint', { token: cook.token })).status,
    ).toBe(404);
  });
});

describe('the protocol', () => {
  const basic = (username: string, password: string) =>
    `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
  const poll = (authorization: string | undefined, body: Record<string, unknown> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/cloudprnt',
      headers: authorization ? { authorization } : {},
      payload: { statusCode: '200%20OK', printerMAC: '00:11:62:00:00:01', ...body },
    });

  it('refuses a printer without its credentials, or with a wrong secret, 401 with a Basic challenge', async () => {
    const { printer, secret } = await addPrinter('Locked');
    for (const authorization of [
      undefined,
      basic(String(printer.id), `${secret}x`),
      basic('999999', secret),
      `Bearer ${secret}`,
    ]) {
      const answer = await poll(authorization);
      expect(answer.statusCode).toBe(401);
      expect(answer.headers['www-authenticate']).toContain('Basic');
      expect(answer.json().errors[0].code).toBe('unauthenticated');
    }
    const job = await ctx.app.inject({ method: 'GET', url: '/api/v1/cloudprnt?token=x' });
    expect(job.statusCode).toBe(401);
    expect((await poll(basic(String(printer.id), secret))).statusCode).toBe(200);
    // The secret is kept only as its hash.
    const [row] = await ctx.db.select().from(printers).where(eq(printers.id, printer.id));
    expect(row?.secretHash).not.toContain(secret);
  });

  it('refuses NUL, control and bidi characters, and overlong values, in every field (400), and stores none', async () => {
    const { printer, secret } = await addPrinter('Fuzzed');
    const authorization = basic(String(printer.id), secret);
    const placed = await placeOrder(ctx, customer.token);
    const offered = (await poll(authorization)).json();
    const [before] = await ctx.db.select().from(printers).where(eq(printers.id, printer.id));

    const badPolls = [
      { status: '23 86 00\u0000 00 00 00 00 00 00' },
      { printerMAC: '00:11:62\u0000:00:00:01' },
      { statusCode: '200\u0000OK' },
      // URL-encoded as CloudPRNT sends it, NUL once decoded.
      { statusCode: '200%00OK' },
      { jobToken: `${offered.jobToken}\u0000` },
      { status: '23 86 00 00 00 \u001b[31m 00 00 00' },
      { status: 'Ready \u202egnidaer ton' },
      { statusCode: '200%20OK%E2%80%AE' },
      { printerMAC: 'a'.repeat(41) },
    ];
    for (const body of badPolls) {
      const answer = await poll(authorization, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().errors[0].code, JSON.stringify(body)).toEqual(expect.any(String));
    }
    const [after] = await ctx.db.select().from(printers).where(eq(printers.id, printer.id));
    expect([after?.reportedStatus, after?.reportedCode, after?.mac]).toEqual([
      before?.reportedStatus,
      before?.reportedCode,
      before?.mac,
    ]);

    const token = encodeURIComponent(offered.jobToken);
    for (const query of [
      `token=${token}%00`,
      `token=${token}&mac=00%0011`,
      `token=${token}&type=application%2Fvnd.star.line%00`,
      `token=${token}&uid=%E2%80%AE1`,
      `token=${'x'.repeat(201)}`,
    ]) {
      const fetched = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/cloudprnt?${query}`,
        headers: { authorization },
      });
      expect(fetched.statusCode, query).toBe(400);
    }
    for (const query of [
      `code=200%00OK&token=${token}`,
      `code=200%2500&token=${token}`,
      `code=200&token=%00`,
    ]) {
      const confirmed = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/v1/cloudprnt?${query}`,
        headers: { authorization },
      });
      expect(confirmed.statusCode, query).toBe(400);
    }
    const [job] = await jobsOf(printer.id);
    expect(job).toMatchObject({ orderId: placed.id, state: 'queued', resultCode: null });
  });

  it('answers 401 to every verb with the secret of a printer switched off or deleted', async () => {
    const body = { name: 'Retired', print_on: 'arrival', copies: 1, paper_columns: 48 };
    const verbs = (authorization: string, token: string) => [
      poll(authorization),
      ctx.app.inject({ method: 'GET', url: `/api/v1/cloudprnt?token=${token}`, headers: { authorization } }),
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/v1/cloudprnt?code=200%20OK&token=${token}`,
        headers: { authorization },
      }),
    ];
    const { printer, secret } = await addPrinter('Retired');
    const authorization = basic(String(printer.id), secret);
    await placeOrder(ctx, customer.token);
    const offered = (await poll(authorization)).json();
    expect(offered.jobReady).toBe(true);
    const [seen] = await ctx.db.select().from(printers).where(eq(printers.id, printer.id));

    const off = await adminCall('PUT', `/api/v1/staff/printers/${printer.id}`, { ...body, enabled: false });
    expect(off.status).toBe(200);
    secondsLater(60);
    for (const answer of await Promise.all(verbs(authorization, offered.jobToken))) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json().errors[0].code).toBe('unauthenticated');
    }
    // Its polls are not recorded and its job is not marked printed.
    const [after] = await ctx.db.select().from(printers).where(eq(printers.id, printer.id));
    expect(after?.lastSeenAt).toEqual(seen?.lastSeenAt);
    expect((await jobsOf(printer.id)).map((job) => job.state)).toEqual(['queued']);

    expect((await adminCall('DELETE', `/api/v1/staff/printers/${printer.id}`)).status).toBe(200);
    for (const answer of await Promise.all(verbs(authorization, offered.jobToken))) {
      expect(answer.statusCode).toBe(401);
    }
  });

  it('offers a job fetched but never confirmed again after two minutes, none older than 12 hours, keeps jobs a week, and refuses a type it cannot encode', async () => {
    const { printer, secret } = await addPrinter('Forgetful');
    const authorization = basic(String(printer.id), secret);
    const placed = await placeOrder(ctx, customer.token);
    const offered = (await poll(authorization)).json();
    expect(offered).toMatchObject({
      jobReady: true,
      mediaTypes: expect.arrayContaining(['application/vnd.star.line']),
    });
    const wrongType = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/cloudprnt?type=image%2Fpng&token=${offered.jobToken}`,
      headers: { authorization },
    });
    expect(wrongType.statusCode).toBe(415);
    const fetched = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/cloudprnt?type=application%2Fvnd.star.line&mac=x&token=${offered.jobToken}`,
      headers: { authorization },
    });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers['content-type']).toBe('application/vnd.star.line');
    expect(fetched.rawPayload.toString('latin1')).toContain(`#${placed.reference}`);
    // Printing: not offered again, nor while it says it is printing.
    expect((await poll(authorization)).json()).toEqual({ jobReady: false });
    secondsLater(121);
    expect((await poll(authorization, { printingInProgress: true })).json()).toEqual({ jobReady: false });
    expect((await poll(authorization)).json()).toMatchObject({ jobReady: true, jobToken: offered.jobToken });
    // Confirmed printed: done.
    const confirmed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/cloudprnt?code=200%20OK&token=${offered.jobToken}`,
      headers: { authorization },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await poll(authorization)).json()).toEqual({ jobReady: false });

    // A ticket that could not print for 12 hours (the printer was off all night) is not printed.
    await placeOrder(ctx, customer.token);
    secondsLater(121 + 12 * 60 * 60);
    expect((await poll(authorization)).json()).toEqual({ jobReady: false });

    // A week on, the jobs are gone.
    const jobs = () => ctx.db.select().from(printJobs).where(eq(printJobs.printerId, printer.id));
    expect(await jobs()).toHaveLength(2);
    expect(await sweepPrintJobs({ db: ctx.db, clock })).toBe(0);
    secondsLater(7 * 24 * 60 * 60 + 200);
    expect(await sweepPrintJobs({ db: ctx.db, clock })).toBeGreaterThanOrEqual(2);
    expect(await jobs()).toEqual([]);
  });
});

describe('the printers, for the staff', () => {
  it('admins add, change, renew and delete printers, each change logged; the staff only read them', async () => {
    const cook = await signInStaff(ctx);
    const body = { name: 'Tandoor', print_on: 'arrival', copies: 1, paper_columns: 48, enabled: true };
    expect((await call(ctx, 'POST', '/api/v1/staff/printers', { token: cook.token, body })).status).toBe(403);
    const added = await addPrinter('Tandoor');
    expect(added).toMatchObject({
      url: expect.stringMatching(/^http:\/\/.+\/api\/v1\/cloudprnt$/),
      username: String(added.printer.id),
      printer: { name: 'Tandoor', state: 'never', last_seen_at: null },
    });
    const id = added.printer.id;
    const changed = await adminCall('PUT', `/api/v1/staff/printers/${id}`, {
      ...body,
      copies: 5,
      enabled: false,
    });
    expect(changed).toMatchObject({ status: 200, body: { copies: 5, enabled: false } });
    expect((await adminCall('PUT', `/api/v1/staff/printers/${id}`, { ...body, copies: 6 })).status).toBe(400);

    const renewed = await adminCall('POST', `/api/v1/staff/printers/${id}/secret`);
    expect(renewed.status).toBe(200);
    expect(renewed.body.secret).not.toBe(added.secret);
    const oldSecret = Buffer.from(`${id}:${added.secret}`).toString('base64');
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/cloudprnt',
      headers: { authorization: `Basic ${oldSecret}` },
      payload: { statusCode: '200 OK' },
    });
    expect(refused.statusCode).toBe(401);

    const listed = await call(ctx, 'GET', '/api/v1/staff/printers', { token: cook.token });
    expect(listed.body.printers).toContainEqual(expect.objectContaining({ id, name: 'Tandoor' }));
    expect(JSON.stringify(listed.body)).not.toContain(renewed.body.secret);

    expect((await adminCall('DELETE', `/api/v1/staff/printers/${id}`)).status).toBe(200);
    expect((await adminCall('DELETE', `/api/v1/staff/printers/${id}`)).status).toBe(404);
    const actions = await ctx.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.subject, `printer ${id}`));
    expect(actions.map((action) => action.action)).toEqual([
      'added a printer',
      'changed a printer',
      "renewed a printer's password",
      'deleted a printer',
    ]);
  });
});
