import type { CustomerInfo, LoginResponse } from '@tiffin/core';
import { create } from 'zustand';
import { type PersistStorage, persist } from 'zustand/middleware';
import {
  isRecord,
  readJson,
  readText,
  removeKeys,
  storageKeys,
  writeJson,
  writeText,
} from '@/lib/browser-storage';
import { readCustomerTokenFrom } from '@/lib/customer-fetch';

/**
 * What the site knows of the signed-in customer: the full customer record after registration or
 * a profile load, or the name and e-mail the login answer gives.
 */
export type AuthUser = Partial<Omit<CustomerInfo, 'name' | 'email'>> & {
  name: string;
  email: string;
  first_name?: string;
};

/** The login answer without its token, which is kept once, under access_token (visitor-side §3 "Auth"). */
export type UserData = Omit<LoginResponse, 'token'>;

type PersistedAuth = {
  token: string | null;
  user: AuthUser | null;
  userData: UserData | null;
  userName: string | null;
  /** "Remember me": the e-mail or phone typed at sign-in. Never a password. */
  rememberedIdentifier: string | null;
};

export type AuthState = PersistedAuth & {
  /** Stores a new session (login or registration). */
  signIn: (session: { token: string; user: AuthUser; userData?: UserData | null }) => void;
  /** The customer record from the server (profile load or save): the name shown everywhere. */
  updateUser: (info: CustomerInfo) => void;
  /** Wipes the stored session; the remembered identifier stays, as the customer asked. */
  clearSession: () => void;
  rememberIdentifier: (identifier: string | null) => void;
};

const signedOut: Omit<PersistedAuth, 'rememberedIdentifier'> = {
  token: null,
  user: null,
  userData: null,
  userName: null,
};

function isAuthUser(value: unknown): value is AuthUser {
  return isRecord(value) && typeof value.name === 'string' && typeof value.email === 'string';
}

function isUserData(value: unknown): value is UserData {
  return isRecord(value) && typeof value.name === 'string' && typeof value.login_type === 'string';
}

/**
 * The remembered e-mail or phone. The first version of the site kept the password beside it in
 * rememberedCredentials; such an entry is rewritten without it the first time it is read.
 */
function readRememberedIdentifier(): string | null {
  const remembered = readText(storageKeys.rememberedEmail);
  const credentials = readJson(storageKeys.rememberedCredentials, isRecord);
  if (credentials !== null && 'password' in credentials) {
    const identifier = credentials.email_or_phone ?? credentials.email;
    writeJson(
      storageKeys.rememberedCredentials,
      typeof identifier === 'string' ? { email_or_phone: identifier } : null,
    );
  }
  if (remembered) return remembered;
  const fromCredentials = credentials?.email_or_phone ?? credentials?.email;
  return typeof fromCredentials === 'string' && fromCredentials !== '' ? fromCredentials : null;
}

/**
 * Zustand's persist over the spec's own keys: access_token and user_name as text, user and
 * user_data as JSON, rememberedEmail and rememberedCredentials for "remember me".
 */
const authStorage: PersistStorage<PersistedAuth> = {
  getItem: () => {
    const token = readText(storageKeys.accessToken);
    return {
      state: {
        // A user record without a token is not a session.
        ...(token
          ? {
              token,
              user: readJson(storageKeys.user, isAuthUser),
              userData: readJson(storageKeys.userData, isUserData),
              userName: readText(storageKeys.userName),
            }
          : signedOut),
        rememberedIdentifier: readRememberedIdentifier(),
      },
    };
  },
  setItem: (_name, { state }) => {
    writeText(storageKeys.accessToken, state.token);
    writeJson(storageKeys.user, state.user);
    writeJson(storageKeys.userData, state.userData);
    writeText(storageKeys.userName, state.userName);
    writeText(storageKeys.rememberedEmail, state.rememberedIdentifier);
    writeJson(
      storageKeys.rememberedCredentials,
      state.rememberedIdentifier === null ? null : { email_or_phone: state.rememberedIdentifier },
    );
  },
  removeItem: () => {
    removeKeys(
      storageKeys.accessToken,
      storageKeys.user,
      storageKeys.userData,
      storageKeys.userName,
      storageKeys.rememberedEmail,
      storageKeys.rememberedCredentials,
    );
  },
};

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      ...signedOut,
      rememberedIdentifier: null,
      signIn: ({ token, user, userData = null }) => set({ token, user, userData, userName: user.name }),
      updateUser: (info) =>
        set((state) =>
          state.token === null ? state : { user: { ...state.user, ...info }, userName: info.name },
        ),
      clearSession: () => set(signedOut),
      rememberIdentifier: (identifier) => set({ rememberedIdentifier: identifier }),
    }),
    {
      name: 'auth',
      storage: authStorage,
      partialize: ({ token, user, userData, userName, rememberedIdentifier }) => ({
        token,
        user,
        userData,
        userName,
        rememberedIdentifier,
      }),
      // The stored keys are the whole truth: what is missing there is signed out here.
      merge: (persisted, current) => ({ ...current, ...(persisted as PersistedAuth) }),
    },
  ),
);

// Signing in or out in another tab changes access_token there; this tab follows.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === storageKeys.accessToken) void useAuthStore.persist.rehydrate();
  });
}

export const selectIsAuthenticated = (state: AuthState) => state.token !== null;

// Every customer call reads the token from here as it is sent (lib/customer-fetch.ts).
readCustomerTokenFrom(() => useAuthStore.getState().token);

/** The name the header shows: the stored full name, else what the login answer gave. */
export const selectDisplayName = (state: AuthState) =>
  state.userName || state.user?.name || state.userData?.name || state.user?.email || '';

/** visitor-side §3 "Auth": loginType and verificationStatus, derived from the login answer (a new object: read it with getState, not as a hook selector). */
export const verificationStatusOf = (state: AuthState) => ({
  loginType: state.userData?.login_type ?? null,
  isPhoneVerified: state.userData?.is_phone_verified === 1,
  isEmailVerified: state.userData?.is_email_verified === 1,
  hasPersonalInfo: state.userData?.is_personal_info === 1,
});

export function useIsAuthenticated(): boolean {
  return useAuthStore(selectIsAuthenticated);
}

export function useAccessToken(): string | null {
  return useAuthStore((state) => state.token);
}
