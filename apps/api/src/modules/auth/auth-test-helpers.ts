import { desc, eq } from 'drizzle-orm';
import { outbox } from '../../db/schema.ts';
import { clientAddress, type TestContext } from '../../test/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

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

/** The newest e-mail to an address, waiting briefly: reset e-mails leave after the answer. */
export async function latestEmailTo(ctx: TestContext, address: string, afterId = 0, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [row] = await ctx.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, address))
      .orderBy(desc(outbox.id))
      .limit(1);
    if (row && row.id > afterId) return row;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return undefined;
}

export function codeIn(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match?.[1]) throw new Error(`no 6-digit code in: ${text}`);
  return match[1];
}
