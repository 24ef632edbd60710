import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { outbox } from '../db/schema.ts';
import { call, codeIn, latestEmailTo, register } from '../test/auth-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../test/test-app.ts';
import { createMailer } from './mailer.ts';
import { OUTBOX_POLL_INTERVAL_MS } from './outbox-worker.ts';

type Received = { from: string; to: string[]; data: string };
const received: Received[] = [];
/** Recipients whose next delivery the server refuses once, as a busy mail server does (451). */
const refuseOnce = new Set<string>();
let smtp: SMTPServer;
let smtpUrl: string;
const clock = fixedClock('2026-11-23T18:00:00Z');
beforeEach(() => clock.reset());
afterEach(() => {
  vi.useRealTimers();
});
let ctx: TestContext;

beforeAll(async () => {
  // A real SMTP server on this machine: the e-mail leaves through nodemailer as it would in production.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (refuseOnce.delete(address.address)) {
        const busy = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
        return callback(busy);
      }
      callback();
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString();
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as { port: number };
  smtpUrl = `smtp://127.0.0.1:${port}`;
  ctx = await createTestApp({ clock, env: { SMTP_URL: smtpUrl } });
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** Sending goes through a real SMTP server: allow it a few seconds. */
const WAIT = { timeout: 5000, interval: 20 };

const rowOf = async (id: number) => (await ctx.db.select().from(outbox).where(eq(outbox.id, id)))[0];
/** The link every new account is e-mailed (issue 30): sent before what these tests look at. */
const isConfirmationLink = (message: { data: string }) =>
  message.data.includes('Subject: Confirm your e-mail address');
const receivedBy = (address: string) =>
  received.filter((message) => message.to.includes(address) && !isConfirmationLink(message));
/** A new customer whose link has been delivered, so that what the test sends next is all that follows. */
async function registerDelivered(app: TestContext) {
  const customer = await register(app);
  await vi.waitFor(() => {
    const link = received.find(
      (message) => message.to.includes(customer.email) && isConfirmationLink(message),
    );
    if (!link) throw new Error(`no link received by ${customer.email} yet`);
  }, WAIT);
  return customer;
}
/** The messages an address has received; throws (so `vi.waitFor` tries again) until there is one. */
const receivedOne = (address: string) => {
  const messages = receivedBy(address);
  if (messages.length === 0) throw new Error(`nothing received by ${address} yet`);
  return messages;
};
/** The outbox row once `ready` says so; throws (so `vi.waitFor` tries again) until then. */
const rowWhen = async (id: number, ready: (row: typeof outbox.$inferSelect) => unknown) => {
  const row = await rowOf(id);
  if (row === undefined || !ready(row)) throw new Error(`outbox row ${id} not there yet`);
  return row;
};

describe('e-mail through SMTP', () => {
  it('sends the reset code from the restaurant to the customer, and marks it sent in the outbox', async () => {
    const customer = await registerDelivered(ctx);
    await call(ctx, 'POST', '/api/v1/auth/forgot-password', { body: { email: customer.email } });
    const kept = await latestEmailTo(ctx, customer.email);
    const [message] = await vi.waitFor(() => receivedOne(customer.email), WAIT);
    expect(message?.from).toBe('hello@tiffin-cashel.ie');
    expect(message?.data).toContain('Subject: Your Tiffin password reset code');
    expect(message?.data).toContain(codeIn(kept.textBody ?? ''));
    const row = await vi.waitFor(() => rowWhen(kept.id, (current) => current.sentAt), WAIT);
    expect(row.error).toBeNull();
    expect(row.attempts).toBe(1);
  });

  it('tries a refused e-mail again after its back-off, keeping the error meanwhile', async () => {
    const customer = await registerDelivered(ctx);
    refuseOnce.add(customer.email);
    await call(ctx, 'POST', '/api/v1/auth/forgot-password', { body: { email: customer.email } });
    const kept = await latestEmailTo(ctx, customer.email);
    const failed = await vi.waitFor(() => rowWhen(kept.id, (current) => current.error), WAIT);
    expect(failed.sentAt).toBeNull();
    expect(failed.error).toContain('Mailbox busy');
    expect(failed.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 30_000);

    // 31 s later, the next e-mail wakes the dispatcher, which sends both.
    clock.set('2026-11-23T18:00:31Z');
    await call(ctx, 'POST', '/api/v1/auth/forgot-password', { body: { email: (await register(ctx)).email } });
    const sent = await vi.waitFor(() => rowWhen(kept.id, (current) => current.sentAt), WAIT);
    expect(sent.attempts).toBe(2);
    expect(sent.error).toBeNull();
    expect(receivedBy(customer.email)).toHaveLength(1);
  });

  it('sends a refused e-mail at the first poll after its back-off, with nothing else to wake the dispatcher', async () => {
    // The outbox's poll is the app's scheduled work (lib/scheduler.ts): only its intervals are faked.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const polled = await createTestApp({ clock, env: { SMTP_URL: smtpUrl } });
    try {
      const customer = await registerDelivered(polled);
      refuseOnce.add(customer.email);
      await call(polled, 'POST', '/api/v1/auth/forgot-password', { body: { email: customer.email } });
      const kept = await latestEmailTo(polled, customer.email);
      const stateOf = async () => (await polled.db.select().from(outbox).where(eq(outbox.id, kept.id)))[0];
      await vi.waitFor(async () => expect((await stateOf())?.error).toContain('Mailbox busy'), WAIT);

      clock.set('2026-11-23T18:00:31Z');
      await vi.advanceTimersByTimeAsync(OUTBOX_POLL_INTERVAL_MS);
      await vi.waitFor(async () => expect((await stateOf())?.sentAt).not.toBeNull(), WAIT);
      expect(await stateOf()).toMatchObject({ attempts: 2, error: null });
      expect(receivedBy(customer.email)).toHaveLength(1);
    } finally {
      await polled.close();
    }
  });

  it('sends, when the next process starts, what an earlier one left unsent', async () => {
    const earlier = await createTestApp({ clock });
    const customer = await register(earlier);
    await call(earlier, 'POST', '/api/v1/auth/forgot-password', { body: { email: customer.email } });
    const kept = await latestEmailTo(earlier, customer.email);
    expect(kept.sentAt).toBeNull();
    await earlier.app.close();

    let next: FastifyInstance | undefined;
    try {
      next = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SMTP_URL: smtpUrl }), {
        database: earlier.database,
        clock,
      });
      const [message] = await vi.waitFor(() => receivedOne(customer.email), WAIT);
      expect(message?.data).toContain(codeIn(kept.textBody ?? ''));
    } finally {
      await next?.close();
      await earlier.close();
    }
  });

  it('sends from one mailbox whatever the restaurant is named: the name is quoted, never a second address', async () => {
    const mailer = createMailer({ db: ctx.db, smtpUrl, now: () => clock.now(), log: ctx.app.log });
    const to = 'from.header@example.ie';
    try {
      const sender = { name: 'Tiffin, mallory@attacker.example', address: 'hello@tiffin.ie' };
      await mailer.enqueue(ctx.db, { from: sender, to, subject: 'Your order', text: 'Thanks' });
      await mailer.sendDue();
      const [message] = await vi.waitFor(() => receivedOne(to), WAIT);
      const fromHeader = message?.data.split('\r\n').find((line) => line.startsWith('From:'));
      expect(fromHeader).toBe('From: "Tiffin, mallory@attacker.example" <hello@tiffin.ie>');
      expect(message?.to).toEqual([to]);
    } finally {
      await mailer.close();
    }
  });

  it('sends an e-mail with HTML as two alternatives, the text first, and keeps both (issue 47)', async () => {
    const mailer = createMailer({ db: ctx.db, smtpUrl, now: () => clock.now(), log: ctx.app.log });
    const to = 'two.parts@example.ie';
    try {
      const from = { name: 'Tiffin', address: 'hello@tiffin.ie' };
      const html = '<!doctype html><html><body><p>Thanks</p></body></html>';
      const { id } = await mailer.enqueue(ctx.db, { from, to, subject: 'Your order', text: 'Thanks', html });
      await mailer.sendDue();
      const [message] = await vi.waitFor(() => receivedOne(to), WAIT);
      const data = message?.data ?? '';
      expect(data).toMatch(/^Content-Type: multipart\/alternative;\s+boundary=/m);
      const textAt = data.indexOf('Content-Type: text/plain');
      const htmlAt = data.indexOf('Content-Type: text/html');
      // The last alternative is the preferred one (RFC 2046): the HTML, with the text for the rest.
      expect(textAt).toBeGreaterThan(0);
      expect(htmlAt).toBeGreaterThan(textAt);
      expect(data).toContain('<p>Thanks</p>');
      expect(await rowOf(id)).toMatchObject({ textBody: 'Thanks', htmlBody: html });
    } finally {
      await mailer.close();
    }
  });

  it('keeps nothing enqueued in a transaction that rolls back, so nothing is ever sent', async () => {
    const mailer = createMailer({ db: ctx.db, smtpUrl, now: () => clock.now(), log: ctx.app.log });
    const to = 'rolled.back@example.ie';
    try {
      await expect(
        ctx.db.transaction(async (tx) => {
          await mailer.enqueue(tx, {
            from: { name: 'Tiffin', address: 'hello@tiffin.ie' },
            to,
            subject: 'Never',
            text: 'Never',
          });
          throw new Error('the use case failed after writing its e-mail');
        }),
      ).rejects.toThrow('the use case failed');

      const kept = await ctx.db.select().from(outbox).where(eq(outbox.toAddress, to));
      expect(kept).toEqual([]);
    } finally {
      await mailer.close();
    }
  });
});
