import {
  dishMessages,
  euroStringToCents,
  formatEuro,
  isLowStock,
  isOutOfStock,
  type Variation,
  type VariationValue,
} from '@tiffin/core';
import { useId } from 'react';
import { dishDialogText } from './dish-dialog-text';

type VariationGroupProps = {
  group: Variation;
  chosen: number | undefined;
  showError: boolean;
  /** The allergens the customer avoids (the menu's filter): an option that adds one cannot be chosen. */
  avoided: ReadonlySet<string>;
  onChoose: (optionId: number) => void;
};

/**
 * One variation group of the dish modal: radio choices headed 'Select One', each with its price,
 * its stock notice and the allergens it adds to the dish (issue 31).
 */
export function VariationGroup({ group, chosen, showError, avoided, onChoose }: VariationGroupProps) {
  const errorId = useId();
  const name = useId();
  return (
    <fieldset
      data-variation-id={group.variation_id}
      aria-describedby={showError ? errorId : undefined}
      aria-invalid={showError || undefined}
    >
      <legend className="flex w-full items-baseline justify-between gap-3">
        <span className="font-semibold">{group.name}</span>
        <span className="text-xs font-semibold text-ink-muted">{dishMessages.selectOne}</span>
      </legend>
      {showError && (
        <p id={errorId} className="mt-1 text-sm font-semibold text-danger">
          {dishMessages.selectVariation}
        </p>
      )}
      <ul className="mt-2 space-y-2">
        {group.values.map((option) => (
          <li key={option.option_id}>
            <OptionChoice
              option={option}
              name={name}
              checked={chosen === option.option_id}
              avoided={avoided}
              onChoose={() => onChoose(option.option_id)}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

type OptionChoiceProps = {
  option: VariationValue;
  name: string;
  checked: boolean;
  avoided: ReadonlySet<string>;
  onChoose: () => void;
};

function OptionChoice({ option, name, checked, avoided, onChoose }: OptionChoiceProps) {
  const soldOut = isOutOfStock(option.stock_type, option.current_stock);
  const lowStock = !soldOut && isLowStock(option.stock_type, option.current_stock);
  const optionCents = euroStringToCents(option.optionPrice);
  const adds = option.allergies_name;
  // An option that adds an allergen the customer avoids is marked and cannot be chosen.
  const unwanted = adds.some((allergen) => avoided.has(allergen));
  const disabled = soldOut || unwanted;
  const addsId = useId();
  return (
    <label
      data-avoided={unwanted || undefined}
      className={`flex min-h-11 items-center gap-3 rounded-xl border px-3 py-2 text-sm ${
        disabled
          ? 'cursor-not-allowed border-line bg-cream-deep/60 text-ink-muted'
          : checked
            ? 'cursor-pointer border-saffron bg-saffron-soft'
            : 'cursor-pointer border-line bg-white hover:border-saffron'
      }`}
    >
      <input
        type="radio"
        name={name}
        value={option.option_id}
        checked={checked}
        disabled={disabled}
        onChange={onChoose}
        aria-describedby={adds.length > 0 ? addsId : undefined}
        className="size-4 shrink-0 accent-saffron"
      />
      <span className="flex-1">
        {option.label}
        {lowStock && option.current_stock !== null && (
          <span className="ml-2 rounded-full bg-danger-soft px-2 py-0.5 text-xs font-semibold text-danger">
            {dishMessages.lowStock(option.current_stock)}
          </span>
        )}
        {soldOut && <span className="ml-2 text-xs font-semibold">{dishDialogText.soldOut}</span>}
        {adds.length > 0 && (
          <span
            id={addsId}
            className={`block text-xs ${unwanted ? 'font-bold text-danger' : 'font-semibold text-ink-muted'}`}
          >
            {dishDialogText.optionContains(adds.join(', '))}
          </span>
        )}
      </span>
      {optionCents > 0 && (
        <span className="shrink-0 font-semibold text-ink-muted">
          {dishDialogText.optionPrice(formatEuro(optionCents))}
        </span>
      )}
    </label>
  );
}
