import { type AllergenChange, formatDublinDate, formatDublinTime12h } from '@tiffin/core';
import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { staffMessages } from '@/lib/messages/staff-messages';
import { useAllergenHistory } from '../../api/get-allergen-history';

const text = staffMessages.menu.edit;

const when = (iso: string) => {
  const at = new Date(iso);
  return `${formatDublinDate(at)}, ${formatDublinTime12h(at)}`;
};

/**
 * A dish's allergen history (issue 31), folded under its row: every change to the dish's own
 * allergens or to an option's, newest first, with when, who, what was added and removed, and what
 * was then declared — an environmental health officer's first question. Asked for when unfolded.
 */
export function AllergenHistory({ productId, dishName }: { productId: number; dishName: string }) {
  const [open, setOpen] = useState(false);
  const history = useAllergenHistory(productId, open);
  return (
    <details className="pl-3" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold">
        <span aria-hidden="true">{text.history}</span>
        <span className="sr-only">{text.historyOf(dishName)}</span>
      </summary>
      {history.isPending && open && (
        <p className="flex items-center gap-2 text-sm" role="status">
          <Spinner /> {text.historyLoading}
        </p>
      )}
      {history.isError && (
        <div className="space-y-2 text-sm" role="alert">
          <p>{text.historyFailed}</p>
          <button type="button" className={buttonClasses('secondary')} onClick={() => history.refetch()}>
            {text.historyRetry}
          </button>
        </div>
      )}
      {history.data &&
        (history.data.changes.length === 0 ? (
          <p className="pb-2 text-sm text-ink-muted">{text.historyNone}</p>
        ) : (
          <ol aria-label={text.historyOf(dishName)} className="space-y-2 pb-2">
            {history.data.changes.map((change) => (
              <ChangeEntry key={change.id} change={change} />
            ))}
          </ol>
        ))}
    </details>
  );
}

function ChangeEntry({ change }: { change: AllergenChange }) {
  const what = change.option === null ? text.historyDish : `${change.variation ?? ''}: ${change.option}`;
  const parts = [
    change.added.length > 0 ? text.historyAdded(change.added.join(', ')) : null,
    change.removed.length > 0 ? text.historyRemoved(change.removed.join(', ')) : null,
  ].filter((part) => part !== null);
  return (
    <li className="rounded-lg border border-line bg-white p-3 text-sm">
      <p className="text-ink-muted">
        <time dateTime={change.at}>{when(change.at)}</time> · {change.staff_name ?? text.historyUnknownMember}
      </p>
      <p>
        <span className="font-semibold">{what}</span>
        {parts.length > 0 && `: ${parts.join('; ')}`}
      </p>
      <p className="text-ink-muted">
        {text.historyNow}: {change.allergens.length > 0 ? change.allergens.join(', ') : text.historyNothing}
      </p>
    </li>
  );
}
