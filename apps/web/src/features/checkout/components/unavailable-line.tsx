import { orderMessages } from '@tiffin/core';
import { TrashIcon } from '@/components/ui/icons/trash-icon';
import type { BasketLineForOrder } from '../types';

const m = orderMessages.checkout;

type UnavailableLineProps = {
  line: BasketLineForOrder;
  /** The server's words: 'Korma (Extra hot) is no longer available.' */
  message: string;
  onRemove: () => void;
};

/**
 * A basket line the menu no longer sells, in the Order Summary (issue 29): marked 'No longer
 * available', with no price (it is counted out and never sent), and a button that takes it out of
 * the basket in one tap.
 */
export function UnavailableLine({ line, message, onRemove }: UnavailableLineProps) {
  return (
    <li className="py-3" data-unavailable="">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-ink-muted line-through decoration-1">
            <span>{line.quantity} × </span>
            {line.name}
          </p>
          {line.options.length > 0 && (
            <p className="mt-1 text-sm text-ink-muted">
              {line.options.map((option) => `${option.variationName}: ${option.label}`).join(', ')}
            </p>
          )}
          <p className="mt-1 inline-flex rounded-full bg-danger-soft px-2 py-0.5 text-xs font-bold text-danger">
            {m.noLongerAvailable}
          </p>
          <p className="mt-1 text-sm text-danger">{message}</p>
        </div>
        <button
          type="button"
          onClick={onRemove}
          aria-label={m.removeLine(line.name)}
          className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-full border border-danger/40 px-3 text-sm font-semibold text-danger hover:bg-danger-soft"
        >
          <TrashIcon className="size-4" />
          <span aria-hidden="true">{m.remove}</span>
        </button>
      </div>
    </li>
  );
}
