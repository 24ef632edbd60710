import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants, sessions } from '../../db/schema.ts';
import { SESSION_RECHECK_MS, STREAM_CAPS } from '../../plugins/stream-registry.ts';
import { call, codeIn, latestEmailTo, register, signInStaff } from '../../test/auth-helpers.ts';
import { openStream } from '../../test/event-stream-client.ts';
import { placeOrder } from '../../test/order-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

/**
 * A live stream belongs to its session (issue 28): it closes within seconds of the session ending,
 * on each of the ways a session ends, and a session or an address holds only a few at once.
 */

// Monday 23 November 2026, noon in Dublin.
const clock = fixedClock('2026-11-23T12:00:00Z');

let ctx: TestContext;
let base: string;
beforeAll(async () => {
  // The client's address from X-Forwarded-For, so that a test can be several clients.
  ctx = await createTestApp({ clock, env: { TRUST_PROXY: 'true' } });
  await ctx.db.update(restaurants).set({ slotCapacity: 100_000 });
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => ctx.close());

let addressCounter = 0;
/** A client address of its own for each stream opened, so that the per-address cap stays out of the way. */
const ownAddress = () => ({ 'x-forwarded-for': `192.0.2.${++addressCounter % 250}` });

const customerStream = (token: string, headers = ownAddress()) =>
  openStream(`${base}/api/v1/customer/orders/stream`, token, undefined, headers);
const staffStream = (token: string, headers = ownAddress()) =>
  openStream(`${base}/api/v1/staff/orders/stream`, token, undefined, headers);

/** Ended by the server within `withinMs`: the stream's reader sees its end. */
async function endsWithin(stream: { ended: Promise<void> }, withinMs: number) {
  const outcome = await Promise.race([
    stream.ended.then(() => 'ended'),
    new Promise((resolve) => setTimeout(resolve, withinMs, 'still open')),
  ]);
  expect(outcome).toBe('ended');
}

/** Still open after a moment: events of other sessions did not touch it. */
async function staysOpen(stream: { hasEnded(): boolean }) {
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(stream.hasEnded()).toBe(false);
}

async function signInAgain(customer: { email: string; password: string }) {
  const response = await call(ctx, 'POST', '/api/v1/auth/login', {
    body: { email_or_phone: customer.email, password: customer.password, field_type: 'email' },
  });
  return response.body.token as string;
}

describe("a customer's stream", () => {
  it('closes when its session signs out, and the next try is refused 401; another session’s stays', async () => {
    const customer = await register(ctx);
    const other = await signInAgain(customer);
    const leaving = await customerStream(customer.token);
    const staying = await customerStream(other);
    expect((await call(ctx, 'POST', '/api/v1/auth/logout', { token: customer.token })).status).toBe(200);
    await endsWithin(leaving, 2000);
    await staysOpen(staying);
    const again = await fetch(`${base}/api/v1/customer/orders/stream`, {
      headers: { authorization: `Bearer ${customer.token}`, ...ownAddress() },
    });
    expect(again.status).toBe(401);
    staying.close();
  });

  it('closes in every other session when the password is changed; the session that changed it keeps its stream', async () => {
    const customer = await register(ctx);
    const elsewhere = await signInAgain(customer);
    const changing = await customerStream(customer.token);
    const other = await customerStream(elsewhere);
    const changed = await call(ctx, 'PUT', '/api/v1/customer/change-password', {
      token: customer.token,
      body: {
        current_password: customer.password,
        new_password: 'a brand new secret',
        confirm_password: 'a brand new secret',
      },
    });
    expect(changed.status).toBe(200);
    await endsWithin(other, 2000);
    await staysOpen(changing);
    changing.close();
  });

  it('closes in every session when the password is reset with a code', async () => {
    const customer = await register(ctx);
    const stream = await customerStream(customer.token);
    await call(ctx, 'POST', '/api/v1/auth/forgot-password', { body: { email: customer.email } });
    const code = codeIn((await latestEmailTo(ctx, customer.email)).textBody);
    const reset = await call(ctx, 'PUT', '/api/v1/auth/reset-password', {
      body: {
        email: customer.email,
        reset_token: code,
        password: 'reset secret',
        confirm_password: 'reset secret',
      },
    });
    expect(reset.status).toBe(200);
    await endsWithin(stream, 2000);
  });

  it('closes when the account is deleted', async () => {
    const customer = await register(ctx);
    const stream = await customerStream(customer.token);
    const deleted = await call(ctx, 'POST', '/api/v1/auth/delete-account', {
      token: customer.token,
      body: { email: customer.email, password: customer.password },
    });
    expect(deleted.status).toBe(200);
    await endsWithin(stream, 2000);
  });

  it('closes within seconds of its session ending unannounced (the check every few seconds)', async () => {
    const customer = await register(ctx);
    const stream = await customerStream(customer.token);
    // No event: as if the process missed it, the database away.
    await ctx.db.delete(sessions).where(eq(sessions.customerId, customer.id));
    await endsWithin(stream, SESSION_RECHECK_MS + 2000);
  }, 15_000);
});

describe("a member of staff's stream", () => {
  it('closes when the member signs out', async () => {
    const cook = await signInStaff(ctx);
    const stream = await staffStream(cook.token);
    expect((await call(ctx, 'POST', '/api/v1/staff/auth/logout', { token: cook.token })).status).toBe(200);
    await endsWithin(stream, 2000);
  });

  it('closes when an admin disables the member, and no order reaches it afterwards', async () => {
    const admin = await signInStaff(ctx, 'admin');
    const cook = await signInStaff(ctx);
    const colleague = await signInStaff(ctx);
    const stream = await staffStream(cook.token);
    const colleagues = await staffStream(colleague.token);
    const disabled = await call(ctx, 'PATCH', `/api/v1/staff/members/${cook.id}`, {
      token: admin.token,
      body: { disabled: true },
    });
    expect(disabled.status).toBe(200);
    await endsWithin(stream, 2000);
    await staysOpen(colleagues);
    const customer = await register(ctx);
    const placed = await placeOrder(ctx, customer.token);
    await colleagues.waitFor((event) => event.data.id === placed.id);
    expect(stream.events.some((event) => event.data.id === placed.id)).toBe(false);
    colleagues.close();
  });
});

describe('the caps on open streams', () => {
  it(`holds ${STREAM_CAPS.perSession} streams per session: one more is refused 429 too_many_streams, and a closed one frees its place`, async () => {
    const customer = await register(ctx);
    const open = [];
    for (let i = 0; i < STREAM_CAPS.perSession; i += 1) open.push(await customerStream(customer.token));
    const refused = await fetch(`${base}/api/v1/customer/orders/stream`, {
      headers: { authorization: `Bearer ${customer.token}`, ...ownAddress() },
    });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      message: expect.any(String),
      errors: [{ code: 'too_many_streams', message: expect.any(String) }],
    });
    open.pop()?.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    open.push(await customerStream(customer.token));
    for (const stream of open) stream.close();
  });

  it(`holds ${STREAM_CAPS.perAddress} streams per client address, whatever the sessions`, async () => {
    const address = { 'x-forwarded-for': '198.51.100.7' };
    const open = [];
    while (open.length < STREAM_CAPS.perAddress) {
      const customer = await register(ctx);
      for (let i = 0; i < STREAM_CAPS.perSession && open.length < STREAM_CAPS.perAddress; i += 1) {
        open.push(await customerStream(customer.token, address));
      }
    }
    const newcomer = await register(ctx);
    const refused = await fetch(`${base}/api/v1/customer/orders/stream`, {
      headers: { authorization: `Bearer ${newcomer.token}`, ...address },
    });
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as { errors: { code: string }[] };
    expect(body.errors[0]?.code).toBe('too_many_streams');
    // Another address is not held back.
    const elsewhere = await customerStream(newcomer.token);
    for (const stream of [...open, elsewhere]) stream.close();
  });
});
