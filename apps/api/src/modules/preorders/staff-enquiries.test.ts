import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, staffActions } from '../../db/schema.ts';
import { call, signInStaff } from '../../test/auth-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

// Monday 23 November 2026, noon in Dublin.
const clock = fixedClock('2026-11-23T12:00:00Z');
let ctx: TestContext;
let cook: Awaited<ReturnType<typeof signInStaff>>;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  cook = await signInStaff(ctx, 'staff');
});
afterAll(() => ctx.close());

const ask = async (email: string, people: number) => {
  const response = await call(ctx, 'POST', '/api/v1/preorder', {
    body: { name: 'Niamh Kelly', email, phone: '087 123 4567', date: '2026-11-28', time: '19:30', people },
  });
  expect(response.status).toBe(200);
};
const enquiries = async (status: string) =>
  (await call(ctx, 'GET', `/api/v1/staff/enquiries?status=${status}`, { token: cook.token })).body
    .enquiries as { id: number; email: string; people: number; status: string; reply: string | null }[];
const lastEmailTo = async (address: string) =>
  (await ctx.db.select().from(outbox).where(eq(outbox.toAddress, address)).orderBy(desc(outbox.id)))[0];

describe('the table enquiries', () => {
  it('are listed new first; confirming one e-mails the reply to the customer, once, and logs it', async () => {
    await ask('niamh.confirm@example.ie', 6);
    const [asked] = await enquiries('new');
    expect(asked).toMatchObject({ email: 'niamh.confirm@example.ie', people: 6, status: 'new', reply: null });
    if (!asked) throw new Error('no enquiry');

    const answered = await call(ctx, 'POST', `/api/v1/staff/enquiries/${asked.id}/answer`, {
      token: cook.token,
      body: { status: 'confirmed', reply: '  See you Saturday: the window table is yours.  ' },
    });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({
      status: 'confirmed',
      reply: 'See you Saturday: the window table is yours.',
      answered_at: '2026-11-23T12:00:00.000Z',
    });
    const email = await lastEmailTo('niamh.confirm@example.ie');
    expect(email?.subject).toBe('Your table request at Tiffin: confirmed');
    expect(email?.textBody).toContain(
      'Tiffin has confirmed a table for 6 on Saturday 28 November 2026 at 7:30 PM.',
    );
    expect(email?.textBody).toContain('See you Saturday: the window table is yours.');

    const again = await call(ctx, 'POST', `/api/v1/staff/enquiries/${asked.id}/answer`, {
      token: cook.token,
      body: { status: 'declined', reply: 'Sorry, we are full.' },
    });
    expect(again.status).toBe(409);
    expect(again.body.errors[0].message).toBe('This enquiry has already been answered');
    expect((await enquiries('new')).map((row) => row.id)).not.toContain(asked.id);
    expect((await enquiries('confirmed')).map((row) => row.id)).toContain(asked.id);
    const logged = await ctx.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.subject, `enquiry ${asked.id}`));
    expect(logged.map((row) => [row.staffId, row.action])).toEqual([[cook.id, 'confirmed a table enquiry']]);
  });

  it('two members answering at once send one reply: the other is told it was answered', async () => {
    await ask('niamh.race@example.ie', 2);
    const [asked] = await enquiries('new');
    if (!asked) throw new Error('no enquiry');
    const other = await signInStaff(ctx, 'staff');
    const answers = await Promise.all(
      [cook, other].map((member) =>
        call(ctx, 'POST', `/api/v1/staff/enquiries/${asked.id}/answer`, {
          token: member.token,
          body: { status: 'declined', reply: 'We are fully booked that evening, sorry.' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const replies = await ctx.db.select().from(outbox).where(eq(outbox.toAddress, 'niamh.race@example.ie'));
    expect(replies.filter((mail) => mail.subject.endsWith('declined'))).toHaveLength(1);
  });

  it('refuses an empty reply and an unknown enquiry, storing nothing', async () => {
    await ask('niamh.bad@example.ie', 3);
    const [asked] = await enquiries('new');
    if (!asked) throw new Error('no enquiry');
    const empty = await call(ctx, 'POST', `/api/v1/staff/enquiries/${asked.id}/answer`, {
      token: cook.token,
      body: { status: 'confirmed', reply: '  ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0].message).toBe('Write to the customer');
    const unknown = await call(ctx, 'POST', '/api/v1/staff/enquiries/99999/answer', {
      token: cook.token,
      body: { status: 'confirmed', reply: 'See you then.' },
    });
    expect(unknown.status).toBe(404);
    expect((await enquiries('new'))[0]).toMatchObject({ id: asked.id, status: 'new' });
    expect((await enquiries('all')).length).toBe(3);
  });
});
