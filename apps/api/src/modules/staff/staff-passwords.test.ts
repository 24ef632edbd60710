import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../deps.ts';
import { call, signInStaff } from '../../test/auth-helpers.ts';
import { openStream } from '../../test/event-stream-client.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { addMember, newStaffPassword } from './index.ts';

/**
 * Staff passwords hard to guess, and a member's own change of password (issue 30, the probe's
 * finding 4: `Password1234` was accepted, and staff could not change their password).
 */

let ctx: TestContext;
let base: string;
beforeAll(async () => {
  // Listening, for the live streams; each stream from an address of its own (X-Forwarded-For).
  ctx = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => ctx.close());

let memberCounter = 0;
const newMember = (password: string) => {
  memberCounter += 1;
  return {
    name: 'Niamh Byrne',
    email: `niamh.${memberCounter}@tiffin.test`,
    password,
    role: 'staff',
  };
};

const changePassword = (token: string, body: Record<string, string>) =>
  call(ctx, 'PUT', '/api/v1/staff/me/password', { token, body });

describe('a new member’s password', () => {
  it('is refused when easy to guess, Password1234 first, with what would make it harder', async () => {
    const admin = await signInStaff(ctx, 'admin');
    const refused = await call(ctx, 'POST', '/api/v1/staff/members', {
      token: admin.token,
      body: newMember('Password1234'),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ code: 'password', message: refused.body.message }]);
    expect(refused.body.message).toBe(
      'This password is too easy to guess. This is similar to a commonly used password. Add more words that are less common. Capitalize more than the first letter.',
    );
    const list = await call(ctx, 'GET', '/api/v1/staff/members', { token: admin.token });
    expect(JSON.stringify(list.body)).not.toContain(`niamh.${memberCounter}@`);
  });

  it('is refused when it leans on the member’s own name', async () => {
    const admin = await signInStaff(ctx, 'admin');
    // Hard enough for zxcvbn by itself; not when the name it is made of is the member's.
    const password = 'QuillanOisín';
    const refused = await call(ctx, 'POST', '/api/v1/staff/members', {
      token: admin.token,
      body: { ...newMember(password), name: 'Oisín Quillan' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      {
        code: 'password',
        message: expect.stringMatching(
          /^This password is too easy to guess\. There should not be any personal or page related data\./,
        ),
      },
    ]);
    const otherName = await call(ctx, 'POST', '/api/v1/staff/members', {
      token: admin.token,
      body: { ...newMember(password), name: 'Sean Walsh' },
    });
    expect(otherName.status).toBe(200);
  });

  it('is accepted when hard to guess, as every password the tests, seeds and the command line use', async () => {
    const admin = await signInStaff(ctx, 'admin');
    for (const password of ['tandoor at six sharp', 'a long kitchen password', 'kitchen-pass-for-e2e']) {
      const added = await call(ctx, 'POST', '/api/v1/staff/members', {
        token: admin.token,
        body: newMember(password),
      });
      expect(added.status, password).toBe(200);
    }
    // The command line's and the development seed's passwords, made at random.
    for (let made = 0; made < 3; made += 1) {
      const member = { ...newMember(newStaffPassword()), role: 'admin' as const };
      await expect(
        addMember({ db: ctx.db, clock: systemClock }, { member, createdBy: null }),
      ).resolves.toEqual(expect.objectContaining({ email: member.email }));
    }
  });

  it('is refused through the command line’s way in as well', async () => {
    const member = { ...newMember('Password1234'), role: 'admin' as const };
    await expect(addMember({ db: ctx.db, clock: systemClock }, { member, createdBy: null })).rejects.toThrow(
      'This password is too easy to guess.',
    );
  });
});

describe('a member’s own change of password', () => {
  it('refuses a wrong current password and an easy new one; the password stays', async () => {
    const cook = await signInStaff(ctx);
    const wrongCurrent = await changePassword(cook.token, {
      current_password: 'not my password',
      new_password: 'saffron rice and a tin of ghee',
      confirm_password: 'saffron rice and a tin of ghee',
    });
    expect(wrongCurrent).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'current_password', message: 'The current password is not right' }] },
    });
    const easy = await changePassword(cook.token, {
      current_password: cook.password,
      new_password: 'Password1234',
      confirm_password: 'Password1234',
    });
    expect(easy.status).toBe(400);
    expect(easy.body.errors).toEqual([
      { code: 'new_password', message: expect.stringMatching(/^This password is too easy to guess\./) },
    ]);
    const mismatch = await changePassword(cook.token, {
      current_password: cook.password,
      new_password: 'saffron rice and a tin of ghee',
      confirm_password: 'saffron rice and a tin of ghe',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors[0].code).toBe('confirm_password');

    const signIn = await call(ctx, 'POST', '/api/v1/staff/auth/login', {
      body: { email: cook.email, password: cook.password },
    });
    expect(signIn.status).toBe(200);
  });

  it('ends the member’s other sessions and their live streams, keeps this one, and is logged', async () => {
    const cook = await signInStaff(ctx);
    const other = await call(ctx, 'POST', '/api/v1/staff/auth/login', {
      body: { email: cook.email, password: cook.password },
    });
    const otherToken = other.body.token as string;
    const colleague = await signInStaff(ctx);
    const stream = (token: string, address: string) =>
      openStream(`${base}/api/v1/staff/orders/stream`, token, undefined, { 'x-forwarded-for': address });
    const otherStream = await stream(otherToken, '192.0.2.31');
    const thisStream = await stream(cook.token, '192.0.2.32');

    const newPassword = 'saffron rice and a tin of ghee';
    const changed = await changePassword(cook.token, {
      current_password: cook.password,
      new_password: newPassword,
      confirm_password: newPassword,
    });
    expect(changed).toEqual({
      status: 200,
      body: { message: 'Your password is changed. Your other devices are signed out.' },
    });

    await otherStream.ended;
    expect((await call(ctx, 'GET', '/api/v1/staff/me', { token: otherToken })).status).toBe(401);
    expect((await call(ctx, 'GET', '/api/v1/staff/me', { token: cook.token })).status).toBe(200);
    expect((await call(ctx, 'GET', '/api/v1/staff/me', { token: colleague.token })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(thisStream.hasEnded()).toBe(false);
    thisStream.close();

    const old = await call(ctx, 'POST', '/api/v1/staff/auth/login', {
      body: { email: cook.email, password: cook.password },
    });
    expect(old.status).toBe(401);
    const fresh = await call(ctx, 'POST', '/api/v1/staff/auth/login', {
      body: { email: cook.email, password: newPassword },
    });
    expect(fresh.status).toBe(200);

    const admin = await signInStaff(ctx, 'admin');
    const log = await call(ctx, 'GET', '/api/v1/staff/actions', { token: admin.token });
    expect(log.body.actions).toContainEqual(
      expect.objectContaining({
        staff_name: cook.name,
        action: 'changed their password',
        subject: `staff ${cook.id}`,
      }),
    );
  });
});
