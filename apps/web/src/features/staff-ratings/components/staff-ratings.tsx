import {
  type HideRatingCommentRequest,
  hideRatingCommentSchema,
  RATING_HIDE_REASON_MAX_LENGTH,
  RATING_REPLY_MAX_LENGTH,
  type RatingReplyRequest,
  ratingReplySchema,
  type StaffRating,
} from '@tiffin/core';
import { useId } from 'react';
import { checkedWhenSent, Form, formSchema, useSchemaForm } from '@/components/form/form';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { buttonClasses } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { StaffFrame } from '@/features/staff-shell/components/staff-frame';
import { staffRatingMessages as text } from '@/lib/messages/staff-rating-messages';
import { useStaffRatings } from '../api/get-staff-ratings';
import { useVoucherCoupons } from '../api/get-voucher-coupons';
import { useHideRatingComment } from '../api/hide-rating-comment';
import { useReplyToRating } from '../api/reply-to-rating';

const dateTime = new Intl.DateTimeFormat('en-IE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Dublin',
});
const when = (iso: string) => dateTime.format(new Date(iso));

/**
 * /staff/ratings (admins, issue 51): the newest ratings with their orders; each answered privately
 * by e-mail, once, with a voucher from the active coupons if wanted, and its comment hidden from the
 * public with a reason. There is nothing here to write or change a rating.
 */
export function StaffRatings({ restaurantName }: { restaurantName: string }) {
  const ratings = useStaffRatings();
  return (
    <StaffFrame title={text.title} restaurantName={restaurantName}>
      <main className="mx-auto max-w-3xl space-y-4 p-4">
        <p className="text-ink-muted">{text.intro}</p>
        <QueryState query={ratings} loading={text.loading} failed={text.failed} retry={text.retry} />
        {ratings.data?.ratings.length === 0 && <p>{text.none}</p>}
        <ul className="space-y-3">
          {ratings.data?.ratings.map((rating) => (
            <RatingCard key={rating.id} rating={rating} />
          ))}
        </ul>
      </main>
    </StaffFrame>
  );
}

function RatingCard({ rating }: { rating: StaffRating }) {
  const headingId = useId();
  return (
    <li aria-labelledby={headingId} className="space-y-2 rounded-xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id={headingId} className="font-display text-lg font-semibold">
          {text.order(rating.order_reference)}
        </h2>
        <span className="text-sm text-ink-muted">
          {text.fulfilment[rating.fulfilment]} · {rating.customer_name}
        </span>
      </div>
      <p className="flex flex-wrap gap-2 font-semibold">
        <span className="rounded-full bg-saffron-soft px-2 py-0.5">{text.food(rating.food)}</span>
        {rating.delivery !== null && (
          <span className="rounded-full bg-saffron-soft px-2 py-0.5">{text.delivery(rating.delivery)}</span>
        )}
      </p>
      <p className="whitespace-pre-wrap break-words">{rating.comment ?? <i>{text.noComment}</i>}</p>
      {rating.hidden_reason !== null && (
        <p className="text-sm font-semibold text-danger">{text.hidden(rating.hidden_reason)}</p>
      )}
      <p className="text-sm text-ink-muted">{text.rated(when(rating.created_at))}</p>
      {rating.replied_at === null ? (
        <ReplyForm rating={rating} />
      ) : (
        <p className="rounded-lg bg-cream p-3 text-sm">{text.replied(when(rating.replied_at))}</p>
      )}
      {rating.comment !== null && rating.hidden_reason === null && <HideForm rating={rating} />}
    </li>
  );
}

type ReplyFields = { message: string; coupon_id: string };
const replyForm = formSchema(
  ratingReplySchema,
  ({ message, coupon_id }: ReplyFields): RatingReplyRequest => ({
    message,
    coupon_id: coupon_id === '' ? null : Number(coupon_id),
  }),
);

function ReplyForm({ rating }: { rating: StaffRating }) {
  const reply = useReplyToRating();
  const vouchers = useVoucherCoupons();
  const form = useSchemaForm(replyForm, {
    ...checkedWhenSent,
    defaultValues: { message: '', coupon_id: '' },
  });
  const send = (request: RatingReplyRequest) => reply.mutate({ ratingId: rating.id, reply: request });
  return (
    <Form form={form} onSubmit={send} className="space-y-2">
      <TextareaField
        label={text.reply}
        hint={text.replyHint}
        rows={3}
        maxLength={RATING_REPLY_MAX_LENGTH}
        error={form.formState.errors.message?.message}
        {...form.register('message')}
      />
      <SelectField label={text.voucher} {...form.register('coupon_id')}>
        <option value="">{text.noVoucher}</option>
        {vouchers.data?.coupons.map((coupon) => (
          <option key={coupon.id} value={String(coupon.id)}>
            {coupon.code} — {coupon.title}
          </option>
        ))}
      </SelectField>
      {reply.error && (
        <Notice tone="danger" role="alert">
          {reply.error.message}
        </Notice>
      )}
      <button type="submit" className={buttonClasses('primary')} disabled={reply.isPending}>
        {reply.isPending && <Spinner />}
        {text.send}
      </button>
    </Form>
  );
}

function HideForm({ rating }: { rating: StaffRating }) {
  const hide = useHideRatingComment();
  const form = useSchemaForm(hideRatingCommentSchema, { ...checkedWhenSent, defaultValues: { reason: '' } });
  const send = (request: HideRatingCommentRequest) => hide.mutate({ ratingId: rating.id, hide: request });
  return (
    <Form form={form} onSubmit={send} className="space-y-2 border-t border-line pt-2">
      <TextField
        label={text.hideReason}
        hint={text.hideHint}
        maxLength={RATING_HIDE_REASON_MAX_LENGTH}
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
      {hide.error && (
        <Notice tone="danger" role="alert">
          {hide.error.message}
        </Notice>
      )}
      <button type="submit" className={buttonClasses('secondary')} disabled={hide.isPending}>
        {hide.isPending && <Spinner />}
        {text.hide}
      </button>
    </Form>
  );
}
