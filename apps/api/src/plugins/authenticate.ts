import { formMessages } from '@tiffin/core';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../app.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { type CustomerRow, findLiveSession } from '../modules/auth/auth.repository.ts';
import { sha256 } from '../modules/auth/secrets.ts';

export type Authenticated = { customer: CustomerRow; sessionId: number };

/**
 * The signed-in customer of a request, from its bearer token; 401 when the token is missing,
 * unknown or expired. Routes call it first, so no customer-only handler runs without one.
 */
export async function authenticate(request: FastifyRequest, db: Db, clock: Clock): Promise<Authenticated> {
  const header = request.headers.authorization ?? '';
  const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  const session = token === '' ? undefined : await findLiveSession(db, sha256(token), clock.now());
  if (!session) throw new AppError(401, 'unauthenticated', formMessages.account.unauthenticated);
  return { customer: session.customer, sessionId: session.sessionId };
}
