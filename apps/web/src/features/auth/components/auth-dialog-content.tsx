import { accountText } from '@/lib/account-text';
import { type AuthView, useAuthUiStore } from '../stores/auth-ui-store';
import { ForgotPasswordFlow } from './forgot-password-flow';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

/**
 * The forms inside the sign-in modal. Success closes the modal and the customer stays on the page;
 * the links between the forms switch in place.
 */
export default function AuthDialogContent({ view }: { view: AuthView }) {
  const switchTo = useAuthUiStore((state) => state.openAuthDialog);
  const close = useAuthUiStore((state) => state.closeAuthDialog);

  return (
    <div className="overflow-y-auto p-5 sm:p-6">
      {view === 'login' && (
        <>
          <p className="mb-5 text-sm text-ink-muted">{accountText.auth.loginIntro}</p>
          <LoginForm key="login" autoFocus onSuccess={close} onSwitch={switchTo} />
        </>
      )}
      {view === 'register' && (
        <>
          <p className="mb-5 text-sm text-ink-muted">{accountText.auth.registerIntro}</p>
          <RegisterForm key="register" autoFocus onSuccess={close} onSwitch={switchTo} />
        </>
      )}
      {view === 'forgot-password' && (
        <ForgotPasswordFlow key="forgot" autoFocus onDone={() => switchTo('login')} onSwitch={switchTo} />
      )}
    </div>
  );
}
