import { formMessages } from '@tiffin/core';
import { AppError } from '../../errors.ts';
import type { Authenticated } from '../../plugins/authenticate.ts';
import * as accounts from '../auth/auth.repository.ts';
import { type AuthDeps, assertEmailAndPhoneFree, customerInfo } from '../auth/auth.service.ts';
import { hashPassword, verifyPassword } from '../auth/secrets.ts';

export function getCustomerInfo({ customer }: Authenticated) {
  return customerInfo(customer);
}

/** Name and phone change; the e-mail is the account's identity and is read-only here. */
export async function updateProfile(
  { db, clock }: AuthDeps,
  { customer }: Authenticated,
  input: { f_name: string; l_name: string; phone: string; email?: string | undefined },
) {
  if (input.email !== undefined && input.email !== customer.email) {
    throw new AppError(400, 'email', formMessages.account.emailReadOnly);
  }
  await assertEmailAndPhoneFree(db, { phone: input.phone }, customer.id);
  await accounts.updateCustomer(db, customer.id, {
    firstName: input.f_name,
    lastName: input.l_name,
    phone: input.phone,
    updatedAt: clock.now(),
  });
  return { message: formMessages.profile.updated };
}

/** A new password ends every other session of the customer; this browser stays signed in. */
export async function changePassword(
  { db, clock }: AuthDeps,
  { customer, sessionId }: Authenticated,
  input: { current_password: string; new_password: string },
) {
  if (!(await verifyPassword(customer.passwordHash, input.current_password))) {
    throw new AppError(400, 'current_password', formMessages.account.currentPasswordIncorrect);
  }
  const passwordHash = await hashPassword(input.new_password);
  await db.transaction(async (tx) => {
    await accounts.updateCustomer(tx, customer.id, { passwordHash, updatedAt: clock.now() });
    await accounts.deleteOtherSessions(tx, customer.id, sessionId);
  });
  return { message: formMessages.success.passwordChanged };
}
