import { Spinner } from '@/components/ui/spinner';
import { accountText } from '@/lib/account-text';
import { ApiError } from '@/lib/api-client';
import { showErrorToast } from '@/lib/error-toasts';
import { isUnauthorizedError } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { useResendConfirmation } from '../api/resend-confirmation';

const text = accountText.profile;

/**
 * Under the e-mail address until it is proved (issue 30): "Not confirmed — send the link again",
 * and why it matters. The server allows one link a minute and 5 a day, and says how long to wait.
 */
export function EmailNotConfirmed() {
  const resend = useResendConfirmation();
  const send = async () => {
    try {
      const answer = await resend.mutateAsync();
      toast.success(answer.message);
    } catch (error) {
      if (isUnauthorizedError(error)) return;
      showErrorToast(error instanceof ApiError && error.status < 500 ? error.message : text.sendLinkFailed);
    }
  };
  return (
    <div className="mt-1 text-sm">
      <p>
        <span className="font-semibold text-danger">{text.emailNotConfirmed}</span> —{' '}
        <button
          type="button"
          onClick={() => void send()}
          disabled={resend.isPending}
          className="inline-flex min-h-11 items-center gap-1 font-semibold text-saffron-dark underline underline-offset-4 hover:no-underline disabled:opacity-60"
        >
          {resend.isPending && <Spinner className="size-3.5" />}
          {resend.isPending ? text.sendingLink : text.sendLinkAgain}
        </button>
      </p>
      <p className="mt-1 text-ink-muted">{text.emailNotConfirmedHint}</p>
    </div>
  );
}
