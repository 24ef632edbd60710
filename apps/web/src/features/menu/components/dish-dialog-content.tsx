import { useQuery } from '@tanstack/react-query';
import {
  dishMessages,
  euroStringToCents,
  formatEuro,
  lineTotalCents,
  messages,
  NOTE_MAX_LENGTH,
  type Product,
  QUANTITY_MIN,
  unitPriceCents,
} from '@tiffin/core';
import { useId, useMemo, useRef, useState } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { Skeleton } from '@/components/ui/skeleton';
import { combinedAllergenNames } from '@/lib/allergen-names';
import type { NewCartItem } from '@/lib/cart-item';
import { productDetailsQueryOptions } from '../api/get-product-details';
import { buildCartItem, selectedVariations, type VariationChoices } from '../utils/build-cart-item';
import { chosenOptions, stockOfChoices, unchosenGroups } from '../utils/variation-choices';
import { DishAllergens } from './dish-allergens';
import { DishDialogPhoto } from './dish-dialog-photo';
import { dishDialogText } from './dish-dialog-text';
import { VariationGroup } from './variation-group';

type DishDialogContentProps = {
  product: Product;
  onAdd: (item: NewCartItem) => void;
  /** The allergens the customer avoids (the menu's filter, issue 31), display names. */
  avoidedAllergens?: readonly string[] | undefined;
};

/**
 * The dish with its details (visitor-side §2 "Product modal", §5): photo, price, description,
 * ALLERGENS, each variation group as radio choices headed 'Select One', the optional note with its
 * counter, the quantity (at least 1) and Add To Cart. The price follows the chosen options and the
 * quantity, and the ALLERGENS the chosen options (issue 31): the dish's and each chosen option's. An
 * option that adds an allergen the customer avoids is marked and cannot be chosen. Add To Cart waits
 * for the details; with a group unchosen it says 'Please select a variation' there and moves focus to it.
 */
export function DishDialogContent({ product, onAdd, avoidedAllergens = [] }: DishDialogContentProps) {
  const details = useQuery(productDetailsQueryOptions(product.id));
  const [choices, setChoices] = useState<VariationChoices>({});
  const [note, setNote] = useState('');
  const [quantity, setQuantity] = useState(QUANTITY_MIN);
  const [triedToAdd, setTriedToAdd] = useState(false);
  const groupsRef = useRef<HTMLDivElement>(null);
  const noteId = useId();
  const counterId = useId();
  const avoided = useMemo(() => new Set(avoidedAllergens), [avoidedAllergens]);

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
  const dishAllergens = data
    ? data.allergies_name.length > 0
      ? data.allergies_name
      : data.allergies
    : product.allergies;
  const allergens = combinedAllergenNames(
    dishAllergens,
    chosenOptions(groups, choices).map((option) => option.allergies_name),
  );

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
    onAdd(buildCartItem({ product, details: data, choices, note, quantity, allergens }));
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
      <DishDialogPhoto product={product} />
      <div className="space-y-5 p-5">
        <div>
          <p aria-live="polite" className="text-xl font-bold text-saffron-dark">
            {formatEuro(priceCents)}
          </p>
          <p className="mt-2 text-sm leading-relaxed text-ink-muted">
            {data?.description ?? product.description}
          </p>
        </div>

        <DishAllergens
          allergens={allergens}
          mayAdd={data?.options_may_add ?? product.options_may_add ?? []}
          avoided={avoided}
        />

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
                avoided={avoided}
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
            {dishMessages.additionalNoteOptional}
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
            {dishMessages.addToCartButton}
          </button>
        </div>
      </div>
    </form>
  );
}

function OptionsLoading() {
  return (
    <div>
      <p role="status" className="sr-only">
        {dishDialogText.loadingDetails}
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
