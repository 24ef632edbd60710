import { formatEuro } from '@tiffin/core';
import { TrashIcon } from '@/components/ui/icons/trash-icon';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { type CartItem, lineTotal } from '../utils/cart-lines';
import { basketPanelText } from './basket-panel-text';

const text = basketPanelText;

type BasketLineProps = {
  item: CartItem;
  /** 0 removes the line. */
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
};

/** One line: the dish, its options and note, − n +, remove, the line total and (above 1) the price each. */
export function BasketLine({ item, onQuantityChange, onRemove }: BasketLineProps) {
  const options = Object.values(item.selectedVariations)
    .map((choice) => choice.label)
    .join(', ');
  return (
    <li className="flex gap-3 py-4">
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <p className="font-semibold leading-snug">{item.name}</p>
          <p className="shrink-0 font-semibold tabular-nums">{formatEuro(lineTotal(item))}</p>
        </div>
        {options !== '' && <p className="mt-0.5 text-sm text-ink-muted">{options}</p>}
        {item.additionalNote !== '' && (
          <p className="mt-0.5 text-sm break-words text-ink-muted">
            <span className="font-semibold">{text.note}</span> {item.additionalNote}
          </p>
        )}
        {item.quantity > 1 && (
          <p className="mt-0.5 text-xs text-ink-muted tabular-nums">
            {text.each(formatEuro(item.priceCents))}
          </p>
        )}
        <div className="mt-2 flex items-center justify-between gap-2">
          <QuantityStepper
            value={item.quantity}
            onChange={onQuantityChange}
            min={0}
            size="sm"
            label={text.quantityOf(item.name)}
            decreaseLabel={text.decrease(item.name)}
            increaseLabel={text.increase(item.name)}
          />
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
