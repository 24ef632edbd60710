import { type DayReport, formatEuro, reportMessages } from '@tiffin/core';

const text = reportMessages.page;

/**
 * The day's tips (issue 51, decision 065), apart from the takings and the VAT above them: taken with
 * the cards, given back with whole refunds, and what is left to share with the staff.
 */
export function TipsFigures({ tips }: { tips: DayReport['tips'] }) {
  if (tips.count === 0) return null;
  return (
    <section className="rounded-xl border border-line bg-white p-4" aria-label={text.tipsHeading}>
      <h3 className="font-display text-lg font-semibold">{text.tipsHeading}</h3>
      <p className="text-sm text-ink-muted">{text.tipsCount(tips.count)}</p>
      <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="font-semibold text-ink-muted">{text.tipsTaken}</dt>
          <dd>{formatEuro(tips.taken_cents)}</dd>
        </div>
        <div>
          <dt className="font-semibold text-ink-muted">{text.tipsRefunded}</dt>
          <dd>{formatEuro(tips.refunded_cents)}</dd>
        </div>
        <div>
          <dt className="font-semibold text-ink-muted">{text.tipsNet}</dt>
          <dd className="font-bold">{formatEuro(tips.net_cents)}</dd>
        </div>
      </dl>
    </section>
  );
}
