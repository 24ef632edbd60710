import { useId, useState } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { StaffFrame } from '@/features/staff-shell/components/staff-frame';
import { staffMessages } from '@/lib/messages/staff-messages';
import { FIRST_OUTBOX_STATE, type OutboxState, useOutbox, useResendEmail } from '../api/get-outbox';

const text = staffMessages.emails;
const dateTime = new Intl.DateTimeFormat('en-IE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Dublin',
});
const STATES: OutboxState[] = ['all', 'sent', 'waiting', 'failed'];

/** /staff/emails (admins): what the site sent, what waits and what failed, with a resend. */
export function StaffEmails({ restaurantName }: { restaurantName: string }) {
  const [state, setState] = useState(FIRST_OUTBOX_STATE);
  const outbox = useOutbox(state);
  const resend = useResendEmail();
  const filterId = useId();
  return (
    <StaffFrame title={text.title} restaurantName={restaurantName}>
      <main className="mx-auto max-w-4xl space-y-4 p-4">
        <div className="flex items-center gap-2">
          <label htmlFor={filterId} className="font-semibold">
            {text.filter}
          </label>
          <select
            id={filterId}
            value={state}
            onChange={(event) => setState(event.target.value as OutboxState)}
            className="min-h-11 rounded-lg border border-line bg-white px-3"
          >
            {STATES.map((option) => (
              <option key={option} value={option}>
                {text.states[option]}
              </option>
            ))}
          </select>
        </div>
        {resend.error && (
          <Notice tone="danger" role="alert">
            {resend.error.message}
          </Notice>
        )}
        {resend.isSuccess && (
          <Notice tone="success" role="status">
            {text.resent}
          </Notice>
        )}
        {outbox.isPending && (
          <p className="flex items-center gap-2" role="status">
            <Spinner /> {text.loading}
          </p>
        )}
        {outbox.isError && (
          <div className="space-y-2" role="alert">
            <p>{text.failed}</p>
            <button type="button" className={buttonClasses('secondary')} onClick={() => outbox.refetch()}>
              {text.retry}
            </button>
          </div>
        )}
        {outbox.data?.emails.length === 0 && <p>{text.none}</p>}
        <ul className="space-y-2">
          {outbox.data?.emails.map((email) => (
            <li key={email.id} className="rounded-xl border border-line bg-white p-3">
              <details>
                <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-3 gap-y-1">
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-bold ${email.state === 'failed' ? 'bg-danger text-white' : email.state === 'sent' ? 'bg-chutney-soft text-chutney' : 'bg-saffron-soft text-ink'}`}
                  >
                    {text.states[email.state]}
                  </span>
                  <span className="font-semibold">{email.subject}</span>
                  <span className="text-sm text-ink-muted">
                    {text.to} {email.to} · {dateTime.format(new Date(email.created_at))} ·{' '}
                    {text.attempts(email.attempts)}
                  </span>
                </summary>
                <div className="mt-2 space-y-2">
                  {email.error && <p className="text-sm text-danger">{email.error}</p>}
                  {email.text === null ? (
                    <p className="text-sm italic">{text.secret}</p>
                  ) : (
                    <>
                      <pre className="overflow-x-auto whitespace-pre-wrap rounded-lg bg-cream p-3 text-sm">
                        {email.text}
                      </pre>
                      <button
                        type="button"
                        className={buttonClasses('secondary')}
                        disabled={resend.isPending}
                        onClick={() => resend.mutate(email.id)}
                        aria-label={text.resend(email.subject)}
                      >
                        {text.resendButton}
                      </button>
                    </>
                  )}
                </div>
              </details>
            </li>
          ))}
        </ul>
      </main>
    </StaffFrame>
  );
}
