import { ratingMessages } from '@tiffin/core';
import { useRatingSummary } from '../api/get-rating-summary';

const text = ratingMessages.summary;
const headingId = 'ratings-summary-heading';

/**
 * The storefront's line of ratings (issue 51): the average of the last 400 and their count, with how
 * they are checked (Omnibus). Nothing while it loads, when it cannot be read, or under 10 ratings:
 * an average of a handful says nothing, and no made-up number stands in for it.
 */
export function RatingSummary() {
  const summary = useRatingSummary().data;
  if (!summary || summary.average === null) return null;
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h2 id={headingId} className="font-display text-2xl font-bold">
        {text.heading}
      </h2>
      <p className="mt-2 text-lg">
        <span aria-hidden="true" className="text-saffron-dark">
          ★{' '}
        </span>
        <strong>{text.average(summary.average)}</strong> {text.count(summary.count)}
      </p>
      <p className="mt-2 max-w-prose text-sm text-ink-muted">{text.howChecked}</p>
    </section>
  );
}
