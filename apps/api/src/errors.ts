import {
  API_ERROR_STATUS,
  type ApiErrorCode,
  FIELD_ERROR_CODES,
  FIELD_ERROR_STATUS,
  type FieldErrorCode,
  formMessages,
} from '@tiffin/core';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export type ErrorItem = { code: string; message: string };
/** The one error shape of every answer that is not a success (spec/DECISIONS.md). */
export type ErrorBody = { message: string; errors: ErrorItem[] };

type AppErrorOptions = { errors?: ErrorItem[]; extra?: Record<string, unknown> };

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
      return reply.status(error.status).send({ ...error.extra, ...errorBody(error.message, error.errors) });
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
