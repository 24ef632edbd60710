import type { StaffPasswordChange } from '@tiffin/core';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { hashPassword, verifyPassword } from '../../lib/secrets.ts';
import type { StaffPrincipal } from '../../principal.ts';
import { assertStrongPassword } from './password-rules.ts';
import * as repository from './staff.repository.ts';
import { announceEnded, recordAction } from './staff.service.ts';

const text = {
  currentWrong: 'The current password is not right',
  changed: 'Your password is changed. Your other devices are signed out.',
};

/**
 * A member's own new password, after their current one. Every other session of theirs ends (and
 * its live streams): whoever knew the old password is signed out; this device stays signed in.
 */
export async function changePassword(
  { db, clock, events }: Pick<AppDeps, 'db' | 'clock' | 'events'>,
  { principal, change }: { principal: StaffPrincipal; change: StaffPasswordChange },
): Promise<{ message: string }> {
  const member = await repository.findMemberById(db, principal.staffId);
  if (!member) throw new AppError('unauthenticated', text.currentWrong);
  if (!(await verifyPassword(member.passwordHash, change.current_password))) {
    throw new AppError('current_password', text.currentWrong, { refusal: 'invalid' });
  }
  await assertStrongPassword(db, change.new_password, member, 'new_password');
  const passwordHash = await hashPassword(change.new_password);
  await db.transaction(async (tx) => {
    await repository.setPasswordHash(tx, member.id, passwordHash);
    await announceEnded(
      events,
      tx,
      await repository.deleteOtherSessionsOf(tx, member.id, principal.sessionId),
    );
    await recordAction(
      { db: tx, clock },
      { staffId: member.id, action: 'changed their password', subject: `staff ${member.id}` },
    );
  });
  return { message: text.changed };
}
