import { formatEuro, messages } from '@tiffin/core';
import { TrashIcon } from '@/components/ui/icons/trash-icon';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { type CartItem, lineTotal } from '../utils/cart-lines';
import { basketPanelText } from './basket-panel-text';

const text = basketPanelText;

type BasketLineProps = {
  item: CartItem;
  /** The menu no longer sells its dish or option (issue 29): marked, not priced, only removable. */
  unavailable?: boolean;
  /** 0 removes the line. */
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
};

/**
 * One line: the dish, its options and note, − n +, remove, the line total and (above 1) the price
 * each. A line no longer sold says so in place of its price and stepper, and keeps its remove button.
 */
export function BasketLine({ item, unavailable = false, onQuantityChange, onRemove }: BasketLineProps) {
  const options = Object.values(item.selectedVariations)
    .map((choice) => choice.label)
    .join(', ');
  return (
    <li className="flex gap-3 py-4" data-unavailable={unavailable || undefined}>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <p className={`font-semibold leading-snug ${unavailable ? 'text-ink-muted line-through' : ''}`}>
            {item.name}
          </p>
          {unavailable ? (
            <p className="shrink-0 rounded-full bg-danger-soft px-2 py-0.5 text-xs font-bold text-danger">
              {messages.basket.noLongerAvailable}
            </p>
          ) : (
            <p className="shrink-0 font-semibold tabular-nums">{formatEuro(lineTotal(item))}</p>
          )}
        </div>
        {options !== '' && <p className="mt-0.5 text-sm text-ink-muted">{options}</p>}
        {item.additionalNote !== '' && (
          <p className="mt-0.5 text-sm break-words text-ink-muted">
            <span className="font-semibold">{text.note}</span> {item.additionalNote}
          </p>
        )}
        {item.allergens.length > 0 && (
          <p className="mt-0.5 text-xs font-semibold text-danger">
            {text.contains(item.allergens.join(', '))}
          </p>
        )}
        {item.quantity > 1 && !unavailable && (
          <p className="mt-0.5 text-xs text-ink-muted tabular-nums">
            {text.each(formatEuro(item.priceCents))}
          </p>
        )}
        <div className="mt-2 flex items-center justify-between gap-2">
          {unavailable ? (
            <p className="text-sm text-ink-muted tabular-nums">{text.quantity(item.quantity)}</p>
          ) : (
            <QuantityStepper
              value={item.quantity}
              onChange={onQuantityChange}
              min={0}
              size="sm"
              label={text.quantityOf(item.name)}
              decreaseLabel={text.decrease(item.name)}
              increaseLabel={text.increase(item.name)}
            />
          )}
          <button
            type="button"
            onClick={onRemove}
            aria-label={text.remove(item.name)}
            className="inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-danger-soft hover:text-danger"
          >
            <TrashIcon className="size-5" />
          </button>
        </div>
      </div>
    </li>
  );
}
