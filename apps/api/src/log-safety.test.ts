import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newCustomer, signInStaff } from './test/auth-helpers.ts';
import { createTestApp, type TestContext } from './test/test-app.ts';

const logLines: string[] = [];
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => void logLines.push(line) },
  });
  // A constraint the registration cannot meet, so that its insert fails inside the database as a
  // real failure would (a full disk, a broken migration): PostgreSQL then quotes the whole row.
  await ctx.db.execute(
    sql`alter table customers add constraint refuse_for_test check (first_name <> 'Refused')`,
  );
});
afterAll(() => ctx.close());

describe('the log', () => {
  it('keeps a failed registration’s query, but not its password hash, e-mail or phone', async () => {
    const customer = newCustomer({ name: 'Refused Customer', email: 'refused.customer@example.ie' });
    const response = await call(ctx, 'POST', '/api/v1/auth/reg', { body: customer });

    expect(response.status).toBe(500);
    const log = logLines.join('');
    // The failure is logged, with what a developer needs to find it…
    expect(log).toContain('request failed');
    expect(log).toContain('insert into \\"customers\\"');
    expect(log).toContain('refuse_for_test');
    // …and nothing the customer typed or the hash made from it.
    expect(log).not.toContain('$argon2id');
    expect(log).not.toContain('refused.customer@example.ie');
    expect(log).not.toContain(customer.phone.replace(/\s/g, ''));
    expect(log).not.toContain(customer.password);
    expect(log).not.toContain('Failing row contains');
  });

  it('refuses a NUL in a name with a 400 before anything reaches the database or the log', async () => {
    const before = logLines.length;
    const response = await call(ctx, 'POST', '/api/v1/auth/reg', {
      body: newCustomer({ name: 'Mary\u0000 Byrne' }),
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { code: 'name', message: 'Please remove the hidden characters from this field' },
    ]);
    expect(logLines.slice(before).join('')).not.toContain('request failed');
  });

  it('logs a search’s path but not whom or where it searched for', async () => {
    const staff = await signInStaff(ctx);
    const before = logLines.length;
    await call(ctx, 'GET', '/api/v1/staff/customers?q=mary.byrne%40example.ie&limit=20', {
      token: staff.token,
    });
    await call(ctx, 'GET', '/api/v1/geo/search?q=Ballinure%20Road%2C%20Cashel');
    await call(ctx, 'GET', '/api/v1/geo/reverse?lat=52.5159&lng=-7.8855');

    const log = logLines.slice(before).join('');
    expect(log).toContain('/api/v1/staff/customers?q=…&limit=20');
    expect(log).toContain('/api/v1/geo/search?q=…');
    for (const personal of ['mary.byrne', 'Ballinure', '52.5159', '-7.8855'])
      expect(log).not.toContain(personal);
  });
});
