import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox } from '../../db/schema.ts';
import { call, register, signInStaff } from '../../test/auth-helpers.ts';
import { placeOrder } from '../../test/order-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

const clock = fixedClock('2026-11-23T12:00:00Z');
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signInStaff>>;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  admin = await signInStaff(ctx, 'admin');
});
afterAll(() => ctx.close());

type Email = {
  id: number;
  to: string;
  subject: string;
  text: string | null;
  state: string;
  error: string | null;
};
const listed = async (state = 'all'): Promise<Email[]> =>
  (await call(ctx, 'GET', `/api/v1/staff/outbox?state=${state}`, { token: admin.token })).body.emails;

describe('the e-mail outbox', () => {
  it('lists the e-mails newest first with what became of them, and resends one as a new e-mail', async () => {
    const customer = await register(ctx);
    const placed = await placeOrder(ctx, customer.token);
    const receipt = (await listed()).find((email) => email.to === customer.email);
    expect(receipt).toMatchObject({ subject: `Your order #${placed.reference} at Tiffin`, state: 'waiting' });
    expect(receipt?.text).toContain('Onion Bhaji');

    // A failure the dispatcher gave up on.
    await ctx.db
      .update(outbox)
      .set({ attempts: 8, error: 'connect ECONNREFUSED' })
      .where(eq(outbox.id, receipt?.id ?? 0));
    expect((await listed('failed')).map((email) => email.id)).toContain(receipt?.id);
    expect((await listed('waiting')).map((email) => email.id)).not.toContain(receipt?.id);

    const resent = await call(ctx, 'POST', `/api/v1/staff/outbox/${receipt?.id}/resend`, {
      token: admin.token,
    });
    expect(resent.body).toMatchObject({
      to: customer.email,
      subject: receipt?.subject,
      state: 'waiting',
      error: null,
    });
    expect(resent.body.id).toBeGreaterThan(receipt?.id ?? 0);
    expect((await listed())[0]?.id).toBe(resent.body.id);
  });

  it('never shows or resends a password-reset code', async () => {
    const customer = await register(ctx);
    await call(ctx, 'POST', '/api/v1/auth/forgot-password', { body: { email: customer.email } });
    const reset = await vi.waitFor(
      async () => {
        const email = (await listed()).find(
          (row) => row.to === customer.email && row.subject.includes('password reset code'),
        );
        if (!email) throw new Error('no reset e-mail yet');
        return email;
      },
      { timeout: 5000, interval: 20 },
    );
    expect(reset.text).toBeNull();
    expect(JSON.stringify(await listed())).not.toContain('Your code to reset');
    const refused = await call(ctx, 'POST', `/api/v1/staff/outbox/${reset.id}/resend`, {
      token: admin.token,
    });
    expect(refused).toMatchObject({ status: 409, body: { errors: [{ code: 'secret' }] } });
  });

  it('is for admins: a member of staff gets 403', async () => {
    const cook = await signInStaff(ctx, 'staff');
    expect((await call(ctx, 'GET', '/api/v1/staff/outbox', { token: cook.token })).status).toBe(403);
  });
});
