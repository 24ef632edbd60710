import { formMessages } from '@tiffin/core';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { isApiPath } from '../api-path.ts';
import { AppError } from '../errors.ts';
import { type CustomerPrincipal, mayAccess, type Principal, type StaffPrincipal } from '../principal.ts';

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
}

/**
 * Authentication as a hook: every API route declares `config.access`; for any but 'public' the
 * request's bearer token must belong to a principal allowed in (401 without one, 403 for the wrong
 * kind), who is put on `request.principal` before the body is even read. A route that declares
 * nothing stops the server from starting. Register before the routes.
 */
export function registerAccess(
  app: FastifyInstance,
  findPrincipal: (token: string) => Promise<Principal | null>,
): void {
  app.decorateRequest('principal', null);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (access === undefined) {
      if (isApiPath(route.url)) {
        throw new Error(`${route.method} ${route.url} declares no access: set config.access`);
      }
      return;
    }
    if (access === 'public') return;
    const authenticate: onRequestHookHandler = async (request) => {
      const principal = await findPrincipal(bearerToken(request));
      if (!principal) throw new AppError('unauthenticated', formMessages.account.unauthenticated);
      if (!mayAccess(principal, access)) throw new AppError('forbidden', formMessages.account.forbidden);
      request.principal = principal;
    };
    const existing = route.onRequest;
    route.onRequest = [authenticate, ...(existing === undefined ? [] : [existing].flat())];
  });
}

/** The signed-in customer of a route declared `access: 'customer'`. */
export function customerOf(request: FastifyRequest): CustomerPrincipal {
  const { principal } = request;
  if (principal?.kind !== 'customer') throw new AppError('forbidden', formMessages.account.forbidden);
  return principal;
}

/** The signed-in member of staff of a route declared `access: 'staff'` or `'admin'`. */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  const { principal } = request;
  if (principal?.kind !== 'staff') throw new AppError('forbidden', formMessages.account.forbidden);
  return principal;
}
