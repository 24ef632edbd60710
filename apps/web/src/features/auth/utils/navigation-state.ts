import { isRecord } from '@/lib/browser-storage';
import { paths } from '@/lib/paths';

/**
 * What a page sends to /login or /register in the navigation state (visitor-side §2): where to
 * return (`from`, default /), a yellow notice above the form (`message`) and `returnAfterLogin`.
 */
export type AuthNavigationState = {
  from?: string | { pathname: string; search?: string; hash?: string };
  message?: string;
  returnAfterLogin?: boolean;
};

export type AuthReturn = { from: string; message: string | null; returnAfterLogin: boolean };

/** Pages that make no sense to return to after signing in. */
const NO_RETURN_PATHS: readonly string[] = [paths.login, paths.register, paths.forgotPassword];

/** A path of this site only ('/profile', not '//elsewhere.example' or 'https://...'). */
function sitePath(value: unknown): string | null {
  if (typeof value === 'string') return value.startsWith('/') && !value.startsWith('//') ? value : null;
  if (isRecord(value) && typeof value.pathname === 'string') {
    const search = typeof value.search === 'string' ? value.search : '';
    const hash = typeof value.hash === 'string' ? value.hash : '';
    return sitePath(`${value.pathname}${search}${hash}`);
  }
  return null;
}

export function readAuthNavigationState(state: unknown): AuthReturn {
  const record = isRecord(state) ? state : {};
  const from = sitePath(record.from);
  const pathname = from?.split(/[?#]/)[0] ?? '';
  return {
    from: from === null || NO_RETURN_PATHS.includes(pathname) ? paths.home : from,
    message: typeof record.message === 'string' && record.message.trim() !== '' ? record.message : null,
    returnAfterLogin: record.returnAfterLogin === true,
  };
}

/** The state home receives after signing in on the way to checkout (visitor-side §2). */
export type CheckoutReturnState = { showCheckoutMessage: true; message: string };

/** The message home shows when it arrives with CheckoutReturnState, or null. */
export function readCheckoutReturnMessage(state: unknown): string | null {
  if (!isRecord(state) || state.showCheckoutMessage !== true) return null;
  return typeof state.message === 'string' && state.message.trim() !== '' ? state.message : null;
}
