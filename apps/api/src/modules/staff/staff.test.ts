import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, register, signInStaff } from '../../test/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
const staffRoutes: { method: string; url: string; access: string }[] = [];

beforeAll(async () => {
  ctx = await createTestApp({
    onRoute: (route: RouteOptions) => {
      const access = (route.config as { access?: string } | undefined)?.access;
      const methods = [route.method].flat().filter((method) => method !== 'HEAD');
      if (access === 'staff' || access === 'admin') {
        for (const method of methods) staffRoutes.push({ method, url: route.url, access });
      }
    },
  });
});
afterAll(() => ctx.close());

/** A path with its parameters filled in. */
const pathOf = (url: string) => url.replace(/:[a-zA-Z]+/g, '1');

describe('every staff call', () => {
  it('refuses a visitor (401) and a customer (403), lets a member of staff in, and keeps the admins’ calls to admins', async () => {
    expect(staffRoutes.length).toBeGreaterThanOrEqual(10);
    const customer = await register(ctx);
    const members = { cook: await signInStaff(ctx, 'staff'), admin: await signInStaff(ctx, 'admin') };
    /** A new session of a member: one of the calls is signing out. */
    const signInAgain = async (member: { email: string; password: string }) => {
      const response = await call(ctx, 'POST', '/api/v1/staff/auth/login', {
        body: { email: member.email, password: member.password },
      });
      return { token: response.body.token as string };
    };
    for (const route of staffRoutes) {
      if (route.url.endsWith('/stream')) continue; // a stream never ends: tested below with a real connection
      const cook = await signInAgain(members.cook);
      const admin = await signInAgain(members.admin);
      const method = route.method as 'GET' | 'POST' | 'PATCH';
      const url = pathOf(route.url);
      const name = `${route.method} ${route.url}`;
      expect((await call(ctx, method, url)).status, name).toBe(401);
      expect((await call(ctx, method, url, { token: customer.token })).status, name).toBe(403);
      const asStaff = await call(ctx, method, url, { token: cook.token });
      if (route.access === 'admin') expect(asStaff.status, name).toBe(403);
      else expect([401, 403]).not.toContain(asStaff.status);
      const asAdmin = await call(ctx, method, url, { token: admin.token });
      expect([401, 403], name).not.toContain(asAdmin.status);
    }
    // Two sign-ins and four calls for each of more than a hundred routes: longer than one test's 30 s
    // on a busy machine.
  }, 90_000);

  it('answers 401 and 403 on the live stream too, before it starts', async () => {
    const customer = await register(ctx);
    expect((await call(ctx, 'GET', '/api/v1/staff/orders/stream')).status).toBe(401);
    expect((await call(ctx, 'GET', '/api/v1/staff/orders/stream', { token: customer.token })).status).toBe(
      403,
    );
  });
});

describe('staff sign-in', () => {
  it('gives a token for the right password, the same 401 for a wrong one or an unknown address, and ends with sign-out', async () => {
    const cook = await signInStaff(ctx);
    const me = await call(ctx, 'GET', '/api/v1/staff/me', { token: cook.token });
    expect(me).toMatchObject({ status: 200, body: { email: cook.email, role: 'staff', disabled: false } });
    expect(JSON.stringify(me.body)).not.toContain('password');

    const wrong = await call(ctx, 'POST', '/api/v1/staff/auth/login', {
      body: { email: cook.email, password: 'not the password' },
    });
    const unknown = await call(ctx, 'POST', '/api/v1/staff/auth/login', {
      body: { email: 'nobody@tiffin.test', password: 'not the password' },
    });
    expect(wrong).toEqual(unknown);
    expect(wrong.status).toBe(401);

    expect((await call(ctx, 'POST', '/api/v1/staff/auth/logout', { token: cook.token })).status).toBe(200);
    expect((await call(ctx, 'GET', '/api/v1/staff/me', { token: cook.token })).status).toBe(401);
  });

  it('a customer’s account does not open the staff side, even with the same address and password', async () => {
    const customer = await register(ctx);
    const response = await call(ctx, 'POST', '/api/v1/staff/auth/login', {
      body: { email: customer.email, password: customer.password },
    });
    expect(response.status).toBe(401);
  });
});

describe('the admins', () => {
  it('add a member, who signs in; a second member with the address is refused; a disabled member is signed out at once', async () => {
    const admin = await signInStaff(ctx, 'admin');
    const member = {
      name: 'Priya Nair',
      email: 'Priya@Tiffin.test',
      password: 'tandoor at six sharp',
      role: 'staff',
    };
    const added = await call(ctx, 'POST', '/api/v1/staff/members', { token: admin.token, body: member });
    expect(added).toMatchObject({
      status: 200,
      body: { name: 'Priya Nair', email: 'priya@tiffin.test', role: 'staff' },
    });
    expect(
      (await call(ctx, 'POST', '/api/v1/staff/members', { token: admin.token, body: member })).status,
    ).toBe(409);
    const short = await call(ctx, 'POST', '/api/v1/staff/members', {
      token: admin.token,
      body: { ...member, email: 'other@tiffin.test', password: 'short' },
    });
    expect(short.status).toBe(400);

    const signedIn = await call(ctx, 'POST', '/api/v1/staff/auth/login', {
      body: { email: 'priya@tiffin.test', password: member.password },
    });
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.token as string;

    const disabled = await call(ctx, 'PATCH', `/api/v1/staff/members/${added.body.id}`, {
      token: admin.token,
      body: { disabled: true },
    });
    expect(disabled.body.disabled).toBe(true);
    expect((await call(ctx, 'GET', '/api/v1/staff/me', { token })).status).toBe(401);
    const again = await call(ctx, 'POST', '/api/v1/staff/auth/login', {
      body: { email: 'priya@tiffin.test', password: member.password },
    });
    expect(again.status).toBe(401);

    const list = await call(ctx, 'GET', '/api/v1/staff/members', { token: admin.token });
    expect(list.body.staff).toContainEqual(
      expect.objectContaining({ email: 'priya@tiffin.test', disabled: true }),
    );
    expect(JSON.stringify(list.body)).not.toMatch(/password|argon2/);
  });

  it('cannot disable themselves', async () => {
    const admin = await signInStaff(ctx, 'admin');
    const response = await call(ctx, 'PATCH', `/api/v1/staff/members/${admin.id}`, {
      token: admin.token,
      body: { disabled: true },
    });
    expect(response.status).toBe(409);
    expect((await call(ctx, 'GET', '/api/v1/staff/me', { token: admin.token })).status).toBe(200);
  });

  it('see who did what and when, newest first', async () => {
    const admin = await signInStaff(ctx, 'admin');
    await call(ctx, 'POST', '/api/v1/staff/members', {
      token: admin.token,
      body: {
        name: 'Sean Walsh',
        email: 'sean@tiffin.test',
        password: 'front of house all day',
        role: 'staff',
      },
    });
    const log = await call(ctx, 'GET', '/api/v1/staff/actions', { token: admin.token });
    expect(log.body.actions[0]).toMatchObject({
      staff_name: admin.name,
      action: 'added a member of staff',
      details: { email: 'sean@tiffin.test', role: 'staff' },
    });
    expect(log.body.actions[1]).toMatchObject({ staff_name: admin.name, action: 'signed in' });
    expect(Date.parse(log.body.actions[0].created_at)).not.toBeNaN();
  });
});
