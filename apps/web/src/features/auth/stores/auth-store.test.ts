import { describe, expect, it } from 'vitest';
import { buildCustomer, buildLoginResponse } from '@/testing/fixtures';
import { useAuthStore } from './auth-store';

function reload() {
  void useAuthStore.persist.rehydrate();
  return useAuthStore.getState();
}

describe('the auth store', () => {
  it('keeps a session under the spec’s storage keys', () => {
    const { token, ...userData } = buildLoginResponse({ token: 'abc' });
    useAuthStore
      .getState()
      .signIn({ token, user: { name: 'Aoife Byrne', email: 'aoife@example.ie' }, userData });

    expect(localStorage.getItem('access_token')).toBe('abc');
    expect(localStorage.getItem('user_name')).toBe('Aoife Byrne');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual({
      name: 'Aoife Byrne',
      email: 'aoife@example.ie',
    });
    expect(JSON.parse(localStorage.getItem('user_data') ?? 'null')).toMatchObject({ login_type: 'manual' });
    expect(localStorage.getItem('user_data')).not.toContain('abc');
  });

  it('reads a session stored by an earlier visit', () => {
    localStorage.setItem('access_token', 'stored');
    localStorage.setItem('user', JSON.stringify(buildCustomer()));
    localStorage.setItem('user_name', 'Aoife Byrne');

    const state = reload();

    expect(state.token).toBe('stored');
    expect(state.user?.phone).toBe('0871234567');
    expect(state.userName).toBe('Aoife Byrne');
  });

  it('treats user data without a token as signed out, and ignores damaged entries', () => {
    localStorage.setItem('user', JSON.stringify(buildCustomer()));
    expect(reload().token).toBeNull();
    expect(reload().user).toBeNull();

    localStorage.setItem('access_token', 'stored');
    localStorage.setItem('user', '{not json');
    expect(reload().user).toBeNull();
  });

  it('clearing the session wipes its keys and keeps the remembered identifier', () => {
    useAuthStore.getState().signIn({ token: 'abc', user: { name: 'A', email: 'a@example.ie' } });
    useAuthStore.getState().rememberIdentifier('a@example.ie');

    useAuthStore.getState().clearSession();

    for (const key of ['access_token', 'user', 'user_data', 'user_name'])
      expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('rememberedEmail')).toBe('a@example.ie');
  });

  it('rewrites remembered credentials of the first version without their password', () => {
    localStorage.setItem(
      'rememberedCredentials',
      JSON.stringify({ email: 'a@example.ie', password: 'hunter22' }),
    );

    const state = reload();

    expect(state.rememberedIdentifier).toBe('a@example.ie');
    expect(localStorage.getItem('rememberedCredentials')).not.toContain('hunter22');
  });

  it('takes the name from the profile once it is loaded', () => {
    useAuthStore.getState().signIn({ token: 'abc', user: { name: 'Aoife', email: 'aoife@example.ie' } });

    useAuthStore.getState().updateUser(buildCustomer({ name: 'Aoife Byrne' }));

    expect(useAuthStore.getState().user).toMatchObject({ id: 7, name: 'Aoife Byrne', phone: '0871234567' });
    expect(localStorage.getItem('user_name')).toBe('Aoife Byrne');
  });
});
