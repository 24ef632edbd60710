import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema.ts';
import { call, codeIn, latestEmailTo, register } from '../modules/auth/auth-test-helpers.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';

type Received = { from: string; to: string[]; data: string };
const received: Received[] = [];
let smtp: SMTPServer;
let ctx: TestContext;

beforeAll(async () => {
  // A real SMTP server on this machine: the e-mail leaves through nodemailer as it would in production.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
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
  ctx = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('e-mail through SMTP', () => {
  it('sends the reset code from the restaurant to the customer, and marks it sent in the outbox', async () => {
    const customer = await register(ctx);
    await call(ctx, 'POST', '/api/v1/auth/forgot-password', { body: { email: customer.email } });
    const kept = await latestEmailTo(ctx, customer.email);
    const deadline = Date.now() + 5000;
    while (received.length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const [message] = received;
    expect(message?.to).toEqual([customer.email]);
    expect(message?.from).toBe('hello@tiffin-cashel.ie');
    expect(message?.data).toContain('Subject: Your Tiffin password reset code');
    expect(message?.data).toContain(codeIn(kept?.textBody ?? ''));
    while (Date.now() < deadline) {
      const [row] = await ctx.db
        .select()
        .from(outbox)
        .where(eq(outbox.id, kept?.id ?? -1));
      if (row?.sentAt) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const [row] = await ctx.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, kept?.id ?? -1));
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.error).toBeNull();
  });
});
