import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineSender } from '../../adapters/sms/offline.ts';
import { register } from '../../test/auth-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';
import { sendPhoneCode } from './phone-codes.ts';

// The send limits hold under 50 parallel asks (decision 073): counted under locks, per database.
const clock = fixedClock('2026-11-23T12:00:00Z');
const sms = createOfflineSender({ info: () => {} });
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock, sms });
});
afterAll(() => ctx.close());

const sendAll = (asks: { customerId: number; phone: string; clientAddress: string }[]) =>
  Promise.allSettled(asks.map((ask) => sendPhoneCode({ db: ctx.db, clock, sms, log: ctx.app.log }, ask)));

/** The list's item at `index`, which the test made. */
function nth<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item ${index}`);
  return item;
}

describe('50 parallel asks', () => {
  it('to one number text it once (one a minute)', async () => {
    const { id } = await register(ctx);
    const before = sms.sent.length;
    const answers = await sendAll(
      Array.from({ length: 50 }, (_, n) => ({
        customerId: id,
        phone: '087 400 0001',
        clientAddress: `198.51.100.${n}`,
      })),
    );
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1);
    expect(sms.sent.length - before).toBe(1);
  });

  it('from one client address text ten, whatever the numbers and customers', async () => {
    const customers = await Promise.all([1, 2, 3, 4, 5].map(() => register(ctx)));
    const answers = await sendAll(
      Array.from({ length: 50 }, (_, n) => ({
        customerId: nth(customers, n % 5).id,
        phone: `087 500 ${String(n).padStart(4, '0')}`,
        clientAddress: '203.0.113.50',
      })),
    );
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(10);
  });
});
