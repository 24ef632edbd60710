import { useQuery } from '@tanstack/react-query';
import {
  euroStringToCents,
  formatEuro,
  isLowStock,
  isOutOfStock,
  lineTotalCents,
  messages,
  NOTE_MAX_LENGTH,
  QUANTITY_MIN,
  unitPriceCents,
} from '@tiffin/core';
import type { Product, ProductDetails, Variation } from '@tiffin/core/contracts';
import { useId, useRef, useState } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import { DishImage } from '@/components/ui/dish-image';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { Skeleton } from '@/components/ui/skeleton';
import type { NewCartItem } from '@/lib/cart-item';
import { siteText } from '@/lib/site-text';
import { productDetailsQueryOptions } from '../api/get-product-details';
import { buildCartItem, selectedVariations, type VariationChoices } from '../utils/build-cart-item';
import { stockOfChoices, unchosenGroups } from '../utils/variation-choices';
import { dishDialogText } from './dish-dialog-text';

type DishDialogContentProps = {
  product: Product;
  onAdd: (item: NewCartItem) => void;
};

/**
 * The dish with its details (visitor-side §2 "Product modal", §5): photo, price, description,
 * ALLERGENS, each variation group as radio choices headed 'Select One', the optional note with its
 * counter, the quantity (at least 1) and Add To Cart. The price follows the chosen options and the
 * quantity. Add To Cart waits for the details; with a group unchosen it says 'Please select a
 * variation' there and moves focus to it.
 */
export function DishDialogContent({ product, onAdd }: DishDialogContentProps) {
  const details = useQuery(productDetailsQueryOptions(product.id));
  const [choices, setChoices] = useState<VariationChoices>({});
  const [note, setNote] = useState('');
  const [quantity, setQuantity] = useState(QUANTITY_MIN);
  const [triedToAdd, setTriedToAdd] = useState(false);
  const groupsRef = useRef<HTMLDivElement>(null);
  const noteId = useId();
  const counterId = useId();

  const data = details.data;
  const groups = data?.variations ?? [];
  // The quantity stops at the stock of a chosen limited option, and says why there.
  const stock = stockOfChoices(groups, choices);
  const atStockLimit = stock !== undefined && quantity >= stock;
  const unchosen = new Set(unchosenGroups(groups, choices).map((group) => group.variation_id));
  const optionCents = Object.values(selectedVariations(groups, choices)).map((choice) => choice.priceCents);
  const priceCents = lineTotalCents(
    unitPriceCents(euroStringToCents(data?.price ?? product.price), optionCents),
    quantity,
  );
  const allergens = data
    ? data.allergies_name.length > 0
      ? data.allergies_name
      : data.allergies
    : product.allergies;

  const add = () => {
    if (data === undefined) return;
    if (unchosen.size > 0) {
      setTriedToAdd(true);
      // The first group still to choose: its first option that can be chosen.
      const firstId = groups.find((group) => unchosen.has(group.variation_id))?.variation_id;
      groupsRef.current
        ?.querySelector<HTMLInputElement>(`fieldset[data-variation-id="${firstId}"] input:not(:disabled)`)
        ?.focus();
      return;
    }
    onAdd(buildCartItem({ product, details: data, choices, note, quantity }));
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
      className="flex flex-1 flex-col"
    >
      <div className="h-48 shrink-0 overflow-hidden sm:h-60 [&>img]:aspect-auto [&>img]:h-full">
        <DishImage image={product.image} alt={product.name} eager />
      </div>
      <div className="space-y-5 p-5">
        <div>
          <p aria-live="polite" className="text-xl font-bold text-saffron-dark">
            {formatEuro(priceCents)}
          </p>
          <p className="mt-2 text-sm leading-relaxed text-ink-muted">
            {data?.description ?? product.description}
          </p>
        </div>

        <section aria-labelledby={`${noteId}-allergens`}>
          <h3 id={`${noteId}-allergens`} className="text-xs font-bold tracking-wider text-ink">
            {messages.menu.allergens}
          </h3>
          {allergens.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-2">
              {allergens.map((name) => (
                <li
                  key={name}
                  className="rounded-full bg-saffron-soft px-3 py-1 text-xs font-semibold text-ink"
                >
                  {name}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-ink-muted">{dishDialogText.noAllergens}</p>
          )}
        </section>

        <div ref={groupsRef} className="space-y-5">
          {details.isPending ? (
            <OptionsLoading />
          ) : details.isError ? (
            <div
              role="alert"
              className="rounded-xl border border-danger/40 bg-danger-soft p-4 text-sm text-danger"
            >
              <p className="font-semibold">{details.error.message}</p>
              <button
                type="button"
                onClick={() => void details.refetch()}
                className={buttonClasses('secondary', 'mt-3')}
              >
                {messages.common.retry}
              </button>
            </div>
          ) : (
            groups.map((group) => (
              <VariationGroup
                key={group.variation_id}
                group={group}
                chosen={choices[group.variation_id]}
                showError={triedToAdd && unchosen.has(group.variation_id)}
                onChoose={(optionId) => {
                  const next = { ...choices, [group.variation_id]: optionId };
                  setChoices(next);
                  // An option with less left than the quantity chosen brings the quantity down to it.
                  const nextStock = stockOfChoices(groups, next);
                  if (nextStock !== undefined)
                    setQuantity((current) => Math.max(QUANTITY_MIN, Math.min(current, nextStock)));
                }}
              />
            ))
          )}
        </div>

        <div>
          <label htmlFor={noteId} className="block text-sm font-semibold">
            {messages.menu.additionalNoteOptional}
          </label>
          <textarea
            id={noteId}
            value={note}
            onChange={(event) => setNote(event.target.value.slice(0, NOTE_MAX_LENGTH))}
            maxLength={NOTE_MAX_LENGTH}
            rows={2}
            placeholder={dishDialogText.notePlaceholder}
            aria-describedby={counterId}
            className="mt-2 block w-full resize-y rounded-xl border border-line bg-white px-3 py-2 text-sm placeholder:text-ink-muted/80 focus:border-saffron"
          />
          <p id={counterId} className="mt-1 text-right text-xs text-ink-muted tabular-nums">
            <span aria-hidden="true">{dishDialogText.noteCounter(note.length, NOTE_MAX_LENGTH)}</span>
            <span className="sr-only">{dishDialogText.noteCounterLabel(note.length, NOTE_MAX_LENGTH)}</span>
          </p>
        </div>
      </div>

      <div className="sticky bottom-0 mt-auto border-t border-line bg-cream px-5 py-3">
        <p role="status" className="text-sm font-semibold text-danger [&:not(:empty)]:mb-2">
          {atStockLimit ? dishDialogText.stockLimit(stock) : ''}
        </p>
        <div className="flex items-center justify-between gap-3">
          <QuantityStepper
            value={quantity}
            onChange={setQuantity}
            min={QUANTITY_MIN}
            max={stock}
            label={dishDialogText.quantity}
            decreaseLabel={dishDialogText.decreaseQuantity}
            increaseLabel={dishDialogText.increaseQuantity}
          />
          <button
            type="submit"
            disabled={data === undefined}
            className={buttonClasses('primary', 'flex-1 sm:flex-none')}
          >
            {messages.menu.addToCartButton}
          </button>
        </div>
      </div>
    </form>
  );
}

type VariationGroupProps = {
  group: Variation;
  chosen: number | undefined;
  showError: boolean;
  onChoose: (optionId: number) => void;
};

/** One variation group: radio choices headed 'Select One', each with its price and stock notice. */
function VariationGroup({ group, chosen, showError, onChoose }: VariationGroupProps) {
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
        <span className="text-xs font-semibold text-ink-muted">{messages.menu.selectOne}</span>
      </legend>
      {showError && (
        <p id={errorId} className="mt-1 text-sm font-semibold text-danger">
          {messages.menu.selectVariation}
        </p>
      )}
      <ul className="mt-2 space-y-2">
        {group.values.map((option) => (
          <li key={option.option_id}>
            <OptionChoice
              option={option}
              name={name}
              checked={chosen === option.option_id}
              onChoose={() => onChoose(option.option_id)}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

type OptionChoiceProps = {
  option: ProductDetails['variations'][number]['values'][number];
  name: string;
  checked: boolean;
  onChoose: () => void;
};

function OptionChoice({ option, name, checked, onChoose }: OptionChoiceProps) {
  const soldOut = isOutOfStock(option.stock_type, option.current_stock);
  const lowStock = !soldOut && isLowStock(option.stock_type, option.current_stock);
  const optionCents = euroStringToCents(option.optionPrice);
  return (
    <label
      className={`flex min-h-11 items-center gap-3 rounded-xl border px-3 py-2 text-sm ${
        soldOut
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
        disabled={soldOut}
        onChange={onChoose}
        className="size-4 shrink-0 accent-saffron"
      />
      <span className="flex-1">
        {option.label}
        {lowStock && option.current_stock !== null && (
          <span className="ml-2 rounded-full bg-danger-soft px-2 py-0.5 text-xs font-semibold text-danger">
            {messages.menu.lowStock(option.current_stock)}
          </span>
        )}
        {soldOut && <span className="ml-2 text-xs font-semibold">{dishDialogText.soldOut}</span>}
      </span>
      {optionCents > 0 && (
        <span className="shrink-0 font-semibold text-ink-muted">
          {dishDialogText.optionPrice(formatEuro(optionCents))}
        </span>
      )}
    </label>
  );
}

function OptionsLoading() {
  return (
    <div>
      <p role="status" className="sr-only">
        {siteText.menu.loadingDetails}
      </p>
      <div aria-hidden="true" className="space-y-2 text-ink">
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-11 w-full rounded-xl" />
        <Skeleton className="h-11 w-full rounded-xl" />
        <Skeleton className="h-11 w-full rounded-xl" />
      </div>
    </div>
  );
}
