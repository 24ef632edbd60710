import { desc, eq } from 'drizzle-orm';
import { vi } from 'vitest';
import { outbox } from '../db/schema.ts';
import { systemClock } from '../deps.ts';
import { addMember } from '../modules/staff/index.ts';
import { clientAddress, type TestContext } from './test-app.ts';

/**
 * What the API tests of every module share: calls as a browser makes them, new customers, and the
 * e-mails the server kept for them.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call as a browser makes it: JSON in, JSON out, from its own address, with a token if given. */
export async function call(
  ctx: TestContext,
  method: Method,
  url: string,
  options: { body?: unknown; token?: string; address?: string } = {},
) {
  const response = await ctx.app.inject({
    method,
    url,
    payload: options.body as Record<string, unknown> | undefined,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    remoteAddress: options.address ?? clientAddress(),
  });
  // What the call made happen through the order events (the receipt, the pushes, the tickets) is
  // delivered before the test looks, as the worker woken after the commit does (decision 062).
  await ctx.app.settleEvents();
  return { status: response.statusCode, body: response.body === '' ? undefined : response.json() };
}

let customerCounter = 0;
export function newCustomer(
  overrides: Partial<{ name: string; phone: string; email: string; password: string }> = {},
) {
  customerCounter += 1;
  const suffix = String(customerCounter).padStart(4, '0');
  return {
    name: 'Aoife Ryan',
    phone: `087 123 ${suffix}`,
    email: `aoife.${suffix}@example.ie`,
    password: 'correct horse battery',
    ...overrides,
  };
}

export async function register(ctx: TestContext, customer = newCustomer()) {
  const response = await call(ctx, 'POST', '/api/v1/auth/reg', { body: customer });
  if (response.status !== 200) throw new Error(`registration failed: ${JSON.stringify(response.body)}`);
  return { ...customer, token: response.body.access_token as string, id: response.body.user.id as number };
}

/** The link every new account is e-mailed at registration (issue 30), among the e-mails kept. */
export const isConfirmationLink = (email: { subject: string }) =>
  email.subject.startsWith('Confirm your e-mail');

/** The token in the newest link that proves an address, from the e-mail kept for it. */
export async function confirmationTokenFor(ctx: TestContext, address: string): Promise<string> {
  const links = (await emailsTo(ctx, address)).filter(isConfirmationLink);
  const match = /\/confirm-email#token=([\w-]{43})\b/.exec(links[0]?.textBody ?? '');
  if (!match?.[1]) throw new Error(`no confirmation link to ${address}`);
  return match[1];
}

/**
 * Opens the link e-mailed to a new customer, as they would: their address is proved, and e-mails to
 * it may quote what they typed (issue 30).
 */
export async function confirmEmail(ctx: TestContext, customer: { email: string }): Promise<void> {
  const token = await confirmationTokenFor(ctx, customer.email);
  const response = await call(ctx, 'POST', '/api/v1/auth/confirm-email', { body: { token } });
  if (response.status !== 200) throw new Error(`confirmation failed: ${JSON.stringify(response.body)}`);
}

/** The e-mails kept for an address, newest first. */
export function emailsTo(ctx: TestContext, address: string) {
  return ctx.db.select().from(outbox).where(eq(outbox.toAddress, address)).orderBy(desc(outbox.id));
}

/**
 * The newest e-mail to an address after `afterId`, waited for: reset e-mails are kept after the
 * answer. Not the link every new account is e-mailed at registration (`confirmationTokenFor`).
 */
export function latestEmailTo(ctx: TestContext, address: string, afterId = 0) {
  return vi.waitFor(
    async () => {
      const [row] = (await emailsTo(ctx, address)).filter((email) => !isConfirmationLink(email));
      if (row === undefined || row.id <= afterId) throw new Error(`no new e-mail to ${address} yet`);
      return row;
    },
    { timeout: 5000, interval: 20 },
  );
}

export function codeIn(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match?.[1]) throw new Error(`no 6-digit code in: ${text}`);
  return match[1];
}

let staffCounter = 0;
/** A new member of staff (or admin), signed in through the API: their id, e-mail, password and token. */
export async function signInStaff(ctx: TestContext, role: 'staff' | 'admin' = 'staff') {
  staffCounter += 1;
  const member = {
    name: `Cook ${staffCounter}`,
    email: `cook.${staffCounter}@tiffin.test`,
    password: 'a long kitchen password',
    role,
  };
  const added = await addMember({ db: ctx.db, clock: systemClock }, { member, createdBy: null });
  const response = await call(ctx, 'POST', '/api/v1/staff/auth/login', {
    body: { email: member.email, password: member.password },
  });
  if (response.status !== 200) throw new Error(`staff sign-in failed: ${JSON.stringify(response.body)}`);
  return { ...member, id: added.id, token: response.body.token as string };
}
