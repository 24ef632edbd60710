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
