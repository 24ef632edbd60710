import { formMessages, messages, PASSWORD_MIN_LENGTH, registerSchema } from '@tiffin/core';
import { useEffect } from 'react';
import { Form, useSchemaForm } from '@/components/form/form';
import { PasswordField, TextField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { accountText } from '@/lib/account-text';
import { fieldErrors, showErrorToast, toastApiError } from '@/lib/error-toasts';
import { toast } from '@/lib/toast';
import { type RegisterRequest, useRegister } from '../api/register';
import { useAuthStore } from '../stores/auth-store';
import type { AuthView } from '../stores/auth-ui-store';
import { AuthSwitch } from './auth-switch';

const text = accountText.auth;
const FIELDS = ['name', 'phone', 'email', 'password'] as const;

type RegisterFormProps = {
  onSuccess: () => void;
  onSwitch?: ((view: AuthView) => void) | undefined;
  autoFocus?: boolean;
  disabled?: boolean;
};

/** Registration: name, phone, e-mail and password; success signs the customer in (visitor-side §2, §5, §8). */
export function RegisterForm({
  onSuccess,
  onSwitch,
  autoFocus = false,
  disabled = false,
}: RegisterFormProps) {
  const registration = useRegister();
  const signIn = useAuthStore((state) => state.signIn);
  const form = useSchemaForm(registerSchema, {
    mode: 'onTouched',
    defaultValues: { name: '', phone: '', email: '', password: '' },
  });
  const { register, setFocus, setError } = form;
  const { errors } = form.formState;

  useEffect(() => {
    if (autoFocus) setFocus('name');
  }, [autoFocus, setFocus]);

  const onValid = async (request: RegisterRequest) => {
    try {
      const answer = await registration.mutateAsync(request);
      signIn({ token: answer.access_token, user: answer.user });
      toast.success(formMessages.success.registration);
      onSuccess();
    } catch (error) {
      // An address or number already taken (409) names its field: shown there and as a toast.
      for (const { field, message } of fieldErrors(error, FIELDS)) setError(field, { message });
      toastApiError(error, { fallback: formMessages.auth.registrationFailed });
    }
  };

  const busy = registration.isPending || disabled;

  return (
    <Form
      form={form}
      onSubmit={onValid}
      onInvalid={() => showErrorToast(messages.common.fixErrors)}
      className="grid gap-5"
    >
      <TextField
        label={text.nameLabel}
        error={errors.name?.message}
        autoComplete="name"
        disabled={disabled}
        {...register('name')}
      />
      <TextField
        label={text.phoneLabel}
        hint={text.phoneHint}
        error={errors.phone?.message}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        disabled={disabled}
        {...register('phone')}
      />
      <TextField
        label={text.emailLabel}
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        disabled={disabled}
        {...register('email')}
      />
      <PasswordField
        label={text.passwordLabel}
        hint={text.passwordHint(PASSWORD_MIN_LENGTH)}
        showLabel={text.showPassword}
        error={errors.password?.message}
        autoComplete="new-password"
        disabled={disabled}
        {...register('password')}
      />
      <button type="submit" disabled={busy} className={buttonClasses('primary', 'w-full')}>
        {registration.isPending && <Spinner className="size-4" />}
        {registration.isPending ? text.creatingAccount : messages.navigation.signUp}
      </button>
      <p className="text-center text-sm">
        {text.haveAccount}{' '}
        <AuthSwitch view="login" onSwitch={onSwitch}>
          {messages.navigation.signIn}
        </AuthSwitch>
      </p>
    </Form>
  );
}
