import { DrizzleQueryError } from 'drizzle-orm/errors';

/** What a database driver's error may say without quoting the data: PostgreSQL's fields by name. */
const SAFE_DATABASE_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'routine'] as const;

export type LoggedError = {
  type: string;
  message: string;
  stack: string;
  query?: string;
  cause?: LoggedError;
  [field: string]: unknown;
};

/**
 * An error as the log may keep it. A failed query's message lists its parameters (a new customer's
 * password hash, e-mail and phone) and PostgreSQL's `detail` quotes the row ("Failing row contains
 * …", "Key (email)=(…) already exists"): both are left out, the SQL text and the error's code stay.
 * The logger's `err` serializer (app.ts), so no log line can carry them.
 */
export function loggableError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const logged: LoggedError = { type: error.name, message: error.message, stack: error.stack ?? '' };
  if (error instanceof DrizzleQueryError) {
    logged.type = 'DrizzleQueryError';
    logged.message = 'Failed query (parameters not logged)';
    logged.query = error.query;
    logged.stack = logged.stack.replace(error.message, logged.message);
  }
  const fields = error as unknown as Record<string, unknown>;
  for (const field of SAFE_DATABASE_FIELDS) {
    if (typeof fields[field] === 'string') logged[field] = fields[field];
  }
  if ('statusCode' in error) logged.statusCode = fields.statusCode;
  if (error.cause !== undefined && depth < 3) logged.cause = loggableError(error.cause, depth + 1);
  return logged;
}

/**
 * Query parameters whose values say nothing about a person (paging, filters by state or day); every
 * other value (a staff search for a customer, a place searched, a map position, a coupon code) is
 * logged as `…`, so a request's log line keeps its shape and none of its personal data.
 */
const HARMLESS_QUERY_PARAMETERS = new Set([
  'limit',
  'offset',
  'page',
  'status',
  'from',
  'to',
  'date',
  'type',
]);

/** A request's URL as the log may keep it: the path, and the query with its personal values left out. */
export function loggableUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = [...new URLSearchParams(url.slice(queryStart + 1))].map(([name, value]) =>
    HARMLESS_QUERY_PARAMETERS.has(name) ? `${name}=${encodeURIComponent(value)}` : `${name}=…`,
  );
  return `${url.slice(0, queryStart)}?${query.join('&')}`;
}
