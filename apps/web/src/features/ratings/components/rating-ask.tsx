import {
  type OrderRating,
  RATING_COMMENT_MAX_LENGTH,
  RATING_STARS_MAX,
  type RateOrderRequest,
  rateOrderSchema,
  ratingMessages,
} from '@tiffin/core';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Form, formSchema, useSchemaForm } from '@/components/form/form';
import { TextareaField } from '@/components/form/textarea-field';
import { buttonClasses } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { useOrderRating } from '../api/get-order-rating';
import { useRateOrder } from '../api/rate-order';

const text = ratingMessages.ask;
const STARS = Array.from({ length: RATING_STARS_MAX }, (_, index) => index + 1);

/**
 * The ask on a completed order's page (issue 51): once the restaurant has asked, the food's stars
 * and, for a delivery, the delivery's, with an optional comment; once rated, the rating as given.
 * Nothing before the ask, nor for an order that was not completed.
 */
export function RatingAsk({ orderId }: { orderId: number }) {
  const rating = useOrderRating(orderId);
  if (rating.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm" role="status">
        <Spinner /> {text.loading}
      </p>
    );
  }
  if (rating.isError) {
    return (
      <div className="space-y-2 text-sm" role="alert">
        <p>{text.loadFailed}</p>
        <button type="button" className={buttonClasses('secondary')} onClick={() => rating.refetch()}>
          {text.tryAgain}
        </button>
      </div>
    );
  }
  if (rating.data.state === 'not_asked') return null;
  return (
    <section className="rounded-2xl border border-line bg-white p-5" aria-labelledby="rating-heading">
      <h2 id="rating-heading" className="font-display text-lg font-semibold">
        {text.heading}
      </h2>
      {rating.data.rating ? (
        <GivenRating rating={rating.data.rating} />
      ) : (
        <RatingForm orderId={orderId} delivery={rating.data.delivery} />
      )}
    </section>
  );
}

function GivenRating({ rating }: { rating: NonNullable<OrderRating['rating']> }) {
  return (
    <div className="mt-2 space-y-1" role="status">
      <p className="font-semibold">{text.thanks}</p>
      <p>{text.yours(rating.food, rating.delivery)}</p>
      {rating.comment && <p className="whitespace-pre-wrap break-words text-ink-muted">{rating.comment}</p>}
    </div>
  );
}

type RatingFields = { food: string; delivery: string; comment: string };

/** The fields as the payload: a star left unchosen is 0, which the schema refuses with its words. */
const ratingForm = (delivery: boolean) =>
  formSchema(
    rateOrderSchema,
    (fields: RatingFields): RateOrderRequest => ({
      food: Number(fields.food),
      delivery: delivery ? Number(fields.delivery) : null,
      comment: fields.comment,
    }),
  );

function RatingForm({ orderId, delivery }: { orderId: number; delivery: boolean }) {
  const rate = useRateOrder(orderId);
  const form = useSchemaForm(ratingForm(delivery), {
    defaultValues: { food: '', delivery: '', comment: '' },
  });
  const errors = form.formState.errors;
  return (
    <Form form={form} onSubmit={(rating) => rate.mutate(rating)} className="mt-2 space-y-4">
      <p className="text-sm text-ink-muted">{text.intro}</p>
      <StarChoice
        legend={text.food}
        chosen={Number(form.watch('food'))}
        field={form.register('food')}
        error={errors.food?.message}
      />
      {delivery && (
        <StarChoice
          legend={text.delivery}
          chosen={Number(form.watch('delivery'))}
          field={form.register('delivery')}
          error={errors.delivery?.message}
        />
      )}
      <TextareaField
        label={text.comment}
        hint={text.commentHint}
        rows={3}
        maxLength={RATING_COMMENT_MAX_LENGTH}
        error={errors.comment?.message}
        {...form.register('comment')}
      />
      {rate.error && (
        <Notice tone="danger" role="alert">
          {rate.error.message}
        </Notice>
      )}
      <button type="submit" className={buttonClasses('primary')} disabled={rate.isPending}>
        {rate.isPending && <Spinner />}
        {rate.isPending ? text.sending : text.send}
      </button>
    </Form>
  );
}

/** Five radio buttons drawn as stars, each named by its count for a screen reader; 44 px each. */
function StarChoice({
  legend,
  chosen,
  field,
  error,
}: {
  legend: string;
  chosen: number;
  field: UseFormRegisterReturn;
  error: string | undefined;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="font-semibold">{legend}</legend>
      <div className="mt-1 flex gap-1">
        {STARS.map((stars) => (
          <label
            key={stars}
            className="flex size-11 cursor-pointer items-center justify-center rounded-lg text-3xl text-saffron-dark has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-saffron"
          >
            <input type="radio" value={String(stars)} className="sr-only" {...field} />
            <span aria-hidden="true">{stars <= chosen ? '★' : '☆'}</span>
            <span className="sr-only">{text.stars(stars)}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
