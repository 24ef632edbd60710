import {
  euroStringToCents,
  formatEuro,
  isOutOfStock,
  type ProductsWithCategoriesResponse,
} from '@tiffin/core';
import { useState } from 'react';
import { staffSelect } from '@/components/form/staff-control-styles';
import { buttonClasses } from '@/components/ui/button-styles';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { QueryState } from '@/components/ui/query-state';
import { phoneOrderWords as text } from '@/lib/messages/phone-order-messages';
import { useDishOptions } from '../api/get-dish-options';
import { bigInput, choice, field, label } from './phone-customer';
import type { PhoneLine } from './phone-draft';

type Props = {
  menu: ProductsWithCategoriesResponse;
  lines: PhoneLine[];
  onChange: (lines: PhoneLine[]) => void;
};

/** The dishes: each line's quantity and note, and a dish from the storefront's menu to add. */
export function PhoneDishes({ menu, lines, onChange }: Props) {
  const set = (index: number, line: PhoneLine | null) =>
    onChange(lines.flatMap((kept, at) => (at !== index ? [kept] : line ? [line] : [])));
  return (
    <fieldset className="space-y-3">
      <legend className="text-xl font-bold">{text.dishes}</legend>
      {lines.length === 0 && <p className="text-ink-muted">{text.noLines}</p>}
      <ul className="space-y-3 empty:hidden">
        {lines.map((line, index) => (
          // A line has no id before it is placed: its place in the list is its identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className="space-y-2 rounded-xl border border-line bg-white p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-lg font-semibold">
                {line.name}
                {line.variations.length > 0 && (
                  <span className="block text-base font-normal">
                    {line.variations
                      .map((group) => `${group.name}: ${group.values.label.join(', ')}`)
                      .join(', ')}
                  </span>
                )}
              </p>
              <div className="flex items-center gap-2">
                <QuantityStepper
                  value={line.quantity}
                  min={1}
                  max={99}
                  onChange={(quantity) => set(index, { ...line, quantity })}
                  label={text.quantity}
                  decreaseLabel={text.fewer(line.name)}
                  increaseLabel={text.more(line.name)}
                />
                <button
                  type="button"
                  className={buttonClasses('secondary', 'min-h-12 px-4')}
                  onClick={() => set(index, null)}
                  aria-label={text.remove(line.name)}
                >
                  ×
                </button>
              </div>
            </div>
            <label className={field}>
              <span className={label}>{text.note}</span>
              <input
                className={bigInput}
                maxLength={200}
                value={line.item_note}
                onChange={(event) => set(index, { ...line, item_note: event.target.value })}
              />
            </label>
          </li>
        ))}
      </ul>
      <AddDish menu={menu} onAdd={(line) => onChange([...lines, line])} />
    </fieldset>
  );
}

function AddDish({
  menu,
  onAdd,
}: {
  menu: ProductsWithCategoriesResponse;
  onAdd: (line: PhoneLine) => void;
}) {
  const [dishId, setDishId] = useState('');
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const dish = menu.products.find((product) => String(product.id) === dishId);
  const options = useDishOptions(dish?.has_variations ? dish.id : null);
  const groups = dish?.has_variations ? (options.data?.variations ?? null) : [];
  const ready = dish !== undefined && (groups?.every((group) => chosen[group.name]) ?? false);
  return (
    <div className="space-y-3 rounded-xl bg-cream p-3">
      <label className={field}>
        <span className={label}>{text.addDish}</span>
        <select
          className={`${staffSelect} text-lg`}
          value={dishId}
          onChange={(event) => {
            setDishId(event.target.value);
            setChosen({});
          }}
        >
          <option value="">{text.chooseDish}</option>
          {menu.categories.map((category) => (
            <optgroup key={category.id} label={category.name}>
              {menu.products
                .filter((product) => product.category_id === category.id)
                .map((product) => (
                  <option key={product.id} value={product.id}>
                    {product.name} · {formatEuro(euroStringToCents(product.price))}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </label>
      {dish?.has_variations && (
        <QueryState
          query={options}
          loading={text.optionsLoading}
          failed={text.optionsFailed}
          retry={text.retry}
        />
      )}
      {groups?.map((group) => (
        <fieldset key={group.variation_id} className="space-y-2">
          <legend className="font-semibold">{group.name}</legend>
          <div className="flex flex-wrap gap-2">
            {group.values.map((option) => (
              <label key={option.option_id} className={choice}>
                <input
                  type="radio"
                  className="size-5"
                  name={`phone-option-${group.variation_id}`}
                  disabled={isOutOfStock(option.stock_type, option.current_stock)}
                  checked={chosen[group.name] === option.label}
                  onChange={() => setChosen({ ...chosen, [group.name]: option.label })}
                />
                {option.label}
                {option.optionPrice !== '0.00' && ` +${formatEuro(euroStringToCents(option.optionPrice))}`}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <button
        type="button"
        className={buttonClasses('secondary', 'min-h-12 w-full text-lg')}
        disabled={!ready}
        onClick={() => {
          if (!dish || !groups) return;
          onAdd({
            item_id: dish.id,
            name: dish.name,
            quantity: 1,
            item_note: '',
            variations: groups.map((group) => ({
              name: group.name,
              values: { label: [chosen[group.name] ?? ''] },
            })),
          });
          setDishId('');
          setChosen({});
        }}
      >
        {text.add}
      </button>
    </div>
  );
}
