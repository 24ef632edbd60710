import {
  formMessages,
  messages,
  PASSWORD_MIN_LENGTH,
  RESET_INVALID_TOAST_MS,
  RESET_OTP_TOAST_MS,
  resetPasswordSchema,
} from '@tiffin/core';
import { useEffect } from 'react';
import { errorRoom } from '@/components/form/field-frame';
import { Form, formSchema, useSchemaForm } from '@/components/form/form';
import { PasswordField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button-styles';
import { ArrowLeftIcon } from '@/components/ui/icons/arrow-left-icon';
import { Spinner } from '@/components/ui/spinner';
import { accountText } from '@/lib/account-text';
import { ApiError } from '@/lib/api-client';
import { showErrorToast, toastApiError } from '@/lib/error-toasts';
import { toast } from '@/lib/toast';
import { useResetPassword } from '../../api/reset-password';

const text = accountText.auth.forgot;

type PasswordFields = { password: string; confirm_password: string };

type PasswordStepProps = {
  email: string;
  code: string;
  autoFocus: boolean;
  onReset: () => void;
  onBack: () => void;
};

/** Step 3: the new password, sent with the address and the code. */
export function PasswordStep({ email, code, autoFocus, onReset, onBack }: PasswordStepProps) {
  const resetPassword = useResetPassword();
  // The address and the code of the steps before go with the password.
  const form = useSchemaForm(
    formSchema(resetPasswordSchema, (fields: PasswordFields) => ({ ...fields, email, reset_token: code })),
    { mode: 'onTouched', defaultValues: { password: '', confirm_password: '' } },
  );
  const { register, setFocus } = form;
  const { errors } = form.formState;
  useEffect(() => {
    if (autoFocus) setFocus('password');
  }, [autoFocus, setFocus]);

  const onValid = async (request: PasswordFields & { email: string; reset_token: string }) => {
    try {
      await resetPassword.mutateAsync(request);
      toast.success(formMessages.success.passwordReset);
      onReset();
    } catch (error) {
      showResetError(error);
    }
  };

  return (
    <Form
      form={form}
      onSubmit={onValid}
      onInvalid={() => showErrorToast(messages.common.fixErrors)}
      className="grid gap-5"
    >
      <p className="text-sm leading-6 text-ink-muted">{text.passwordIntro}</p>
      <PasswordField
        label={text.newPasswordLabel}
        hint={accountText.auth.passwordHint(PASSWORD_MIN_LENGTH)}
        showLabel={accountText.auth.showPassword}
        error={errors.password?.message}
        autoComplete="new-password"
        className={errorRoom}
        {...register('password')}
      />
      <PasswordField
        label={text.confirmPasswordLabel}
        showLabel={accountText.auth.showPassword}
        error={errors.confirm_password?.message}
        autoComplete="new-password"
        className={errorRoom}
        {...register('confirm_password')}
      />
      <button
        type="submit"
        disabled={resetPassword.isPending || resetPassword.isSuccess}
        className={buttonClasses('primary', 'w-full')}
      >
        {resetPassword.isPending && <Spinner className="size-4" />}
        {resetPassword.isPending ? text.resetting : text.resetPassword}
      </button>
      <button type="button" onClick={onBack} className={buttonClasses('ghost', '-ml-3 justify-self-start')}>
        <ArrowLeftIcon className="size-4" />
        {text.back}
      </button>
    </Form>
  );
}

/** visitor-side §8 "Reset password": invalid in red 5 s, otp in red 6 s, else 'Reset failed' or the fallbacks. */
function showResetError(error: unknown): void {
  if (error instanceof ApiError && error.status > 0 && error.status < 500) {
    const invalid = error.errors.find((item) => item.code === 'invalid');
    const otp = error.errors.find((item) => item.code === 'otp');
    if (invalid) showErrorToast(invalid.message, RESET_INVALID_TOAST_MS);
    if (otp) showErrorToast(otp.message, RESET_OTP_TOAST_MS);
    if (invalid || otp) return;
    toastApiError(error, { fallback: error.message || formMessages.auth.resetFailed, useMessage: true });
    return;
  }
  toastApiError(error, { fallback: formMessages.auth.resetFailedRetry });
}
