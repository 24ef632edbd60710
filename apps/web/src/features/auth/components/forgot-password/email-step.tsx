import { forgotPasswordSchema, messages, OTP_LENGTH } from '@tiffin/core';
import { useEffect } from 'react';
import { errorRoom } from '@/components/form/field-frame';
import { Form, useSchemaForm } from '@/components/form/form';
import { TextField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button-styles';
import { accountText } from '@/lib/account-text';
import { showErrorToast } from '@/lib/error-toasts';
import type { AuthView } from '../../stores/auth-ui-store';
import { AuthSwitch } from '../auth-switch';
import { SendLabel } from './send-label';

const text = accountText.auth.forgot;

type EmailStepProps = {
  defaultEmail: string;
  autoFocus: boolean;
  sending: boolean;
  /** Seconds before a code may be sent to this address again. */
  secondsLeftFor: (address: string) => number;
  onSubmit: (email: string) => Promise<void>;
  onSwitch?: ((view: AuthView) => void) | undefined;
};

/** Step 1: the e-mail address the code is sent to. */
export function EmailStep({
  defaultEmail,
  autoFocus,
  sending,
  secondsLeftFor,
  onSubmit,
  onSwitch,
}: EmailStepProps) {
  const form = useSchemaForm(forgotPasswordSchema, {
    mode: 'onTouched',
    defaultValues: { email: defaultEmail },
  });
  const { register, setFocus } = form;
  const { errors } = form.formState;
  useEffect(() => {
    if (autoFocus) setFocus('email');
  }, [autoFocus, setFocus]);
  const secondsLeft = secondsLeftFor(form.watch('email'));

  return (
    <Form
      form={form}
      onSubmit={(values) => onSubmit(values.email)}
      onInvalid={() => showErrorToast(messages.common.fixErrors)}
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
    </Form>
  );
}
