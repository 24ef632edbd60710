import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, emailsTo, signInStaff } from '../../test/auth-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';
import { forgetQuietSignInHolds } from './sign-in.ts';

/**
 * Wrong staff passwords hold back the address they come from, for that account only (the third
 * probe's findings 5 and 6, decision 060): ten wrong ones could lock the admin out for everyone,
 * and the lock told which e-mail addresses are staff accounts.
 */

// Friday 4 December 2026, 17:00 in Dublin (GMT in winter).
const START = '2026-12-04T17:00:00Z';
const clock = fixedClock(START);
let minutesIn = 0;
/**
 * Time passes for the holds (the app's clock) and for the per-address rate limit of 10 sign-ins a
 * minute, which reads Date.now: a guesser who waits out the limit, as one would.
 */
let rateLimitClockMs = 0;
function minutesLater(minutes: number): void {
  minutesIn += minutes;
  rateLimitClockMs += minutes * 60_000;
  clock.set(new Date(Date.parse(START) + minutesIn * 60_000).toISOString());
}

const realNow = Date.now.bind(Date);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(() => ctx.close());
beforeEach(() => {
  clock.reset();
  minutesIn = 0;
  // Restored after each test (test/fail-on-console-error.ts).
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + rateLimitClockMs);
});

let networks = 0;
/**
 * An IPv6 network (a /64) of its own: each call gives another address in it. The per-address rate
 * limit counts each address apart; the hold counts the network as one source.
 */
function newNetwork(): () => string {
  networks += 1;
  const prefix = `2001:db8:${networks.toString(16)}:1`;
  let host = 0;
  return () => {
    host += 1;
    return `${prefix}::${host.toString(16)}`;
  };
}

const signIn = (email: string, password: string, address: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/staff/auth/login',
    payload: { email, password },
    remoteAddress: address,
  });
type Answer = Awaited<ReturnType<typeof signIn>>;
const answered = (answer: Answer) => ({ status: answer.statusCode, body: answer.json() });

const HELD = {
  status: 429,
  body: {
    message: expect.stringContaining('held'),
    errors: [{ code: 'sign_in_held', message: expect.any(String) }],
  },
};
const WRONG = {
  status: 401,
  body: {
    message: 'The e-mail address or the password is not right',
    errors: [{ code: 'invalid_credentials', message: 'The e-mail address or the password is not right' }],
  },
};

async function wrongPasswords(email: string, count: number, from: () => string): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let attempt = 0; attempt < count; attempt += 1) {
    answers.push(await signIn(email, `wrong password number ${attempt}`, from()));
  }
  return answers;
}

describe('wrong staff passwords', () => {
  it('1,000 from one address in a minute leave the admin signing in from another address at once', async () => {
    const admin = await signInStaff(ctx, 'admin');
    const started = performance.now();
    const answers = [];
    for (let attempt = 0; attempt < 1000; attempt += 1) {
      answers.push((await signIn(admin.email, `guess ${attempt}`, '203.0.113.66')).statusCode);
    }
    expect(performance.now() - started).toBeLessThan(60_000);
    expect(answers.slice(0, 9)).toEqual(Array(9).fill(401));
    // Held, then the per-address rate limit: the attacker's address gets nothing more.
    expect(answers.slice(9)).toEqual(Array(991).fill(429));

    const fromTheRestaurant = await signIn(admin.email, admin.password, '198.51.100.20');
    expect(fromTheRestaurant.statusCode).toBe(200);
  });

  it('from one network hold it back from that account only: the 10th in a row for 15 minutes, while other networks sign in', async () => {
    const cook = await signInStaff(ctx);
    const other = await signInStaff(ctx);
    const attacker = newNetwork();
    const answers = (await wrongPasswords(cook.email, 10, attacker)).map(answered);
    expect(answers.slice(0, 9)).toEqual(Array(9).fill(WRONG));
    expect(answers[9]).toMatchObject(HELD);

    // From there even the right password waits, before it is checked; the answer says until when.
    minutesLater(1);
    const right = await signIn(cook.email, cook.password, attacker());
    expect(answered(right)).toMatchObject(HELD);
    expect(right.json().message).toBe(
      'Too many wrong passwords from this network: signing in to this account from here is held until 17:15 (Dublin time). Try again then, sign in from another network, or ask an admin to lift the hold.',
    );
    expect(right.headers['retry-after']).toBe(String(14 * 60));
    // Another account from the same network, and the account from elsewhere, sign in.
    expect((await signIn(other.email, other.password, attacker())).statusCode).toBe(200);
    expect((await signIn(cook.email, cook.password, newNetwork()())).statusCode).toBe(200);
    // The sessions the member already had stay: the hold is against guessing, not against them.
    expect((await call(ctx, 'GET', '/api/v1/staff/me', { token: cook.token })).status).toBe(200);
  });

  it('hold the network twice as long each time before a sign-in from there, which starts again at 15 minutes', async () => {
    const cook = await signInStaff(ctx);
    const network = newNetwork();
    await wrongPasswords(cook.email, 10, network);
    minutesLater(14);
    expect((await signIn(cook.email, cook.password, network())).statusCode).toBe(429);

    minutesLater(2);
    const second = await wrongPasswords(cook.email, 10, network);
    expect(second.at(-1)?.headers['retry-after']).toBe(String(30 * 60));
    minutesLater(29);
    expect((await signIn(cook.email, cook.password, network())).statusCode).toBe(429);

    minutesLater(2);
    expect((await signIn(cook.email, cook.password, network())).statusCode).toBe(200);
    minutesLater(1);
    const again = await wrongPasswords(cook.email, 10, network);
    expect(again.at(-1)?.headers['retry-after']).toBe(String(15 * 60));
  });

  it('are counted per network and in a row: 9 from each of two networks, or 9, a sign-in and 9, hold nothing', async () => {
    const cook = await signInStaff(ctx);
    const first = newNetwork();
    const second = newNetwork();
    await wrongPasswords(cook.email, 9, first);
    await wrongPasswords(cook.email, 9, second);
    expect((await signIn(cook.email, cook.password, first())).statusCode).toBe(200);
    minutesLater(1);
    await wrongPasswords(cook.email, 9, first);
    expect((await signIn(cook.email, cook.password, first())).statusCode).toBe(200);
    expect((await signIn(cook.email, cook.password, second())).statusCode).toBe(200);
  });

  it('made at the same moment are counted exactly: 10 at once hold the network, once', async () => {
    const cook = await signInStaff(ctx);
    const network = newNetwork();
    const ten = await Promise.all(
      Array.from({ length: 10 }, () => signIn(cook.email, 'ten wrong ones at once', network())),
    );
    expect(ten.map((answer) => answer.statusCode).sort()).toEqual([...Array(9).fill(401), 429]);
    expect(await emailsTo(ctx, cook.email)).toHaveLength(1);
    minutesLater(1);
    expect((await signIn(cook.email, cook.password, network())).statusCode).toBe(429);
    expect((await signIn(cook.email, cook.password, newNetwork()())).statusCode).toBe(200);
  });

  it('for an e-mail address without an account answer exactly as for a member’s, through every try', async () => {
    const cook = await signInStaff(ctx);
    const sameness = (answer: Answer) => {
      // What differs between any two answers: the time, the request's id, the rate limit's clock.
      const { date, 'x-request-id': _id, 'x-ratelimit-reset': _reset, ...headers } = answer.headers;
      return { status: answer.statusCode, body: answer.body, headers };
    };
    // Each try for both at the same moment: ten, the rate limit's minute, two more (held).
    const memberNetwork = newNetwork();
    const nobodyNetwork = newNetwork();
    const member = [];
    const nobody = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      if (attempt === 10) minutesLater(1);
      member.push(sameness(await signIn(cook.email, `wrong ${attempt}`, memberNetwork())));
      nobody.push(sameness(await signIn('nobody.here@tiffin.test', `wrong ${attempt}`, nobodyNetwork())));
    }
    expect(nobody).toEqual(member);
    expect(member.map((answer) => answer.status)).toEqual([...Array(9).fill(401), ...Array(3).fill(429)]);
    expect(member.at(-1)?.body).toContain('sign_in_held');
  });

  it('e-mail the member when a network is held, at most once an hour, and log it', async () => {
    const cook = await signInStaff(ctx);
    const first = newNetwork();
    await wrongPasswords(cook.email, 10, first);
    minutesLater(1);
    await wrongPasswords(cook.email, 2, first);
    await wrongPasswords(cook.email, 10, newNetwork());

    const emails = await emailsTo(ctx, cook.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toMatch(/wrong passwords for your staff account$/);
    expect(emails[0]?.textBody).toContain(`Hello ${cook.name},`);
    expect(emails[0]?.textBody).toContain('10 times in a row');
    expect(emails[0]?.textBody).toMatch(/from the network 2001:db8:[\da-f]+:1::\/64/);
    expect(emails[0]?.textBody).toContain('held until 17:15 (Dublin time)');
    expect(emails[0]?.textBody).toContain('from anywhere else');

    minutesLater(60);
    await wrongPasswords(cook.email, 10, newNetwork());
    expect(await emailsTo(ctx, cook.email)).toHaveLength(2);

    const admin = await signInStaff(ctx, 'admin');
    const log = await call(ctx, 'GET', '/api/v1/staff/actions', { token: admin.token });
    const held = log.body.actions.filter(
      (action: { subject: string; action: string }) =>
        action.subject === `staff ${cook.id}` &&
        action.action === 'held back sign-ins from a network after wrong passwords',
    );
    expect(held).toHaveLength(3);
    expect(held[0]).toMatchObject({ staff_name: null });
  });
});

describe('the counts of the networks', () => {
  it('are forgotten a day after the last wrong password, and not before', async () => {
    const cook = await signInStaff(ctx);
    const quiet = newNetwork();
    const recent = newNetwork();
    await wrongPasswords(cook.email, 9, quiet);
    minutesLater(23 * 60);
    await wrongPasswords(cook.email, 9, recent);
    minutesLater(2 * 60);
    expect(await forgetQuietSignInHolds({ db: ctx.db, clock })).toBeGreaterThanOrEqual(1);
    // The quiet network starts again at one; the recent one's 10th in a row holds it.
    expect(answered(await signIn(cook.email, 'one more guess', quiet()))).toEqual(WRONG);
    expect(answered(await signIn(cook.email, 'one more guess', recent()))).toMatchObject(HELD);
  });
});

describe('an admin', () => {
  it('sees until when a member’s sign-in is held and from how many networks, and lifts the holds: the member signs in at once, and the log says who did it', async () => {
    const admin = await signInStaff(ctx, 'admin');
    const cook = await signInStaff(ctx);
    const first = newNetwork();
    await wrongPasswords(cook.email, 10, first);
    minutesLater(5);
    await wrongPasswords(cook.email, 10, newNetwork());

    const list = await call(ctx, 'GET', '/api/v1/staff/members', { token: admin.token });
    expect(list.body.staff).toContainEqual(
      expect.objectContaining({
        id: cook.id,
        sign_in_held: { networks: 2, until: '2026-12-04T17:20:00.000Z' },
      }),
    );
    expect(list.body.staff).toContainEqual(expect.objectContaining({ id: admin.id, sign_in_held: null }));

    const lifted = await call(ctx, 'POST', `/api/v1/staff/members/${cook.id}/unlock`, { token: admin.token });
    expect(lifted).toMatchObject({ status: 200, body: { id: cook.id, sign_in_held: null } });
    expect((await signIn(cook.email, cook.password, first())).statusCode).toBe(200);

    const log = await call(ctx, 'GET', '/api/v1/staff/actions', { token: admin.token });
    expect(log.body.actions).toContainEqual(
      expect.objectContaining({
        staff_name: admin.name,
        action: 'lifted the holds on a member’s sign-in',
        subject: `staff ${cook.id}`,
      }),
    );
  });

  it('a member of staff who is not an admin cannot lift them, and an unknown member is 404', async () => {
    const cook = await signInStaff(ctx);
    const admin = await signInStaff(ctx, 'admin');
    const byCook = await call(ctx, 'POST', `/api/v1/staff/members/${admin.id}/unlock`, { token: cook.token });
    expect(byCook.status).toBe(403);
    const unknown = await call(ctx, 'POST', '/api/v1/staff/members/999999/unlock', { token: admin.token });
    expect(unknown.status).toBe(404);
  });
});
