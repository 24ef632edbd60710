import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOfflineSender } from '../../adapters/sms/offline.ts';
import { phoneChecks } from '../../db/schema.ts';
import { call, codeIn, register } from '../../test/auth-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';
import { sendPhoneCode } from './phone-codes.ts';

// The codes texted at checkout (decision 073): hashed, ten minutes, five tries, and the send limits.
const clock = fixedClock('2026-11-23T12:00:00Z');
const sms = createOfflineSender({ info: () => {} });
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock, sms });
});
afterAll(() => ctx.close());
beforeEach(() => clock.reset());

let phoneCounter = 0;
const newPhone = () => `086 300 ${String(++phoneCounter).padStart(4, '0')}`;
const send = (token: string, phone: string, address?: string) =>
  call(ctx, 'POST', '/api/v1/customer/phone-checks', { token, body: { phone }, address });
const verify = (token: string, checkId: number, code: string) =>
  call(ctx, 'POST', `/api/v1/customer/phone-checks/${checkId}/verify`, { token, body: { code } });
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

/** The list's item at `index`, which the test made. */
function nth<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item ${index}`);
  return item;
}

describe('a code texted', () => {
  it('is six digits in a text to the international number, kept only as a salted hash', async () => {
    const { token } = await register(ctx);
    const sent = await send(token, '086 300 9999');
    expect(sent.status).toBe(200);
    expect(sent.body.phone).toBe('+353863009999');
    const text = sms.sent.at(-1);
    expect(text?.to).toBe('+353863009999');
    expect(text?.body).toMatch(/^\d{6} is your .+ order code\. It expires in 10 minutes\.$/);
    const rows = await ctx.db.select().from(phoneChecks);
    const code = codeIn(text?.body ?? '');
    expect(rows.every((row) => !row.codeHash.includes(code))).toBe(true);
  });

  it('is accepted once; five wrong tries spend it, the right one too late', async () => {
    const { token } = await register(ctx);
    const sent = await send(token, newPhone());
    const code = codeIn(sms.sent.at(-1)?.body ?? '');
    const first = await verify(token, sent.body.checkId, wrong(code));
    expect(first.status).toBe(422);
    expect(first.body.errors[0].code).toBe('phone_code');
    expect(first.body.message).toBe('That code is not right. 4 tries left.');
    for (let tries = 2; tries <= 5; tries += 1) await verify(token, sent.body.checkId, wrong(code));
    const sixth = await verify(token, sent.body.checkId, code);
    expect(sixth.status).toBe(409);
    expect(sixth.body.errors[0].code).toBe('phone_code_spent');

    const again = await send(token, newPhone());
    const fresh = codeIn(sms.sent.at(-1)?.body ?? '');
    expect((await verify(token, again.body.checkId, fresh)).status).toBe(200);
    expect((await verify(token, again.body.checkId, fresh)).status).toBe(409);
  });

  it('lives ten minutes, and only for the customer it was sent for', async () => {
    const { token } = await register(ctx);
    const sent = await send(token, newPhone());
    const code = codeIn(sms.sent.at(-1)?.body ?? '');
    const other = await register(ctx);
    expect((await verify(other.token, sent.body.checkId, code)).status).toBe(404);
    clock.set('2026-11-23T12:10:00Z');
    expect((await verify(token, sent.body.checkId, code)).status).toBe(409);
  });
});

describe('the limits on sending', () => {
  it('Irish numbers only by default', async () => {
    const { token } = await register(ctx);
    const refused = await send(token, '+44 7700 900123');
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].code).toBe('phone_not_allowed');
  });

  it('one a minute and five a day to a number, five a day to a customer', async () => {
    const customers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => register(ctx)));
    const phone = newPhone();
    const sendsAt = (minute: number) => `2026-11-23T12:${String(minute).padStart(2, '0')}:00Z`;
    expect((await send(nth(customers, 0).token, phone)).status).toBe(200);
    const soon = await send(nth(customers, 1).token, phone);
    expect(soon.status).toBe(429);
    expect(soon.body.message).toBe('Please wait 60 seconds before asking for another code.');
    for (let minute = 1; minute <= 4; minute += 1) {
      clock.set(sendsAt(minute * 2));
      expect((await send(nth(customers, minute).token, phone)).status).toBe(200);
    }
    clock.set(sendsAt(20));
    const sixth = await send(nth(customers, 5).token, phone);
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe(
      'Too many codes were asked for this number today. Please pay by card instead.',
    );
    clock.set('2026-11-24T12:21:00Z');
    expect((await send(nth(customers, 5).token, phone)).status).toBe(200);

    const { token } = await register(ctx);
    for (let sent = 0; sent < 5; sent += 1) expect((await send(token, newPhone())).status).toBe(200);
    expect((await send(token, newPhone())).status).toBe(429);
  });

  it('ten a day from one client address, whoever asks', async () => {
    const deps = { db: ctx.db, clock, sms, log: ctx.app.log };
    const clientAddress = '203.0.113.7';
    for (let sent = 0; sent < 10; sent += 1) {
      const { id } = await register(ctx);
      await sendPhoneCode(deps, { customerId: id, phone: newPhone(), clientAddress });
    }
    const { id } = await register(ctx);
    await expect(
      sendPhoneCode(deps, { customerId: id, phone: newPhone(), clientAddress }),
    ).rejects.toMatchObject({
      code: 'phone_code_limit',
    });
  });
});
