import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/lib/paths';
import type { AuthView } from '../stores/auth-ui-store';

const viewPaths: Record<AuthView, string> = {
  login: paths.login,
  register: paths.register,
  'forgot-password': paths.forgotPassword,
};

type AuthSwitchProps = {
  view: AuthView;
  /** In the modal: show that form in place. On a page: absent, the link goes to that page. */
  onSwitch?: ((view: AuthView) => void) | undefined;
  className?: string;
  children: ReactNode;
};

const linkClass =
  'inline-flex min-h-11 items-center font-semibold text-saffron-dark underline-offset-4 hover:underline';

/** Sign in ↔ sign up ↔ forgot password: a link between pages, a button inside the modal. */
export function AuthSwitch({ view, onSwitch, className = '', children }: AuthSwitchProps) {
  const location = useLocation();
  if (onSwitch) {
    return (
      <button type="button" onClick={() => onSwitch(view)} className={`${linkClass} ${className}`}>
        {children}
      </button>
    );
  }
  // The return path and notice travel with the customer from one form to the other.
  return (
    <Link to={viewPaths[view]} state={location.state} className={`${linkClass} ${className}`}>
      {children}
    </Link>
  );
}
