import { formMessages } from '@tiffin/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customers, emailConfirmations } from '../../db/schema.ts';
import { sha256 } from '../../lib/secrets.ts';
import { call, confirmationTokenFor, emailsTo, newCustomer, register } from '../../test/auth-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

// Issue 30, finding 2: registration proves the e-mail address with a link.
const START = '2026-11-21T18:00:00Z';
const clock = fixedClock(START);
const later = (ms: number) => clock.set(new Date(Date.parse(START) + ms).toISOString());
beforeEach(() => clock.reset());
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock, env: { PUBLIC_URL: 'https://order.tiffin-cashel.ie' } });
});
afterAll(() => ctx.close());

const m = formMessages.account;
const HOUR_MS = 3_600_000;
const confirm = (token: string) => call(ctx, 'POST', '/api/v1/auth/confirm-email', { body: { token } });
const resend = (token: string) => call(ctx, 'POST', '/api/v1/customer/confirm-email/resend', { token });
const info = async (token: string) => (await call(ctx, 'GET', '/api/v1/customer/info', { token })).body;
const refused = {
  status: 400,
  body: {
    message: m.confirmationLinkInvalid,
    errors: [{ code: 'confirmation_link', message: m.confirmationLinkInvalid }],
  },
};

describe('the link that proves a new account’s e-mail address', () => {
  it('is e-mailed at registration, with no word the customer typed, and only its hash is kept', async () => {
    const customer = await register(ctx, newCustomer({ name: 'Visit evil.example Now' }));
    const [email] = await emailsTo(ctx, customer.email);
    expect(email?.subject).toBe('Confirm your e-mail address for Tiffin');
    expect(email?.textBody).toMatch(/^Hello,\n/);
    expect(email?.textBody).toMatch(/https:\/\/order\.tiffin-cashel\.ie\/confirm-email#token=[\w-]{43}\n/);
    expect(email?.textBody).toContain('It works once, within 24 hours.');
    expect(email?.textBody).not.toContain('evil.example');
    // Like a reset code: never shown to the staff, never sent again by them.
    expect(email?.secret).toBe(true);
    const token = await confirmationTokenFor(ctx, customer.email);
    const [row] = await ctx.db
      .select()
      .from(emailConfirmations)
      .where(eq(emailConfirmations.customerId, customer.id));
    expect(row).toMatchObject({
      email: customer.email,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.parse(START) + 24 * HOUR_MS),
      usedAt: null,
    });
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('proves the address once: is_email_verified says so in the customer info and the login answer', async () => {
    const customer = await register(ctx);
    expect(await info(customer.token)).toMatchObject({ is_email_verified: 0 });
    const token = await confirmationTokenFor(ctx, customer.email);
    later(23 * HOUR_MS);
    expect(await confirm(token)).toEqual({ status: 200, body: { message: m.emailConfirmed } });
    expect(await info(customer.token)).toMatchObject({ is_email_verified: 1 });
    const login = await call(ctx, 'POST', '/api/v1/auth/login', {
      body: { email_or_phone: customer.email, password: customer.password, field_type: 'email' },
    });
    expect(login.body).toMatchObject({ is_email_verified: 1 });
    const [row] = await ctx.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row?.emailVerifiedAt).toEqual(new Date(Date.parse(START) + 23 * HOUR_MS));
    // A second opening of the same link is refused.
    expect(await confirm(token)).toEqual(refused);
  });

  it('refuses a link expired, forged or malformed, and proves nothing with it', async () => {
    const customer = await register(ctx);
    const token = await confirmationTokenFor(ctx, customer.email);
    later(24 * HOUR_MS);
    expect(await confirm(token)).toEqual(refused);
    clock.reset();
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(await confirm(forged)).toEqual(refused);
    expect(await confirm('not a token')).toMatchObject({ status: 400 });
    expect(await info(customer.token)).toMatchObject({ is_email_verified: 0 });
    // The genuine link still works after all that.
    expect((await confirm(token)).status).toBe(200);
  });

  it('opened twice at once: proved once, the other opening refused', async () => {
    const customer = await register(ctx);
    const token = await confirmationTokenFor(ctx, customer.email);
    const answers = await Promise.all([confirm(token), confirm(token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it('is sent again on request: once a minute, 5 in a day, never once the address is proved', async () => {
    const customer = await register(ctx);
    expect(await resend(customer.token)).toMatchObject({
      status: 429,
      body: { errors: [{ code: 'too_many_requests' }] },
    });
    for (let sent = 2; sent <= 5; sent += 1) {
      later((sent - 1) * 61_000);
      expect(await resend(customer.token)).toEqual({
        status: 200,
        body: { message: m.confirmationLinkSent },
      });
    }
    later(10 * 61_000);
    const sixth = await resend(customer.token);
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe(m.tooManyConfirmationLinks(24 * HOUR_MS - 10 * 61_000));
    const links = (await emailsTo(ctx, customer.email)).filter((email) =>
      email.subject.startsWith('Confirm'),
    );
    expect(links).toHaveLength(5);
    // A day after the first, one more; each of the links works, and a proved address needs none.
    later(24 * HOUR_MS + 1000);
    expect((await resend(customer.token)).status).toBe(200);
    expect((await confirm(await confirmationTokenFor(ctx, customer.email))).status).toBe(200);
    expect(await resend(customer.token)).toMatchObject({
      status: 409,
      body: { errors: [{ code: 'email_confirmed' }] },
    });
  });

  it('is asked for by a signed-in customer only', async () => {
    expect((await call(ctx, 'POST', '/api/v1/customer/confirm-email/resend')).status).toBe(401);
  });
});
