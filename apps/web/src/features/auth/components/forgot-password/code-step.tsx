import {
  formMessages,
  messages,
  OTP_MAX_LENGTH,
  OTP_VALID_MS,
  RESET_INVALID_TOAST_MS,
  verifyTokenSchema,
} from '@tiffin/core';
import { useEffect } from 'react';
import { errorRoom } from '@/components/form/field-frame';
import { Form, formSchema, useSchemaForm } from '@/components/form/form';
import { TextField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button-styles';
import { ArrowLeftIcon } from '@/components/ui/icons/arrow-left-icon';
import { Spinner } from '@/components/ui/spinner';
import { accountText } from '@/lib/account-text';
import { ApiError } from '@/lib/api-client';
import { showErrorToast, toastApiError } from '@/lib/error-toasts';
import { toast } from '@/lib/toast';
import { useVerifyToken } from '../../api/verify-token';
import { SendLabel } from './send-label';

const text = accountText.auth.forgot;

type CodeFields = { reset_token: string };

type CodeStepProps = {
  email: string;
  defaultCode: string;
  sentMessage: string | null;
  autoFocus: boolean;
  sending: boolean;
  secondsLeft: number;
  onResend: () => Promise<boolean>;
  onVerified: (code: string) => void;
  onBack: () => void;
};

/** Step 2: the code sent to the address, checked with the server; it can be sent again. */
export function CodeStep({
  email,
  defaultCode,
  sentMessage,
  autoFocus,
  sending,
  secondsLeft,
  onResend,
  onVerified,
  onBack,
}: CodeStepProps) {
  const verifyToken = useVerifyToken();
  // The address of step 1 goes with the code: core's schema checks the two together.
  const form = useSchemaForm(
    formSchema(verifyTokenSchema, (fields: CodeFields) => ({ ...fields, email })),
    { mode: 'onTouched', defaultValues: { reset_token: defaultCode } },
  );
  const { register, setFocus, resetField } = form;
  const { errors } = form.formState;
  useEffect(() => {
    if (autoFocus) setFocus('reset_token');
  }, [autoFocus, setFocus]);

  const onValid = async (request: { email: string; reset_token: string }) => {
    try {
      await verifyToken.mutateAsync(request);
      toast.success(formMessages.success.otpVerified);
      onVerified(request.reset_token);
    } catch (error) {
      showVerifyError(error);
    }
  };

  const resend = async () => {
    // A new code replaces the old one: what was typed is cleared (visitor-side §4).
    resetField('reset_token', { defaultValue: '' });
    if (await onResend()) setFocus('reset_token');
  };

  return (
    <Form
      form={form}
      onSubmit={onValid}
      onInvalid={() => showErrorToast(messages.common.fixErrors)}
      className="grid gap-5"
    >
      <p className="text-sm leading-6 text-ink-muted">
        {text.codeIntro(email, OTP_VALID_MS / 60_000)}
        {sentMessage && <span className="mt-1 block">{sentMessage}</span>}
      </p>
      <TextField
        label={text.codeLabel}
        error={errors.reset_token?.message}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_MAX_LENGTH}
        className={`${errorRoom} [&_input]:text-center [&_input]:font-mono [&_input]:text-xl [&_input]:tracking-[0.4em]`}
        {...register('reset_token')}
      />
      <button type="submit" disabled={verifyToken.isPending} className={buttonClasses('primary', 'w-full')}>
        {verifyToken.isPending && <Spinner className="size-4" />}
        {verifyToken.isPending ? text.verifying : text.verify}
      </button>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <button type="button" onClick={onBack} className={buttonClasses('ghost', '-ml-3')}>
          <ArrowLeftIcon className="size-4" />
          {text.back}
        </button>
        <button
          type="button"
          onClick={resend}
          disabled={sending || secondsLeft > 0}
          className={buttonClasses('secondary', 'tabular-nums')}
        >
          <SendLabel sending={sending} secondsLeft={secondsLeft} label={text.resend} />
        </button>
      </div>
    </Form>
  );
}

/** visitor-side §8 "Verify OTP": an invalid code in red for 5 s; else the flow's texts. */
function showVerifyError(error: unknown): void {
  if (error instanceof ApiError && error.status > 0 && error.status < 500) {
    const invalid = error.errors.find((item) => item.code === 'invalid');
    if (invalid) {
      showErrorToast(invalid.message, RESET_INVALID_TOAST_MS);
      return;
    }
    toastApiError(error, { fallback: formMessages.auth.otpVerificationFailed });
    return;
  }
  toastApiError(error, { fallback: formMessages.auth.otpVerificationFailedRetry });
}
