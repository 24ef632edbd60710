import { type ChangeLine, formatEuro, type OrderChangeSummary } from '@tiffin/core';
import { orderChangeWords as text } from '@/lib/messages/order-change-messages';

const lineText = (line: ChangeLine) =>
  [
    `${line.quantity} × ${line.name}`,
    ...line.options.map((option) => `${option.variation}: ${option.label}`),
    ...(line.note ? [line.note] : []),
  ].join(', ');

/** The preview: lines removed (struck out), added, changed; what moved; the totals and the money. */
export function ChangeDifference({ summary }: { summary: OrderChangeSummary }) {
  const sign = summary.difference_cents > 0 ? '+' : summary.difference_cents < 0 ? '−' : '';
  return (
    <section aria-live="polite" className="space-y-1 rounded-xl border-2 border-saffron p-3 text-sm">
      {summary.removed.map((line) => (
        <p key={`r-${lineText(line)}`}>
          <span className="font-semibold">{text.removed}: </span>
          <del>{lineText(line)}</del>
        </p>
      ))}
      {summary.added.map((line) => (
        <p key={`a-${lineText(line)}`}>
          <span className="font-semibold">+ {text.added}: </span>
          {lineText(line)}
        </p>
      ))}
      {summary.changed.map(({ before, after }) => (
        <p key={`c-${lineText(before)}`}>
          <span className="font-semibold">{text.changed}: </span>
          {lineText(after)} ({text.was} <del>{lineText(before)}</del>)
        </p>
      ))}
      {summary.details.map((detail) => (
        <p key={detail.field}>
          <span className="font-semibold">{detail.field}: </span>
          {detail.after} ({text.was} {detail.before || '—'})
        </p>
      ))}
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-3 border-t border-line pt-2">
        <dt>{text.oldTotal}</dt>
        <dd className="text-right">{formatEuro(summary.old_total_cents)}</dd>
        <dt className="font-semibold">{text.newTotal}</dt>
        <dd className="text-right font-semibold">{formatEuro(summary.new_total_cents)}</dd>
        <dt>{text.difference}</dt>
        <dd className="text-right">
          {sign}
          {formatEuro(Math.abs(summary.difference_cents))}
        </dd>
      </dl>
      <p className="font-semibold">{text.settlement[summary.settlement]}</p>
    </section>
  );
}
