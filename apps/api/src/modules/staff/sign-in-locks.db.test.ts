import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { staffMembers } from '../../db/schema.ts';
import { call, emailsTo, signInStaff } from '../../test/auth-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

/**
 * Staff sign-in limited per account as well as per address (issue 30, the probe's finding 3: after
 * 30 wrong passwords from 30 addresses the right one still worked).
 */

// Friday 4 December 2026, 17:00 in Dublin (GMT in winter).
const clock = fixedClock('2026-12-04T17:00:00Z');
const minutesLater = (minutes: number) => new Date(Date.parse('2026-12-04T17:00:00Z') + minutes * 60_000);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(() => ctx.close());
beforeEach(() => clock.reset());

/** A sign-in from an address of its own (call() gives each call a new one). */
const signIn = (email: string, password: string) =>
  call(ctx, 'POST', '/api/v1/staff/auth/login', { body: { email, password } });

const LOCKED = {
  status: 423,
  body: {
    message: expect.stringContaining('locked'),
    errors: [{ code: 'account_locked', message: expect.any(String) }],
  },
};

async function failedSignInsOf(staffId: number) {
  const [row] = await ctx.db
    .select({ failed: staffMembers.failedSignIns, lockedUntil: staffMembers.lockedUntil })
    .from(staffMembers)
    .where(eq(staffMembers.id, staffId));
  return row;
}

describe('wrong staff passwords from many addresses', () => {
  it('lock the account at the 10th in a row: 30 wrong ones from 30 addresses, then the right one is refused too', async () => {
    const cook = await signInStaff(ctx);
    const answers = [];
    for (let attempt = 0; attempt < 30; attempt += 1) {
      answers.push(await signIn(cook.email, `wrong password number ${attempt}`));
    }
    expect(answers.slice(0, 9).map((answer) => answer.status)).toEqual(Array(9).fill(401));
    expect(answers[9]).toMatchObject(LOCKED);
    for (const answer of answers.slice(10)) expect(answer).toMatchObject(LOCKED);

    const right = await signIn(cook.email, cook.password);
    expect(right).toMatchObject(LOCKED);
    expect(right.body.message).toBe(
      'This account is locked after too many wrong passwords, until 17:15 (Dublin time). Try again then, or ask an admin to unlock it.',
    );
    // Wrong passwords while locked are not counted: the lock is not made longer by them.
    expect(await failedSignInsOf(cook.id)).toEqual({ failed: 0, lockedUntil: minutesLater(15) });
    // The sessions the member already had stay: the lock is against guessing, not against them.
    expect((await call(ctx, 'GET', '/api/v1/staff/me', { token: cook.token })).status).toBe(200);
  });

  it('e-mails the member once when the account locks, and logs it', async () => {
    const cook = await signInStaff(ctx);
    for (let attempt = 0; attempt < 12; attempt += 1) await signIn(cook.email, 'not the password at all');

    const emails = await emailsTo(ctx, cook.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toMatch(/staff account is locked$/);
    expect(emails[0]?.textBody).toContain(`Hello ${cook.name},`);
    expect(emails[0]?.textBody).toContain('10 times in a row');
    expect(emails[0]?.textBody).toContain('locked until 17:15 (Dublin time)');
    expect(emails[0]?.textBody).toContain('ask an admin to unlock your account');

    const admin = await signInStaff(ctx, 'admin');
    const log = await call(ctx, 'GET', '/api/v1/staff/actions', { token: admin.token });
    expect(log.body.actions).toContainEqual(
      expect.objectContaining({
        staff_name: null,
        action: 'locked a member of staff after wrong passwords',
        subject: `staff ${cook.id}`,
      }),
    );
  });

  it('opens again when the lock runs out; another lock before a sign-in lasts twice as long; a sign-in starts again at 15 minutes', async () => {
    const cook = await signInStaff(ctx);
    const lockNow = async () => {
      for (let attempt = 0; attempt < 10; attempt += 1) await signIn(cook.email, 'still not the password');
    };
    await lockNow();
    clock.set(minutesLater(14).toISOString());
    expect((await signIn(cook.email, cook.password)).status).toBe(423);

    clock.set(minutesLater(16).toISOString());
    await lockNow();
    expect((await failedSignInsOf(cook.id))?.lockedUntil).toEqual(minutesLater(16 + 30));
    clock.set(minutesLater(16 + 29).toISOString());
    expect((await signIn(cook.email, cook.password)).status).toBe(423);

    clock.set(minutesLater(16 + 31).toISOString());
    expect((await signIn(cook.email, cook.password)).status).toBe(200);
    expect(await failedSignInsOf(cook.id)).toEqual({ failed: 0, lockedUntil: null });
    await lockNow();
    expect((await failedSignInsOf(cook.id))?.lockedUntil).toEqual(minutesLater(16 + 31 + 15));
  });

  it('a right password resets the count: 9 wrong, the right one, 9 wrong again is no lock', async () => {
    const cook = await signInStaff(ctx);
    for (let attempt = 0; attempt < 9; attempt += 1) await signIn(cook.email, 'a wrong guess again');
    expect((await signIn(cook.email, cook.password)).status).toBe(200);
    for (let attempt = 0; attempt < 9; attempt += 1) await signIn(cook.email, 'a wrong guess again');
    expect(await failedSignInsOf(cook.id)).toEqual({ failed: 9, lockedUntil: null });
    expect((await signIn(cook.email, cook.password)).status).toBe(200);
  });

  it('counts wrong passwords made at the same moment exactly: 10 at once lock the account, once', async () => {
    const cook = await signInStaff(ctx);
    const nine = await Promise.all(
      Array.from({ length: 9 }, () => signIn(cook.email, 'nine wrong ones at once')),
    );
    expect(nine.map((answer) => answer.status)).toEqual(Array(9).fill(401));
    expect(await failedSignInsOf(cook.id)).toEqual({ failed: 9, lockedUntil: null });
    expect((await signIn(cook.email, cook.password)).status).toBe(200);

    const ten = await Promise.all(
      Array.from({ length: 10 }, () => signIn(cook.email, 'ten wrong ones at once')),
    );
    expect(ten.map((answer) => answer.status).sort()).toEqual([...Array(9).fill(401), 423]);
    expect(await failedSignInsOf(cook.id)).toEqual({ failed: 0, lockedUntil: minutesLater(15) });
    expect(await emailsTo(ctx, cook.email)).toHaveLength(1);
    expect((await signIn(cook.email, cook.password)).status).toBe(423);
  });

  it('an address without an account answers every time as a wrong password does, and is never locked', async () => {
    const cook = await signInStaff(ctx);
    const wrong = await signIn(cook.email, 'not the password');
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect(await signIn('nobody.here@tiffin.test', 'not the password')).toEqual(wrong);
    }
    expect(wrong).toEqual({
      status: 401,
      body: {
        message: 'The e-mail address or the password is not right',
        errors: [{ code: 'invalid_credentials', message: 'The e-mail address or the password is not right' }],
      },
    });
  });
});

describe('an admin', () => {
  it('sees until when a member is locked and unlocks them: the member signs in at once, and the log says who did it', async () => {
    const admin = await signInStaff(ctx, 'admin');
    const cook = await signInStaff(ctx);
    for (let attempt = 0; attempt < 10; attempt += 1) await signIn(cook.email, 'who knows the password');

    const list = await call(ctx, 'GET', '/api/v1/staff/members', { token: admin.token });
    expect(list.body.staff).toContainEqual(
      expect.objectContaining({ id: cook.id, locked_until: '2026-12-04T17:15:00.000Z' }),
    );
    expect(list.body.staff).toContainEqual(expect.objectContaining({ id: admin.id, locked_until: null }));

    const unlocked = await call(ctx, 'POST', `/api/v1/staff/members/${cook.id}/unlock`, {
      token: admin.token,
    });
    expect(unlocked).toMatchObject({ status: 200, body: { id: cook.id, locked_until: null } });
    expect((await signIn(cook.email, cook.password)).status).toBe(200);

    const log = await call(ctx, 'GET', '/api/v1/staff/actions', { token: admin.token });
    expect(log.body.actions).toContainEqual(
      expect.objectContaining({
        staff_name: admin.name,
        action: 'unlocked a member of staff',
        subject: `staff ${cook.id}`,
      }),
    );
  });

  it('a member of staff who is not an admin cannot unlock, and an unknown member is 404', async () => {
    const cook = await signInStaff(ctx);
    const admin = await signInStaff(ctx, 'admin');
    const byCook = await call(ctx, 'POST', `/api/v1/staff/members/${admin.id}/unlock`, { token: cook.token });
    expect(byCook.status).toBe(403);
    const unknown = await call(ctx, 'POST', '/api/v1/staff/members/999999/unlock', { token: admin.token });
    expect(unknown.status).toBe(404);
  });
});
