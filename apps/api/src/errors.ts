import {
  API_ERROR_STATUS,
  type ApiErrorCode,
  FIELD_ERROR_CODES,
  FIELD_ERROR_STATUS,
  type FieldErrorCode,
  formMessages,
  messages,
} from '@tiffin/core';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/**
 * One entry of `errors`: a code and its message, and what else says which thing it is about (an
 * order's line the menu no longer sells names it: core's orderProblemSchema).
 */
export type ErrorItem = { code: string; message: string } & Record<string, unknown>;
/** The one error shape of every answer that is not a success (spec/DECISIONS.md). */
export type ErrorBody = { message: string; errors: ErrorItem[] };

type AppErrorOptions = {
  errors?: ErrorItem[];
  extra?: Record<string, unknown>;
  /** Headers the answer carries (a refusal's Retry-After) */
  headers?: Record<string, string>;
};

/**
 * The one error type of the server; the error handler turns it into the error shape. Its status
 * is its code's, from core's one table (decision 039). A field a service refuses after the schema
 * passed it (DECISIONS.md: any other code is a field name) is `invalid` (400) when the value cannot
 * be used and `taken` (409) when another record holds it.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode | FieldErrorCode;
  readonly errors: ErrorItem[];
  /** More the answer carries beside the error shape (the fresh quote of `price_changed`) */
  readonly extra: Record<string, unknown> | undefined;
  readonly headers: Record<string, string>;

  constructor(code: ApiErrorCode, message: string, options?: AppErrorOptions);
  constructor(
    code: FieldErrorCode,
    message: string,
    options: AppErrorOptions & { refusal: keyof typeof FIELD_ERROR_STATUS },
  );
  constructor(
    code: ApiErrorCode | FieldErrorCode,
    message: string,
    options: AppErrorOptions & { refusal?: keyof typeof FIELD_ERROR_STATUS } = {},
  ) {
    super(message);
    this.status = isFieldErrorCode(code)
      ? FIELD_ERROR_STATUS[options.refusal ?? 'invalid']
      : API_ERROR_STATUS[code];
    this.code = code;
    this.errors = options.errors ?? [{ code, message }];
    this.extra = options.extra;
    this.headers = options.headers ?? {};
  }
}

const isFieldErrorCode = (code: string): code is FieldErrorCode =>
  FIELD_ERROR_CODES.some((field) => field === code);

export const notFound = (what: string) => new AppError('not_found', `${what} not found`);

export function errorBody(message: string, errors: ErrorItem[]): ErrorBody {
  return { message, errors };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A 503 (the database away, /ready's own) says when to ask again, as the handler's own does.
      if (error.status === 503) reply.header('retry-after', RETRY_AFTER_SECONDS);
      return reply
        .status(error.status)
        .headers(error.headers)
        .send({ ...error.extra, ...errorBody(error.message, error.errors) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        code: issue.instancePath.split('/').filter(Boolean).at(-1) ?? 'invalid',
        message: issue.message ?? 'Invalid value',
      }));
      return reply.status(400).send(errorBody(errors[0]?.message ?? 'Invalid request', errors));
    }
    if (isCustomerGone(error)) {
      // Signed out, as the next request of theirs would be: the account's rows are gone with it.
      return reply
        .status(401)
        .send(
          errorBody(formMessages.account.unauthenticated, [
            { code: 'unauthenticated', message: formMessages.account.unauthenticated },
          ]),
        );
    }
    if (isDatabaseUnreachable(error)) {
      // The database restarting or failing over: the caller may try again shortly, and /ready says
      // the process is not ready meanwhile.
      request.log.warn({ err: error }, 'the database is not answering');
      return reply
        .status(API_ERROR_STATUS.database_unavailable)
        .header('retry-after', RETRY_AFTER_SECONDS)
        .send(
          errorBody(DATABASE_UNAVAILABLE, [{ code: 'database_unavailable', message: DATABASE_UNAVAILABLE }]),
        );
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(status)
        .send(errorBody('Internal server error', [{ code: 'internal', message: 'Internal server error' }]));
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type, rate limit): its text is safe.
    const code = error.code ? error.code.replace(/^FST_ERR_/, '').toLowerCase() : 'invalid';
    return reply.status(status).send(errorBody(error.message, [{ code, message: error.message }]));
  });
}

export function routeNotFoundBody(method: string, url: string): ErrorBody {
  const message = `Route ${method} ${url.split('?')[0]} not found`;
  return errorBody(message, [{ code: 'not_found', message }]);
}

/** The constraint a write broke, when PostgreSQL refused it with `sqlState`, looking through the query error that wraps the driver's. */
function brokenConstraint(error: unknown, sqlState: string): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 4; depth += 1) {
    const fields = current as Error & { code?: unknown; constraint?: unknown };
    if (fields.code === sqlState) return typeof fields.constraint === 'string' ? fields.constraint : '';
    current = current.cause;
  }
  return undefined;
}

/** The constraint a write broke, when PostgreSQL refused it as a duplicate (23505); else undefined. */
export const uniqueViolation = (error: unknown) => brokenConstraint(error, '23505');

/**
 * Whether a write was refused because the customer it names no longer exists (23503 on a
 * `customer_id` reference): the account was deleted while this request of theirs was in flight.
 */
const isCustomerGone = (error: unknown) =>
  brokenConstraint(error, '23503')?.endsWith('_customer_id_customers_id_fk') ?? false;

/** How soon a caller may ask again while the database is away: about the time a restart takes. */
const RETRY_AFTER_SECONDS = '5';

/** Not in the spec: the answer while the database cannot be reached (the checkout's own words too). */
export const DATABASE_UNAVAILABLE = messages.common.serviceUnavailable.message;

/** Socket errors of a connection to the database server that is refused, reset or not answering. */
const UNREACHABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
]);
/**
 * PostgreSQL's own: the server shutting down, restarting or not yet accepting connections (57P01-03),
 * a connection failure (class 08), too many connections (53300), or the database not accepting
 * connections (55000: `ALTER DATABASE … ALLOW_CONNECTIONS false`, a database being restored or moved).
 */
const UNREACHABLE_SQL_STATE = /^(57P0[123]|08...|53300|55000)$/;

/**
 * A connection to the database could not be acquired, whatever the reason the server or the network
 * gave (the pool wraps it, db/client.ts): the database's state, not the request's fault (issue 47).
 */
export class ConnectionUnavailableError extends Error {
  constructor(cause: unknown) {
    super('No connection to the database could be made', { cause });
    this.name = 'ConnectionUnavailableError';
  }
}
/** What node-postgres and PGlite say when the connection went away or was never made. */
const UNREACHABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|PGlite is closed)/;

/**
 * Whether a request failed because the database could not be reached (a restart, a failover, the
 * network), looking through the errors that wrap the driver's: such a failure is the database's
 * state, not a fault of the request, and is answered 503 rather than 500.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 4; depth += 1) {
    if (current instanceof ConnectionUnavailableError) return true;
    const { code } = current as Error & { code?: unknown };
    if (
      typeof code === 'string' &&
      (UNREACHABLE_SOCKET_CODES.has(code) || UNREACHABLE_SQL_STATE.test(code))
    ) {
      return true;
    }
    if (UNREACHABLE_MESSAGE.test(current.message)) return true;
    // Node's connection to a name of several addresses fails with each address's error.
    if (current instanceof AggregateError && current.errors.some((each) => isDatabaseUnreachable(each))) {
      return true;
    }
    current = current.cause;
  }
  return false;
}
