import { formMessages } from '@tiffin/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema.ts';
import { call, newCustomer, register } from '../../test/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const profileOf = async (id: number) =>
  (await ctx.db.select().from(customers).where(eq(customers.id, id)))[0];

describe('GET /api/v1/customer/info', () => {
  it("answers each customer's own details, and nobody else's", async () => {
    const aoife = await register(ctx, newCustomer({ name: 'Aoife Ryan' }));
    const declan = await register(ctx, newCustomer({ name: 'Declan Moloney' }));
    const info = await call(ctx, 'GET', '/api/v1/customer/info', { token: aoife.token });
    expect(info.body).toEqual({
      id: aoife.id,
      f_name: 'Aoife',
      l_name: 'Ryan',
      name: 'Aoife Ryan',
      email: aoife.email,
      phone: aoife.phone.replaceAll(' ', ''),
      image: null,
      is_email_verified: 0,
    });
    expect((await call(ctx, 'GET', '/api/v1/customer/info', { token: declan.token })).body.id).toBe(
      declan.id,
    );
  });
});

describe('POST /api/v1/customer/update-profile', () => {
  it('limits updates from one address, so phone numbers cannot be looked up one after another', async () => {
    const customer = await register(ctx);
    const taken = await register(ctx);
    const tryPhone = (phone: string) =>
      call(ctx, 'POST', '/api/v1/customer/update-profile', {
        token: customer.token,
        body: { name: 'Aoife Ryan', phone },
        address: '198.51.100.40',
      });
    const statuses = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      statuses.push(
        (await tryPhone(attempt % 2 ? taken.phone : `086 000 00${String(attempt).padStart(2, '0')}`)).status,
      );
    }
    expect(statuses).toEqual([200, 409, 200, 409, 200, 409, 200, 409, 200, 409]);
    const limited = await tryPhone(taken.phone);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many attempts. Please wait 15 minutes and try again.');
  });

  it('refuses control and direction-override characters in the name, storing nothing', async () => {
    const customer = await register(ctx);
    for (const name of ['Aoife\u0000Ryan', 'Aoife \u0007Ryan', 'Aoife \u202eRyan', 'Aoife\u200b Ryan']) {
      const response = await call(ctx, 'POST', '/api/v1/customer/update-profile', {
        token: customer.token,
        body: { name, phone: customer.phone },
      });
      expect(response.status, JSON.stringify(name)).toBe(400);
      expect(response.body.errors).toEqual([
        { code: 'name', message: 'Please remove the hidden characters from this field' },
      ]);
    }
    expect(await profileOf(customer.id)).toMatchObject({ firstName: 'Aoife', lastName: 'Ryan' });
  });

  it('changes the name (split at the first space) and the phone of the signed-in customer only', async () => {
    const customer = await register(ctx);
    const other = await register(ctx);
    const response = await call(ctx, 'POST', '/api/v1/customer/update-profile', {
      token: customer.token,
      body: {
        name: 'Siobhán Ní Bhriain',
        f_name: 'x',
        l_name: 'y',
        phone: '086 555 0101',
        email: customer.email,
      },
    });
    expect(response).toEqual({ status: 200, body: { message: 'Profile updated successfully!' } });
    expect(await profileOf(customer.id)).toMatchObject({
      firstName: 'Siobhán',
      lastName: 'Ní Bhriain',
      phone: '0865550101',
    });
    expect(await profileOf(other.id)).toMatchObject({ firstName: 'Aoife', lastName: 'Ryan' });
  });

  it('refuses a new e-mail, a phone another account uses, and a bad phone, storing nothing', async () => {
    const customer = await register(ctx);
    const other = await register(ctx);
    const before = await profileOf(customer.id);
    const update = (body: Record<string, string>) =>
      call(ctx, 'POST', '/api/v1/customer/update-profile', {
        token: customer.token,
        body: { name: 'New Name', phone: customer.phone, email: customer.email, ...body },
      });
    const newEmail = await update({ email: 'elsewhere@example.ie' });
    expect(newEmail.status).toBe(400);
    expect(newEmail.body.errors).toEqual([{ code: 'email', message: formMessages.account.emailReadOnly }]);
    const takenPhone = await update({ phone: other.phone });
    expect(takenPhone.status).toBe(409);
    expect(takenPhone.body.errors).toEqual([{ code: 'phone', message: formMessages.account.phoneTaken }]);
    const badPhone = await update({ phone: '12345' });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.errors[0]).toEqual({
      code: 'phone',
      message: 'Phone number must start with 08 and be exactly 10 digits',
    });
    const noName = await update({ name: ' ' });
    expect(noName.body.errors[0]).toEqual({ code: 'name', message: 'Full name is required' });
    expect(await profileOf(customer.id)).toEqual(before);
  });
});

describe('PUT /api/v1/customer/change-password', () => {
  it('needs the current password, then ends the other sessions but keeps this one', async () => {
    const customer = await register(ctx);
    const elsewhere = await call(ctx, 'POST', '/api/v1/auth/login', {
      body: { email_or_phone: customer.email, password: customer.password, field_type: 'email' },
    });
    const change = (current: string) =>
      call(ctx, 'PUT', '/api/v1/customer/change-password', {
        token: customer.token,
        body: {
          current_password: current,
          new_password: 'fresh password 2',
          confirm_password: 'fresh password 2',
        },
      });
    const wrong = await change('not my password');
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([
      { code: 'current_password', message: formMessages.account.currentPasswordIncorrect },
    ]);
    expect(await change(customer.password)).toEqual({
      status: 200,
      body: { message: 'Password changed successfully!' },
    });
    expect((await call(ctx, 'GET', '/api/v1/customer/info', { token: customer.token })).status).toBe(200);
    expect((await call(ctx, 'GET', '/api/v1/customer/info', { token: elsewhere.body.token })).status).toBe(
      401,
    );
    const login = (password: string) =>
      call(ctx, 'POST', '/api/v1/auth/login', {
        body: { email_or_phone: customer.email, password, field_type: 'email' },
      });
    expect((await login(customer.password)).status).toBe(401);
    expect((await login('fresh password 2')).status).toBe(200);
  });

  it('refuses a confirmation that does not match', async () => {
    const customer = await register(ctx);
    const response = await call(ctx, 'PUT', '/api/v1/customer/change-password', {
      token: customer.token,
      body: {
        current_password: customer.password,
        new_password: 'fresh password 2',
        confirm_password: 'fresh password 3',
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual({
      code: 'confirm_password',
      message: 'Passwords do not match',
    });
  });
});
