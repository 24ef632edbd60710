import type { LoaderFunctionArgs } from 'react-router';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { routeData } from '../../route-data';

/**
 * A profile page's loader: starts the queries the page shows with the customer's token. Signed out,
 * the layout shows the sign-in prompt and nothing is asked (so it is on the server, which renders
 * the profile pages with no session).
 */
export function withToken(start: (token: string, args: LoaderFunctionArgs) => Promise<unknown>) {
  return (args: LoaderFunctionArgs) => {
    const { token } = useAuthStore.getState();
    return token === null ? null : routeData(start(token, args));
  };
}

/**
 * The same for a page whose calls read the token themselves as they are sent (lib/customer-fetch.ts,
 * decision 062): its queries start only for a customer signed in.
 */
export function whenSignedIn(start: (args: LoaderFunctionArgs) => Promise<unknown>) {
  return withToken((_token, args) => start(args));
}
