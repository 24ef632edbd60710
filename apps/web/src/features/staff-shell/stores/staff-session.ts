import type { StaffMember } from '@tiffin/core';
import { create } from 'zustand';
import type { ApiSession } from '@/lib/api-session';
import { isRecord, readJson, storageKeys, writeJson } from '@/lib/browser-storage';

/**
 * The member of staff signed in on this device, apart from any customer's session (a tablet at the
 * pass may also be used to order). Kept in localStorage so a reload keeps the board open; a session
 * the server ended is kept there as `{ ended: true }` until the next sign-in, so a cook who reloads
 * still reads why the board is gone.
 */
type StaffSession = { token: string; member: StaffMember };
type EndedSession = { ended: true };

type StaffSessionState = {
  session: StaffSession | null;
  /** Set when the server ended the session (signed out elsewhere, disabled, expired). */
  ended: boolean;
  signIn: (session: StaffSession) => void;
  signOut: (options?: { ended?: boolean }) => void;
};

function isStaffSession(value: unknown): value is StaffSession {
  return isRecord(value) && typeof value.token === 'string' && isRecord(value.member);
}

function isKept(value: unknown): value is StaffSession | EndedSession {
  return isStaffSession(value) || (isRecord(value) && value.ended === true);
}

const kept = readJson(storageKeys.staffSession, isKept);

export const useStaffSession = create<StaffSessionState>((set) => ({
  session: kept && isStaffSession(kept) ? kept : null,
  ended: kept !== null && !isStaffSession(kept),
  signIn: (session) => {
    writeJson(storageKeys.staffSession, session);
    set({ session, ended: false });
  },
  signOut: ({ ended = false } = {}) => {
    writeJson(storageKeys.staffSession, ended ? ({ ended: true } satisfies EndedSession) : null);
    set({ session: null, ended });
  },
}));

/**
 * The staff side's session for its calls (staff-fetch.ts) and its order stream: the member's token,
 * and a 401 means the server ended the session (signed out elsewhere, disabled, expired), which
 * signs this device out and shows the staff sign-in saying so.
 */
export const staffSession: ApiSession = {
  token: () => useStaffSession.getState().session?.token ?? null,
  ended: () => useStaffSession.getState().signOut({ ended: true }),
};
