import { centsToEuroString, formatEuro, percentTipCents, type TipsInfo, tipMessages } from '@tiffin/core';
import { type ReactNode, useId } from 'react';
import { type TipSelection, useTipChoice } from '../../stores/tip-choice';

type TipChoiceProps = {
  tips: TipsInfo;
  /** What a percentage is of: the quote's total before the tip, the deposit left out (core's tipBaseCents) */
  baseCents: number;
  /** The tips notice, shown beside the choice (s.4E) */
  notice: ReactNode;
};

const choiceClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-line bg-white px-4 has-checked:border-saffron has-checked:bg-saffron-soft';

/**
 * The optional tip of a card payment (issue 51, decision 065): the settings' percentages with their
 * amounts, an amount of the customer's own, or no tip; none of them chosen until tapped. The server
 * works the tip out again and refuses one outside the settings; the notice sits beside the choice.
 */
export function TipChoice({ tips, baseCents, notice }: TipChoiceProps) {
  const selection = useTipChoice((state) => state.selection);
  const choose = useTipChoice((state) => state.choose);
  const name = useId();
  const amountId = useId();
  const { percents, custom_max_cents: maxCents } = tips.settings;
  const is = (wanted: TipSelection) =>
    selection !== null &&
    selection.kind === wanted.kind &&
    (wanted.kind !== 'percent' || (selection.kind === 'percent' && selection.percent === wanted.percent));
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2">
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-semibold">{tipMessages.heading}</legend>
        <p className="text-sm text-ink-muted">{tipMessages.optional}</p>
        {percents.map((percent) => (
          <label key={percent} className={choiceClass}>
            <input
              type="radio"
              name={name}
              className="size-4 accent-saffron"
              checked={is({ kind: 'percent', percent })}
              onChange={() => choose({ kind: 'percent', percent })}
            />
            <span>{tipMessages.percentChoice(percent, formatEuro(percentTipCents(percent, baseCents)))}</span>
          </label>
        ))}
        {maxCents > 0 && (
          <label className={choiceClass}>
            <input
              type="radio"
              name={name}
              className="size-4 accent-saffron"
              checked={is({ kind: 'amount', amount: '' })}
              onChange={() => choose({ kind: 'amount', amount: '' })}
            />
            <span>{tipMessages.other}</span>
          </label>
        )}
        {selection?.kind === 'amount' && (
          <div className="grid gap-1">
            <label htmlFor={amountId} className="text-sm font-semibold">
              {tipMessages.amountLabel}
            </label>
            <input
              id={amountId}
              inputMode="decimal"
              autoComplete="off"
              className="min-h-11 rounded-xl border border-line px-3"
              value={selection.amount}
              placeholder={centsToEuroString(Math.min(maxCents, 200))}
              onChange={(event) => choose({ kind: 'amount', amount: event.target.value })}
            />
          </div>
        )}
        <label className={choiceClass}>
          <input
            type="radio"
            name={name}
            className="size-4 accent-saffron"
            checked={is({ kind: 'none' })}
            onChange={() => choose({ kind: 'none' })}
          />
          <span>{tipMessages.none}</span>
        </label>
      </fieldset>
      <aside
        aria-label={tipMessages.pageTitle}
        className="rounded-xl border border-line bg-cream-deep/40 p-3"
      >
        {notice}
      </aside>
    </div>
  );
}
