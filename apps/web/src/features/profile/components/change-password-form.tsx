import { changePasswordSchema, formMessages, messages, PASSWORD_MIN_LENGTH } from '@tiffin/core';
import { Form, useSchemaForm } from '@/components/form/form';
import { PasswordField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { accountText } from '@/lib/account-text';
import { fieldErrors, showErrorToast, toastApiError } from '@/lib/error-toasts';
import { isUnauthorizedError } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { type ChangePasswordRequest, useChangePassword } from '../api/change-password';

const text = accountText.profile.security;
const FIELDS = ['current_password', 'new_password', 'confirm_password'] as const;

/** The Security section's password change (DECISIONS.md "Password change"). */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useSchemaForm(changePasswordSchema, {
    mode: 'onTouched',
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
  });
  const { register, setError, reset } = form;
  const { errors } = form.formState;

  const onValid = async (request: ChangePasswordRequest) => {
    try {
      await change.mutateAsync(request);
    } catch (error) {
      if (isUnauthorizedError(error)) return;
      for (const { field, message } of fieldErrors(error, FIELDS)) setError(field, { message });
      toastApiError(error, { fallback: formMessages.profile.changePasswordFailed });
      return;
    }
    toast.success(formMessages.success.passwordChanged);
    reset();
  };

  return (
    <Form
      form={form}
      onSubmit={onValid}
      onInvalid={() => showErrorToast(messages.common.fixErrors)}
      className="grid gap-5"
    >
      <PasswordField
        label={text.currentPassword}
        showLabel={accountText.auth.showPassword}
        error={errors.current_password?.message}
        autoComplete="current-password"
        {...register('current_password')}
      />
      <PasswordField
        label={text.newPassword}
        hint={accountText.auth.passwordHint(PASSWORD_MIN_LENGTH)}
        showLabel={accountText.auth.showPassword}
        error={errors.new_password?.message}
        autoComplete="new-password"
        {...register('new_password')}
      />
      <PasswordField
        label={text.confirmPassword}
        showLabel={accountText.auth.showPassword}
        error={errors.confirm_password?.message}
        autoComplete="new-password"
        {...register('confirm_password')}
      />
      <button
        type="submit"
        disabled={change.isPending}
        className={buttonClasses('primary', 'w-full sm:w-auto sm:justify-self-start')}
      >
        {change.isPending && <Spinner className="size-4" />}
        {change.isPending ? text.submitting : text.submit}
      </button>
    </Form>
  );
}
