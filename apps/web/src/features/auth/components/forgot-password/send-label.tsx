import { formatCountdown } from '@tiffin/core';
import { Spinner } from '@/components/ui/spinner';
import { accountText } from '@/lib/account-text';

const text = accountText.auth.forgot;

/** A send button's words: sending, the wait before sending again, or its own label. */
export function SendLabel({
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
