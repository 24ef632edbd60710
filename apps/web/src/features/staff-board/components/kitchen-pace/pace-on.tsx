import { buttonClasses } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { bigButton } from './choice-styles';

/**
 * Busy mode or the pause while it is on: what it is doing, in large type, and the one big button
 * that ends it, with the refusal if ending it failed.
 */
export function PaceOn({
  heading,
  status,
  action,
  tone,
  pending,
  error,
  onAction,
}: {
  heading: string;
  status: string;
  action: string;
  tone: 'primary' | 'secondary';
  pending: boolean;
  error: Error | null;
  onAction: () => void;
}) {
  return (
    <section aria-label={heading} className="flex flex-wrap items-center gap-3">
      <p className="text-lg font-bold" role="status">
        {status}
      </p>
      <button type="button" className={buttonClasses(tone, bigButton)} disabled={pending} onClick={onAction}>
        {pending && <Spinner />}
        {action}
      </button>
      {error && (
        <Notice tone="danger" role="alert" className="w-full">
          {error.message}
        </Notice>
      )}
    </section>
  );
}
