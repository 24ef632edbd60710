import { describe, expect, it, vi } from 'vitest';

const member = {
  id: 3,
  name: 'Seán Murphy',
  email: 'sean@tiffin.test',
  role: 'staff' as const,
  disabled: false,
  sign_in_held: null,
  created_at: '2026-11-20T18:00:00.000Z',
};

/** The store as a reloaded page reads it: the module evaluated afresh over the same localStorage. */
async function reload() {
  vi.resetModules();
  return (await import('./staff-session')).useStaffSession.getState();
}

describe('the staff session on this device', () => {
  it('keeps the signed-in member across a reload', async () => {
    (await reload()).signIn({ token: 'staff-token', member });

    const reloaded = await reload();
    expect(reloaded.session).toEqual({ token: 'staff-token', member });
    expect(reloaded.ended).toBe(false);
  });

  it('still says the server ended the session after a reload, until the next sign-in', async () => {
    (await reload()).signIn({ token: 'staff-token', member });
    (await reload()).signOut({ ended: true });

    const afterEnd = await reload();
    expect(afterEnd.session).toBeNull();
    expect(afterEnd.ended).toBe(true);

    afterEnd.signIn({ token: 'new-token', member });
    const afterSignIn = await reload();
    expect(afterSignIn.ended).toBe(false);
    expect(afterSignIn.session?.token).toBe('new-token');
  });

  it('a sign-out of the member’s own choosing says nothing after a reload', async () => {
    (await reload()).signIn({ token: 'staff-token', member });
    (await reload()).signOut();

    const reloaded = await reload();
    expect(reloaded.session).toBeNull();
    expect(reloaded.ended).toBe(false);
  });
});
