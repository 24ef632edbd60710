import { formatDublinDate, type PublicRatingComment, ratingMessages } from '@tiffin/core';
import { useRatingSummary } from '../api/get-rating-summary';

const text = ratingMessages.summary;
const headingId = 'ratings-summary-heading';

/**
 * The storefront's line of ratings (issue 51): the average of the last 400 and their count, with how
 * they are checked (Omnibus), and the newest comments the staff have not hidden (decision 084).
 * Nothing while it loads, when it cannot be read, or under 10 ratings: an average of a handful says
 * nothing, and no made-up number stands in for it.
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
      {summary.comments.length > 0 && <RecentComments comments={summary.comments} />}
    </section>
  );
}

function RecentComments({ comments }: { comments: PublicRatingComment[] }) {
  return (
    <>
      <h3 className="mt-6 font-display text-xl font-bold">{text.commentsHeading}</h3>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {comments.map((shown) => (
          <li key={shown.id} className="rounded-lg border border-line bg-white p-4">
            <p className="text-sm font-semibold text-ink-muted">
              {text.commentStars(shown.food, shown.delivery, formatDublinDate(new Date(shown.created_at)))}
            </p>
            {/* The customer's own words, their line breaks kept; a long word wraps anywhere, inside the card. */}
            <p className="mt-2 whitespace-pre-line wrap-anywhere">{shown.comment}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
