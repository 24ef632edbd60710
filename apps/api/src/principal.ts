import type { customers } from './db/schema.ts';

/** Who a route may serve: anyone, a signed-in customer, a member of staff, or an admin. */
export type Access = 'public' | 'customer' | 'staff' | 'admin';

/** A signed-in customer's account, as its row reads. */
export type CustomerAccount = typeof customers.$inferSelect;
export type CustomerPrincipal = { kind: 'customer'; customer: CustomerAccount; sessionId: number };
/** A member of the restaurant's staff (modules/staff), signed in with a staff session. */
export type StaffPrincipal = { kind: 'staff'; staffId: number; role: 'staff' | 'admin'; sessionId: number };
/** Who made a request, from its bearer token. */
export type Principal = CustomerPrincipal | StaffPrincipal;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every /api route declares it (plugins/access.ts refuses to start otherwise). */
    access?: Access;
  }
  interface FastifyRequest {
    /** Set by the access hook on routes that are not public. */
    principal: Principal | null;
  }
}

export function mayAccess(principal: Principal, access: Exclude<Access, 'public'>): boolean {
  if (access === 'customer') return principal.kind === 'customer';
  if (access === 'staff') return principal.kind === 'staff';
  return principal.kind === 'staff' && principal.role === 'admin';
}
