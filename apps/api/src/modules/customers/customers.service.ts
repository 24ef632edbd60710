import { type CustomerInfo, formMessages } from '@tiffin/core';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, uniqueViolation } from '../../errors.ts';
import * as repository from './customers.repository.ts';

export type Customer = repository.CustomerRow;

const m = formMessages.account;

export const fullName = (customer: Pick<Customer, 'firstName' | 'lastName'>) =>
  [customer.firstName, customer.lastName].filter(Boolean).join(' ');

/** The customer as the spec's calls answer them. */
export function customerInfo(customer: Customer): CustomerInfo {
  return {
    id: customer.id,
    f_name: customer.firstName,
    l_name: customer.lastName,
    name: fullName(customer),
    email: customer.email,
    phone: customer.phone,
    image: customer.image,
    is_email_verified: customer.emailVerifiedAt === null ? 0 : 1,
  };
}

const taken = (field: 'email' | 'phone') =>
  new AppError(field, field === 'email' ? m.emailTaken : m.phoneTaken, { refusal: 'taken' });

/**
 * 409 naming each of e-mail and phone that another account already uses. Called in the writing
 * transaction; two writes racing past it meet the unique index, answered the same (`asConflict`).
 */
async function assertEmailAndPhoneFree(
  db: AppDeps['db'],
  { email, phone }: { email?: string; phone?: string },
  exceptCustomerId?: number,
): Promise<void> {
  const errors: { code: 'email' | 'phone'; message: string }[] = [];
  const byEmail = email ? await repository.findCustomerByEmail(db, email) : undefined;
  if (byEmail && byEmail.id !== exceptCustomerId) errors.push({ code: 'email', message: m.emailTaken });
  const byPhone = phone ? await repository.findCustomerByPhone(db, phone) : undefined;
  if (byPhone && byPhone.id !== exceptCustomerId) errors.push({ code: 'phone', message: m.phoneTaken });
  const [first] = errors;
  if (first) throw new AppError(first.code, first.message, { errors, refusal: 'taken' });
}

/** A unique index's refusal as the 409 of the field it keeps unique; anything else as it is. */
function asConflict(error: unknown): unknown {
  const constraint = uniqueViolation(error);
  if (constraint === repository.UNIQUE_CONSTRAINTS.email) return taken('email');
  if (constraint === repository.UNIQUE_CONSTRAINTS.phone) return taken('phone');
  return error;
}

export async function findCustomerById({ db }: Pick<AppDeps, 'db'>, { customerId }: { customerId: number }) {
  return repository.findCustomerById(db, customerId);
}

/** The id of the account an e-mail address belongs to, read with no more work for a known address than for an unknown one. */
export async function findCustomerIdByEmail({ db }: Pick<AppDeps, 'db'>, { email }: { email: string }) {
  return repository.findCustomerIdByEmail(db, email);
}

/** The account an e-mail address or a phone number (as stored: no spaces) belongs to. */
export async function findCustomerBySignIn(
  { db }: Pick<AppDeps, 'db'>,
  input: { identifier: string; fieldType: 'email' | 'phone' },
): Promise<Customer | undefined> {
  return input.fieldType === 'email'
    ? repository.findCustomerByEmail(db, input.identifier)
    : repository.findCustomerByPhone(db, input.identifier);
}

/** A new account, in `db` (the registration's transaction). */
export async function createCustomer(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  input: { firstName: string; lastName: string; email: string; phone: string; passwordHash: string },
): Promise<Customer> {
  await assertEmailAndPhoneFree(db, input);
  const now = clock.now();
  return repository
    .insertCustomer(db, { ...input, createdAt: now, updatedAt: now })
    .catch((error: unknown) => {
      throw asConflict(error);
    });
}

export function getCustomerInfo(_deps: unknown, { customer }: { customer: Customer }): CustomerInfo {
  return customerInfo(customer);
}

/** Name and phone change; the e-mail is the account's identity and is read-only here. */
export async function updateProfile(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  input: { customer: Customer; f_name: string; l_name: string; phone: string; email?: string | undefined },
) {
  const { customer } = input;
  if (input.email !== undefined && input.email !== customer.email) {
    throw new AppError('email', m.emailReadOnly, { refusal: 'invalid' });
  }
  await db.transaction(async (tx) => {
    await assertEmailAndPhoneFree(tx, { phone: input.phone }, customer.id);
    await repository
      .updateCustomer(tx, customer.id, {
        firstName: input.f_name,
        lastName: input.l_name,
        phone: input.phone,
        updatedAt: clock.now(),
      })
      .catch((error: unknown) => {
        throw asConflict(error);
      });
  });
  return { message: formMessages.profile.updated };
}

/**
 * Marks the address proved, in `db` (the confirmation's transaction), if it is still the account's
 * address; answers whether it is.
 */
export async function markEmailVerified(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  { customerId, email }: { customerId: number; email: string },
): Promise<boolean> {
  return repository.markEmailVerified(db, customerId, email, clock.now());
}

/** Holds the customer's row until `db`'s transaction ends (two resends at once send one link). */
export async function lockCustomer({ db }: Pick<AppDeps, 'db'>, { customerId }: { customerId: number }) {
  await repository.lockCustomer(db, customerId);
}

/** A new password hash (a reset or a change), in `db` (the caller's transaction). */
export async function setPasswordHash(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  { customerId, passwordHash }: { customerId: number; passwordHash: string },
): Promise<void> {
  await repository.updateCustomer(db, customerId, { passwordHash, updatedAt: clock.now() });
}

/** Removes the account; its sessions, codes, e-mails and favourites cascade. */
export async function deleteCustomer({ db }: Pick<AppDeps, 'db'>, { customerId }: { customerId: number }) {
  await repository.deleteCustomer(db, customerId);
}

/**
 * How many orders each of these customers placed, by id: the orders module's `orderCountsOf`,
 * handed in by the app (app.ts) with the staff's routes, since orders reads customers through this
 * module and an import back would make a cycle.
 */
export type OrderCounts = (db: Db, customerIds: number[]) => Promise<Map<number, number>>;

export type CustomerSearchDeps = Pick<AppDeps, 'db'> & { orderCounts: OrderCounts };

/** The staff's search (issue 14): by name, e-mail or phone; the first 20, with their order counts. */
export async function searchCustomers({ db, orderCounts }: CustomerSearchDeps, { q }: { q: string }) {
  const rows = await repository.searchCustomers(db, q, 20);
  const counts = await orderCounts(
    db,
    rows.map((row) => row.id),
  );
  return {
    customers: rows.map((row) => ({
      id: row.id,
      name: `${row.firstName} ${row.lastName}`.trim(),
      email: row.email,
      phone: row.phone,
      created_at: row.createdAt.toISOString(),
      orders_count: counts.get(row.id) ?? 0,
    })),
  };
}
