import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, preorders } from '../../db/schema.ts';
import { call } from '../../test/auth-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

// 23:30 UTC on 20 June is already 21 June in Dublin (UTC+1).
const clock = fixedClock('2027-06-20T23:30:00Z');
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(() => ctx.close());

const enquiry = {
  name: 'Siobhán Ryan',
  email: 'Siobhan.Ryan@example.ie',
  phone: '087 123 4567',
  date: '2027-06-21',
  time: '19:30',
  people: 4,
  message: 'A high chair, please.',
};

describe('POST /api/v1/preorder', () => {
  it('stores the enquiry with its time and e-mails the restaurant and the customer', async () => {
    const response = await call(ctx, 'POST', '/api/v1/preorder', { body: enquiry });
    expect(response).toEqual({ status: 200, body: { message: 'Preorder submitted successfully!' } });
    const [stored] = await ctx.db.select().from(preorders);
    expect(stored).toMatchObject({
      name: 'Siobhán Ryan',
      email: 'siobhan.ryan@example.ie',
      phone: '0871234567',
      date: '2027-06-21',
      time: '19:30',
      people: 4,
      message: 'A high chair, please.',
    });
    const mails = await ctx.db.select().from(outbox).orderBy(asc(outbox.id));
    expect(mails.map((mail) => mail.toAddress)).toEqual([
      'hello@tiffin-cashel.ie',
      'siobhan.ryan@example.ie',
    ]);
    expect(mails[0]?.subject).toBe('Table request: 4 on Monday 21 June 2027 at 7:30 PM');
    expect(mails[0]?.textBody).toContain('0871234567');
    expect(mails[1]?.textBody).toContain(
      'Tiffin has a request for a table for 4 on Monday 21 June 2027 at 7:30 PM',
    );
  });

  it('confirms to the address given without anything the sender typed: no name, no message', async () => {
    const phishing = {
      ...enquiry,
      email: 'someone.else@example.ie',
      name: 'Your account is locked visit evil example',
      message: 'URGENT: confirm your card at http://evil.example/login',
    };
    expect((await call(ctx, 'POST', '/api/v1/preorder', { body: phishing })).status).toBe(200);

    const [confirmation] = await ctx.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, 'someone.else@example.ie'));
    expect(confirmation?.subject).toBe('We have your table request — Tiffin');
    expect(confirmation?.textBody).not.toContain('evil');
    expect(confirmation?.textBody).not.toContain('locked');
    expect(confirmation?.textBody).not.toContain('0871234567');
    expect(confirmation?.textBody).toContain('a table for 4 on Monday 21 June 2027 at 7:30 PM');
    // The restaurant still reads the whole enquiry.
    const [toRestaurant] = await ctx.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, 'hello@tiffin-cashel.ie'))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(toRestaurant?.textBody).toContain('URGENT: confirm your card');
  });

  it.each([
    [{ date: '2027-06-20' }, 'date', 'Date cannot be in the past'],
    [{ time: '16:00' }, 'time'],
    [{ people: 0 }, 'people'],
    [{ people: 21 }, 'people'],
    [{ phone: '12345' }, 'phone'],
    [{ email: 'nope' }, 'email'],
    [{ name: '' }, 'name'],
    [{ date: '9999-12-31' }, 'date', 'Please choose a date within the next 90 days'],
    [{ name: 'Siobh\u0000n' }, 'name', 'Please remove the hidden characters from this field'],
    [{ name: 'Siobh\u202en' }, 'name', 'Please remove the hidden characters from this field'],
    [{ message: 'A high\u0000 chair' }, 'message', 'Please remove the hidden characters from this field'],
  ])(
    'refuses %j with a 400 naming %s, storing and sending nothing',
    async (change, field, message?: string) => {
      const storedBefore = (await ctx.db.select().from(preorders)).length;
      const sentBefore = (await ctx.db.select().from(outbox)).length;
      const response = await call(ctx, 'POST', '/api/v1/preorder', { body: { ...enquiry, ...change } });
      expect(response.status).toBe(400);
      expect(response.body.errors[0]).toEqual({ code: field, message: message ?? expect.any(String) });
      expect(await ctx.db.select().from(preorders)).toHaveLength(storedBefore);
      expect(await ctx.db.select().from(outbox)).toHaveLength(sentBefore);
    },
  );

  it('accepts an enquiry without a message', async () => {
    const { message: _omitted, ...withoutMessage } = enquiry;
    const response = await call(ctx, 'POST', '/api/v1/preorder', {
      body: { ...withoutMessage, name: 'No Message' },
    });
    expect(response.status).toBe(200);
    const [stored] = await ctx.db.select().from(preorders).where(eq(preorders.name, 'No Message'));
    expect(stored?.message).toBeNull();
  });

  it('limits enquiries from one address', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push(
        (
          await call(ctx, 'POST', '/api/v1/preorder', {
            body: { ...enquiry, people: 0 },
            address: '198.51.100.7',
          })
        ).status,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const refused = await call(ctx, 'POST', '/api/v1/preorder', { body: enquiry, address: '198.51.100.7' });
    expect(refused.body.message).toBe('Too many attempts. Please wait 15 minutes and try again.');
  });
});
