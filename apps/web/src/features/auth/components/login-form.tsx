import { detectFieldType, formMessages, loginSchema, messages } from '@tiffin/core';
import { useEffect, useId } from 'react';
import { Form, formSchema, useSchemaForm } from '@/components/form/form';
import { PasswordField, TextField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { accountText } from '@/lib/account-text';
import { showErrorToast, toastApiError } from '@/lib/error-toasts';
import { toast } from '@/lib/toast';
import { type LoginRequest, useLogin } from '../api/login';
import { useAuthStore } from '../stores/auth-store';
import type { AuthView } from '../stores/auth-ui-store';
import { AuthSwitch } from './auth-switch';

const text = accountText.auth;

type LoginFields = { email_or_phone: string; password: string; remember: boolean };

/**
 * The form holds the identifier, the password and "Remember me"; core's loginSchema checks the
 * whole payload, with field_type from core's detectFieldType.
 */
const loginForm = formSchema(loginSchema, ({ email_or_phone, password }: LoginFields) => ({
  email_or_phone,
  password,
  field_type: detectFieldType(email_or_phone),
  login_type: 'manual' as const,
}));

type LoginFormProps = {
  /** Called once the session is stored and the success toast shown. */
  onSuccess: () => void;
  /** Inside the modal: switch forms in place (on a page the switches are links). */
  onSwitch?: ((view: AuthView) => void) | undefined;
  /** Put the cursor in the first field on opening (the modal). */
  autoFocus?: boolean;
  /** After success on a page the form stays disabled while the page redirects. */
  disabled?: boolean;
};

/** Sign in with an e-mail address or a phone number (visitor-side §2, §5, §7, §8). */
export function LoginForm({ onSuccess, onSwitch, autoFocus = false, disabled = false }: LoginFormProps) {
  const login = useLogin();
  const signIn = useAuthStore((state) => state.signIn);
  const rememberIdentifier = useAuthStore((state) => state.rememberIdentifier);
  const rememberedIdentifier = useAuthStore((state) => state.rememberedIdentifier);
  const rememberId = useId();
  const rememberHintId = useId();

  const form = useSchemaForm(loginForm, {
    mode: 'onTouched',
    defaultValues: {
      email_or_phone: rememberedIdentifier ?? '',
      password: '',
      remember: rememberedIdentifier !== null,
    },
  });
  const { register, setFocus } = form;
  const { errors } = form.formState;

  useEffect(() => {
    if (autoFocus) setFocus(rememberedIdentifier ? 'password' : 'email_or_phone');
  }, [autoFocus, rememberedIdentifier, setFocus]);

  const onValid = async (request: LoginRequest) => {
    try {
      const { token, ...userData } = await login.mutateAsync(request);
      signIn({
        token,
        user: { name: userData.name, email: userData.email, first_name: userData.first_name },
        userData,
      });
      // "Remember me" keeps the identifier only; the password is never written to storage.
      rememberIdentifier(form.getValues('remember') ? request.email_or_phone : null);
      toast.success(formMessages.success.login);
      onSuccess();
    } catch (error) {
      toastApiError(error, { fallback: formMessages.auth.loginFailed, useMessage: true });
    }
  };

  const busy = login.isPending || disabled;

  return (
    <Form
      form={form}
      onSubmit={onValid}
      onInvalid={() => showErrorToast(messages.common.fixErrors)}
      className="grid gap-5"
    >
      <TextField
        label={text.identifierLabel}
        hint={text.identifierHint}
        error={errors.email_or_phone?.message}
        type="text"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        disabled={disabled}
        {...register('email_or_phone')}
      />
      <PasswordField
        label={text.passwordLabel}
        showLabel={text.showPassword}
        error={errors.password?.message}
        autoComplete="current-password"
        disabled={disabled}
        {...register('password')}
      />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <div className="flex min-h-11 items-center gap-2.5">
          <input
            id={rememberId}
            type="checkbox"
            aria-describedby={rememberHintId}
            disabled={disabled}
            className="size-5 accent-saffron"
            {...register('remember')}
          />
          <label htmlFor={rememberId} className="text-sm font-medium">
            {text.rememberMe}
          </label>
        </div>
        <AuthSwitch view="forgot-password" onSwitch={onSwitch} className="text-sm">
          {text.forgotPassword}
        </AuthSwitch>
      </div>
      <p id={rememberHintId} className="-mt-3 text-xs text-ink-muted">
        {text.rememberMeHint}
      </p>
      <button type="submit" disabled={busy} className={buttonClasses('primary', 'w-full')}>
        {login.isPending && <Spinner className="size-4" />}
        {login.isPending ? text.signingIn : messages.navigation.signIn}
      </button>
      <p className="text-center text-sm">
        {text.noAccount}{' '}
        <AuthSwitch view="register" onSwitch={onSwitch}>
          {messages.navigation.signUp}
        </AuthSwitch>
      </p>
    </Form>
  );
}
