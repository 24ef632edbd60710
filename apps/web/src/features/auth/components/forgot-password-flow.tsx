import { zodResolver } from '@hookform/resolvers/zod';
import {
  forgotPasswordSchema,
  formatCountdown,
  formMessages,
  messages,
  OTP_LENGTH,
  OTP_MAX_LENGTH,
  OTP_RESEND_MS,
  OTP_VALID_MS,
  PASSWORD_MIN_LENGTH,
  parseWaitSeconds,
  RESET_INVALID_TOAST_MS,
  RESET_OTP_TOAST_MS,
  RESET_REDIRECT_MS,
  resetPasswordSchema,
  verifyTokenSchema,
} from '@tiffin/core';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorRoom } from '@/components/form/field-frame';
import { PasswordField, TextField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button-styles';
import { ArrowLeftIcon } from '@/components/ui/icons/arrow-left-icon';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { accountText } from '@/lib/account-text';
import { ApiError } from '@/lib/api-client';
import { showErrorToast, toastApiError } from '@/lib/error-toasts';
import { toast } from '@/lib/toast';
import { useForgotPassword } from '../api/forgot-password';
import { useResetPassword } from '../api/reset-password';
import { useVerifyToken } from '../api/verify-token';
import { useCountdown } from '../hooks/use-countdown';
import type { AuthView } from '../stores/auth-ui-store';
import { resolverWith } from '../utils/resolver-with';
import { AuthSwitch } from './auth-switch';

const text = accountText.auth.forgot;
const STEPS = ['email', 'code', 'password'] as const;
type Step = (typeof STEPS)[number] | 'done';

type ForgotPasswordFlowProps = {
  /** After the reset and RESET_REDIRECT_MS: back to sign-in. */
  onDone: () => void;
  onSwitch?: ((view: AuthView) => void) | undefined;
  autoFocus?: boolean;
};

/**
 * Forgot password in three steps (visitor-side §4, §8): the e-mail address, the code (OTP) sent to
 * it, then the new password. Back returns to the step before and clears the fields after it.
 * Sending again is held back by a countdown: the server's "Please wait N Seconds", or the resend
 * interval after a code was sent.
 */
export function ForgotPasswordFlow({ onDone, onSwitch, autoFocus = false }: ForgotPasswordFlowProps) {
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const countdown = useCountdown();
  // The wait is the server's per address: another address (a typo fixed) may be sent at once.
  const [countdownEmail, setCountdownEmail] = useState('');
  const forgotPassword = useForgotPassword();
  // Steps after the first take the focus when they appear; so does the first one in the modal.
  const [focusStep, setFocusStep] = useState(autoFocus);
  const doneTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(doneTimer.current), []);

  const goTo = (next: Step) => {
    setFocusStep(true);
    setStep(next);
  };

  /** Sends a code to the address; true when the server accepted. */
  const sendCode = async (address: string): Promise<boolean> => {
    const startCountdown = (seconds: number) => {
      setCountdownEmail(address);
      countdown.start(seconds);
    };
    try {
      const answer = await forgotPassword.mutateAsync({ email: address });
      toast.success(formMessages.success.otpSent);
      setSentMessage(answer.message);
      startCountdown(OTP_RESEND_MS / 1000);
      return true;
    } catch (error) {
      showSendError(error, startCountdown);
      return false;
    }
  };
  const secondsLeftFor = (address: string) =>
    normaliseEmail(address) === countdownEmail ? countdown.secondsLeft : 0;

  const stepIndex = step === 'done' ? STEPS.length : STEPS.indexOf(step) + 1;

  return (
    <div className="grid gap-5">
      <StepIndicator current={Math.min(stepIndex, STEPS.length)} />
      {step === 'email' && (
        <EmailStep
          defaultEmail={email}
          autoFocus={focusStep}
          sending={forgotPassword.isPending}
          secondsLeftFor={secondsLeftFor}
          onSubmit={async (address) => {
            setEmail(address);
            if (await sendCode(address)) goTo('code');
          }}
          onSwitch={onSwitch}
        />
      )}
      {step === 'code' && (
        <CodeStep
          email={email}
          defaultCode={code}
          sentMessage={sentMessage}
          autoFocus={focusStep}
          sending={forgotPassword.isPending}
          secondsLeft={secondsLeftFor(email)}
          onResend={() => sendCode(email)}
          onVerified={(verifiedCode) => {
            setCode(verifiedCode);
            goTo('password');
          }}
          onBack={() => {
            setCode('');
            goTo('email');
          }}
        />
      )}
      {step === 'password' && (
        <PasswordStep
          email={email}
          code={code}
          autoFocus={focusStep}
          onReset={() => {
            setStep('done');
            doneTimer.current = window.setTimeout(onDone, RESET_REDIRECT_MS);
          }}
          onBack={() => goTo('code')}
        />
      )}
      {step === 'done' && (
        <Notice tone="success" role="status">
          {text.doneRedirecting}
        </Notice>
      )}
    </div>
  );
}

/** The address as the schema leaves it (trimmed, lower case), to compare typed and sent ones. */
function normaliseEmail(address: string): string {
  return address.trim().toLowerCase();
}

/**
 * visitor-side §8 "Forgot password": an otp-coded "Please wait N Seconds" starts the countdown
 * with its own toast; other items are shown (fallback 'An error occurred'); else the flow's text.
 */
function showSendError(error: unknown, startCountdown: (seconds: number) => void): void {
  if (error instanceof ApiError && error.status > 0 && error.status < 500 && error.errors.length > 0) {
    for (const item of error.errors) {
      const waitSeconds = item.code === 'otp' ? parseWaitSeconds(item.message) : null;
      if (waitSeconds !== null) {
        startCountdown(waitSeconds);
        showErrorToast(formMessages.auth.waitBeforeOtp(waitSeconds));
      } else {
        showErrorToast(item.message || formMessages.auth.anErrorOccurred);
      }
    }
    return;
  }
  toastApiError(error, { fallback: formMessages.auth.sendResetFailed });
}

function StepIndicator({ current }: { current: number }) {
  return (
    <div>
      <p className="text-sm font-semibold text-ink-muted">{text.stepOf(current, STEPS.length)}</p>
      <ol className="mt-2 grid grid-cols-3 gap-2">
        {text.steps.map((label, index) => {
          const position = index + 1;
          return (
            <li
              key={label}
              aria-current={position === current ? 'step' : undefined}
              className={`border-t-4 pt-1.5 text-xs font-medium ${
                position <= current ? 'border-saffron text-ink' : 'border-line text-ink-muted'
              }`}
            >
              {label}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function SendLabel({
  sending,
  secondsLeft,
  label,
}: {
  sending: boolean;
  secondsLeft: number;
  label: string;
}) {
  if (sending) {
    return (
      <>
        <Spinner className="size-4" />
        {text.sending}
      </>
    );
  }
  return <>{secondsLeft > 0 ? text.resendIn(formatCountdown(secondsLeft)) : label}</>;
}

type EmailStepProps = {
  defaultEmail: string;
  autoFocus: boolean;
  sending: boolean;
  /** Seconds before a code may be sent to this address again. */
  secondsLeftFor: (address: string) => number;
  onSubmit: (email: string) => Promise<void>;
  onSwitch?: ((view: AuthView) => void) | undefined;
};

function EmailStep({ defaultEmail, autoFocus, sending, secondsLeftFor, onSubmit, onSwitch }: EmailStepProps) {
  const {
    register,
    handleSubmit,
    setFocus,
    watch,
    formState: { errors },
  } = useForm<{ email: string }, unknown, { email: string }>({
    mode: 'onTouched',
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: defaultEmail },
  });
  useEffect(() => {
    if (autoFocus) setFocus('email');
  }, [autoFocus, setFocus]);
  const secondsLeft = secondsLeftFor(watch('email'));

  return (
    <form
      noValidate
      onSubmit={handleSubmit(
        (values) => onSubmit(values.email),
        () => showErrorToast(messages.common.fixErrors),
      )}
      className="grid gap-5"
    >
      <p className="text-sm leading-6 text-ink-muted">{text.emailIntro(OTP_LENGTH)}</p>
      <TextField
        label={accountText.auth.emailLabel}
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        className={errorRoom}
        {...register('email')}
      />
      <button
        type="submit"
        disabled={sending || secondsLeft > 0}
        className={buttonClasses('primary', 'w-full tabular-nums')}
      >
        <SendLabel sending={sending} secondsLeft={secondsLeft} label={text.sendCode} />
      </button>
      <p className="text-center text-sm">
        <AuthSwitch view="login" onSwitch={onSwitch}>
          {text.backToSignIn}
        </AuthSwitch>
      </p>
    </form>
  );
}

type CodeFields = { reset_token: string };
type CodePayload = CodeFields & { email: string };

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

function CodeStep({
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
  const {
    register,
    handleSubmit,
    setFocus,
    resetField,
    formState: { errors },
  } = useForm<CodeFields, unknown, CodePayload>({
    mode: 'onTouched',
    resolver: resolverWith(zodResolver(verifyTokenSchema), (_values: CodeFields) => ({ email })),
    defaultValues: { reset_token: defaultCode },
  });
  useEffect(() => {
    if (autoFocus) setFocus('reset_token');
  }, [autoFocus, setFocus]);

  const onValid = async (request: CodePayload) => {
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
    <form
      noValidate
      onSubmit={handleSubmit(onValid, () => showErrorToast(messages.common.fixErrors))}
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
    </form>
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

type PasswordFields = { password: string; confirm_password: string };
type ResetPayload = PasswordFields & { email: string; reset_token: string };

type PasswordStepProps = {
  email: string;
  code: string;
  autoFocus: boolean;
  onReset: () => void;
  onBack: () => void;
};

function PasswordStep({ email, code, autoFocus, onReset, onBack }: PasswordStepProps) {
  const resetPassword = useResetPassword();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<PasswordFields, unknown, ResetPayload>({
    mode: 'onTouched',
    resolver: resolverWith(zodResolver(resetPasswordSchema), (_values: PasswordFields) => ({
      email,
      reset_token: code,
    })),
    defaultValues: { password: '', confirm_password: '' },
  });
  useEffect(() => {
    if (autoFocus) setFocus('password');
  }, [autoFocus, setFocus]);

  const onValid = async (request: ResetPayload) => {
    try {
      await resetPassword.mutateAsync(request);
      toast.success(formMessages.success.passwordReset);
      onReset();
    } catch (error) {
      showResetError(error);
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid, () => showErrorToast(messages.common.fixErrors))}
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
    </form>
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
