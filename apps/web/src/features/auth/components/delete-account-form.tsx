import { useQueryClient } from '@tanstack/react-query';
import {
  DELETE_ACCOUNT_REDIRECT_MS,
  deleteAccountSchema,
  formMessages,
  ORDER_RECORDS_KEPT_YEARS,
} from '@tiffin/core';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Form, useSchemaForm } from '@/components/form/form';
import { PasswordField, TextField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { accountText } from '@/lib/account-text';
import { fieldErrors, toastApiError } from '@/lib/error-toasts';
import { paths } from '@/lib/paths';
import { isUnauthorizedError } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { type DeleteAccountRequest, useDeleteAccount } from '../api/delete-account';
import { clearAccountData } from '../hooks/clear-account-data';
import { useAccessToken } from '../stores/auth-store';
import { useAuthUiStore } from '../stores/auth-ui-store';

const text = accountText.profile.deleteAccount;

/**
 * Delete Account (checkout-and-account §2.10, §5): e-mail and password, checked on submit, each
 * error cleared as soon as its field is typed in. Success shows 'Account Deleted Successfully',
 * ends the session and goes home after DELETE_ACCOUNT_REDIRECT_MS.
 */
export function DeleteAccountForm() {
  const token = useAccessToken();
  const deletion = useDeleteAccount(token ?? '');
  const accountDeleted = useAuthUiStore((state) => state.accountDeleted);
  const setAccountDeleted = useAuthUiStore((state) => state.setAccountDeleted);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      useAuthUiStore.getState().setAccountDeleted(false);
    },
    [],
  );

  const form = useSchemaForm(deleteAccountSchema, {
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { email: '', password: '' },
  });
  const { register, clearErrors, setError } = form;
  const { errors } = form.formState;

  const onValid = async (request: DeleteAccountRequest) => {
    try {
      await deletion.mutateAsync(request);
    } catch (error) {
      // A 401 is the session's end, announced once by the auth feature.
      if (isUnauthorizedError(error)) return;
      for (const { field, message } of fieldErrors(error, ['email', 'password'] as const)) {
        setError(field, { message });
      }
      toastApiError(error, { fallback: formMessages.auth.deleteAccountFailed, useMessage: true });
      return;
    }
    setAccountDeleted(true);
    clearAccountData(queryClient);
    toast.success(formMessages.profile.accountDeleted);
    timer.current = window.setTimeout(() => {
      void navigate(paths.home, { replace: true });
    }, DELETE_ACCOUNT_REDIRECT_MS);
  };

  if (accountDeleted) {
    return (
      <Notice tone="success" role="status">
        <p className="font-display text-lg font-semibold">{formMessages.profile.accountDeleted}</p>
        <p className="mt-1">{text.redirecting}</p>
      </Notice>
    );
  }

  return (
    <Form form={form} onSubmit={onValid} className="grid gap-5">
      <div className="text-sm leading-6 text-ink-muted">
        <p>{text.intro}</p>
        <p className="mt-1">{text.ordersKept(ORDER_RECORDS_KEPT_YEARS)}</p>
        <p className="mt-1">{text.confirm}</p>
        <p className="mt-1 font-semibold text-danger">{text.warning}</p>
      </div>
      <TextField
        label={accountText.auth.emailLabel}
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        {...register('email', { onChange: () => clearErrors('email') })}
      />
      <PasswordField
        label={accountText.auth.passwordLabel}
        showLabel={accountText.auth.showPassword}
        error={errors.password?.message}
        autoComplete="current-password"
        {...register('password', { onChange: () => clearErrors('password') })}
      />
      <button
        type="submit"
        disabled={deletion.isPending}
        className={buttonClasses('danger', 'w-full sm:w-auto sm:justify-self-start')}
      >
        {deletion.isPending && <Spinner className="size-4" />}
        {deletion.isPending ? text.submitting : text.submit}
      </button>
    </Form>
  );
}
