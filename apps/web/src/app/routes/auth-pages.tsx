import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ForgotPasswordFlow } from '@/features/auth/components/forgot-password-flow';
import { LoginForm } from '@/features/auth/components/login-form';
import { RegisterForm } from '@/features/auth/components/register-form';
import { usePostAuthRedirect } from '@/features/auth/hooks/use-post-auth-redirect';
import { selectDisplayName, useAuthStore, useIsAuthenticated } from '@/features/auth/stores/auth-store';
import { accountText } from '@/lib/account-text';
import { paths } from '@/lib/paths';
import { siteText } from '@/lib/site-text';
import { SitePageMeta } from './site-page-meta';

const text = accountText.auth;

/** /login (visitor-side §2): the notice from the navigation state, the form, then the redirect. */
export function LoginRoute() {
  const { target, redirecting, redirect } = usePostAuthRedirect();
  const signedInOnArrival = useSignedInOnArrival();
  if (signedInOnArrival) return <AlreadySignedIn />;
  return (
    <AuthCard title={text.loginTitle} intro={text.loginIntro}>
      <SitePageMeta title={text.loginTitle} />
      {target.message && <Notice className="mb-5">{target.message}</Notice>}
      <LoginForm onSuccess={redirect} disabled={redirecting} />
      {redirecting && <Redirecting />}
    </AuthCard>
  );
}

/** /register, with the same navigation state and redirect as /login. */
export function RegisterRoute() {
  const { target, redirecting, redirect } = usePostAuthRedirect();
  const signedInOnArrival = useSignedInOnArrival();
  if (signedInOnArrival) return <AlreadySignedIn />;
  return (
    <AuthCard title={text.registerTitle} intro={text.registerIntro}>
      <SitePageMeta title={text.registerTitle} />
      {target.message && <Notice className="mb-5">{target.message}</Notice>}
      <RegisterForm onSuccess={redirect} disabled={redirecting} />
      {redirecting && <Redirecting />}
    </AuthCard>
  );
}

/** /forgot-password: the three steps, then back to /login with the same navigation state. */
export function ForgotPasswordRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <AuthCard title={siteText.authDialog.forgotTitle}>
      <SitePageMeta title={siteText.authDialog.forgotTitle} />
      <ForgotPasswordFlow onDone={() => navigate(paths.login, { replace: true, state: location.state })} />
    </AuthCard>
  );
}

/** Whether the customer was already signed in when the page opened (not just now, by this form). */
function useSignedInOnArrival(): boolean {
  const isAuthenticated = useIsAuthenticated();
  const [onArrival] = useState(isAuthenticated);
  return onArrival && isAuthenticated;
}

function Redirecting() {
  return (
    <p role="status" className="mt-5 text-center text-sm font-medium text-chutney">
      {text.signedInRedirecting}
    </p>
  );
}

function AlreadySignedIn() {
  const name = useAuthStore(selectDisplayName);
  return (
    <AuthCard title={text.alreadySignedInTitle}>
      <SitePageMeta title={text.alreadySignedInTitle} />
      <p>{text.alreadySignedIn(name)}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={paths.profile} className={buttonClasses('primary')}>
          {text.goToProfile}
        </Link>
        <Link to={paths.home} className={buttonClasses('secondary')}>
          {text.goHome}
        </Link>
      </div>
    </AuthCard>
  );
}
