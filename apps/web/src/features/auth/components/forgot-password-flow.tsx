import { formMessages, OTP_RESEND_MS, parseWaitSeconds, RESET_REDIRECT_MS } from '@tiffin/core';
import { useEffect, useRef, useState } from 'react';
import { Notice } from '@/components/ui/notice';
import { accountText } from '@/lib/account-text';
import { ApiError } from '@/lib/api-client';
import { showErrorToast, toastApiError } from '@/lib/error-toasts';
import { toast } from '@/lib/toast';
import { useForgotPassword } from '../api/forgot-password';
import { useCountdown } from '../hooks/use-countdown';
import type { AuthView } from '../stores/auth-ui-store';
import { CodeStep } from './forgot-password/code-step';
import { EmailStep } from './forgot-password/email-step';
import { PasswordStep } from './forgot-password/password-step';

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
