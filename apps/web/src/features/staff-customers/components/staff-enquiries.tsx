import {
  type AnswerEnquiryRequest,
  answerEnquirySchema,
  ENQUIRY_REPLY_MAX_LENGTH,
  type Enquiry,
  formatTime12h,
} from '@tiffin/core';
import { useId, useState } from 'react';
import { checkedWhenSent, Form, useSchemaForm } from '@/components/form/form';
import { buttonClasses } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { StaffFrame } from '@/features/staff-shell/components/staff-frame';
import { staffMessages } from '@/lib/messages/staff-messages';
import { useAnswerEnquiry } from '../api/answer-enquiry';
import { type EnquiryFilter, FIRST_ENQUIRY_FILTER, useEnquiries } from '../api/get-enquiries';

const text = staffMessages.enquiries;
const FILTERS: EnquiryFilter[] = ['new', 'confirmed', 'declined', 'all'];
const dateTime = new Intl.DateTimeFormat('en-IE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Dublin',
});
// The date asked for is a Dublin calendar date: read at noon UTC, it is that day in any zone's format.
const tableDate = new Intl.DateTimeFormat('en-IE', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** /staff/enquiries: the table enquiries, new ones first, each confirmed or declined with a reply. */
export function StaffEnquiries({ restaurantName }: { restaurantName: string }) {
  const [filter, setFilter] = useState(FIRST_ENQUIRY_FILTER);
  const enquiries = useEnquiries(filter);
  // One answer at a time, kept here: the answered card leaves the 'new' list, its confirmation stays.
  const answer = useAnswerEnquiry();
  const filterId = useId();
  return (
    <StaffFrame title={text.title} restaurantName={restaurantName}>
      <main className="mx-auto max-w-3xl space-y-4 p-4">
        <div className="flex items-center gap-2">
          <label htmlFor={filterId} className="font-semibold">
            {text.filter}
          </label>
          <select
            id={filterId}
            value={filter}
            onChange={(event) => setFilter(event.target.value as EnquiryFilter)}
            className="min-h-11 rounded-lg border border-line bg-white px-3"
          >
            {FILTERS.map((option) => (
              <option key={option} value={option}>
                {text.statuses[option]}
              </option>
            ))}
          </select>
        </div>
        {answer.isSuccess && (
          <Notice tone="success" role="status">
            {text.sent(answer.data.status === 'declined' ? 'declined' : 'confirmed', answer.data.email)}
          </Notice>
        )}
        <QueryState query={enquiries} loading={text.loading} failed={text.failed} retry={text.retry} />
        {enquiries.data?.enquiries.length === 0 && <p>{text.none}</p>}
        <ul className="space-y-3">
          {enquiries.data?.enquiries.map((enquiry) => (
            <EnquiryCard key={enquiry.id} enquiry={enquiry} answer={answer} />
          ))}
        </ul>
      </main>
    </StaffFrame>
  );
}

type Answer = ReturnType<typeof useAnswerEnquiry>;

function EnquiryCard({ enquiry, answer }: { enquiry: Enquiry; answer: Answer }) {
  const headingId = useId();
  return (
    <li aria-labelledby={headingId} className="space-y-2 rounded-xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id={headingId} className="font-display text-lg font-semibold">
          {enquiry.name}
        </h2>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-bold ${enquiry.status === 'new' ? 'bg-saffron-soft text-ink' : enquiry.status === 'confirmed' ? 'bg-chutney-soft text-chutney' : 'bg-danger-soft text-danger'}`}
        >
          {text.statuses[enquiry.status]}
        </span>
      </div>
      <p className="font-semibold">
        {text.table(
          enquiry.people,
          tableDate.format(new Date(`${enquiry.date}T12:00:00Z`)),
          formatTime12h(enquiry.time),
        )}
      </p>
      <p className="text-sm">
        <a href={`tel:${enquiry.phone}`} className="underline">
          {enquiry.phone}
        </a>{' '}
        ·{' '}
        <a href={`mailto:${enquiry.email}`} className="underline">
          {enquiry.email}
        </a>
      </p>
      <p className="whitespace-pre-wrap">{enquiry.message ?? <i>{text.noMessage}</i>}</p>
      <p className="text-sm text-ink-muted">{text.received(dateTime.format(new Date(enquiry.created_at)))}</p>
      {enquiry.status === 'new' ? (
        <AnswerForm enquiry={enquiry} answer={answer} />
      ) : (
        <div className="rounded-lg bg-cream p-3">
          <p className="whitespace-pre-wrap">{enquiry.reply}</p>
          {enquiry.answered_at && (
            <p className="mt-1 text-sm text-ink-muted">
              {text.answered(dateTime.format(new Date(enquiry.answered_at)))}
            </p>
          )}
        </div>
      )}
    </li>
  );
}

function AnswerForm({ enquiry, answer }: { enquiry: Enquiry; answer: Answer }) {
  const mine = answer.variables?.enquiryId === enquiry.id;
  const form = useSchemaForm(answerEnquirySchema, {
    ...checkedWhenSent,
    defaultValues: { status: 'confirmed', reply: '' },
  });
  const problem = form.formState.errors.reply?.message;
  const replyId = useId();
  const hintId = useId();
  const problemId = useId();
  const send = (request: AnswerEnquiryRequest) => answer.mutate({ enquiryId: enquiry.id, answer: request });
  // Each button says which answer the reply goes with; Confirm is the form's own.
  const answerWith = (status: AnswerEnquiryRequest['status']) => form.setValue('status', status);
  return (
    <Form form={form} onSubmit={send} className="space-y-2">
      <label htmlFor={replyId} className="block font-semibold">
        {text.reply}
      </label>
      <textarea
        id={replyId}
        rows={3}
        maxLength={ENQUIRY_REPLY_MAX_LENGTH}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
        className="w-full rounded-xl border border-line bg-white px-3 py-2"
        {...form.register('reply')}
      />
      <p id={hintId} className="text-sm text-ink-muted">
        {text.replyHint}
      </p>
      {problem && (
        <p id={problemId} className="text-sm text-danger">
          {problem}
        </p>
      )}
      {mine && answer.error && (
        <Notice tone="danger" role="alert">
          {answer.error.message}
        </Notice>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          className={buttonClasses('primary')}
          disabled={answer.isPending}
          onClick={() => answerWith('confirmed')}
        >
          {mine && answer.isPending && <Spinner />}
          {text.confirm}
        </button>
        <button
          type="button"
          className={buttonClasses('secondary')}
          disabled={answer.isPending}
          onClick={() => {
            answerWith('declined');
            void form.handleSubmit(send)();
          }}
        >
          {text.decline}
        </button>
      </div>
    </Form>
  );
}
