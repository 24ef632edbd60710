import type { ChangeMenuDish } from '@tiffin/core';
import { useState } from 'react';
import { staffSelect, staffTextarea } from '@/components/form/staff-control-styles';
import { buttonClasses } from '@/components/ui/button-styles';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { orderChangeWords as text } from '@/lib/messages/order-change-messages';
import { type Draft, type DraftLine, lineOf } from './change-draft';

type LinesProps = {
  lines: Draft['cart'];
  menu: ChangeMenuDish[];
  onChange: (lines: Draft['cart']) => void;
};

/** The order's dishes to change: quantity, note, remove; and a dish from the menu to add. */
export function ChangeLines({ lines, menu, onChange }: LinesProps) {
  const set = (index: number, line: DraftLine | null) =>
    onChange(lines.flatMap((kept, at) => (at !== index ? [kept] : line ? [line] : [])));
  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold">{text.lines}</legend>
      {lines.length === 0 && <p className="text-sm text-danger">{text.noLines}</p>}
      <ul className="space-y-3">
        {lines.map((line, index) => (
          // A line has no id until saved: its place in the list is its identity while editing.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className="space-y-2 rounded-xl border border-line p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold">
                {line.name}
                {line.variations.length > 0 && (
                  <span className="block text-sm font-normal">
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
                  className={buttonClasses('secondary', 'px-3')}
                  onClick={() => set(index, null)}
                  aria-label={text.remove(line.name)}
                >
                  ×
                </button>
              </div>
            </div>
            <label className="block text-sm">
              <span className="mb-1 block">{text.note}</span>
              <input
                className={staffTextarea}
                maxLength={200}
                value={line.item_note ?? ''}
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

function AddDish({ menu, onAdd }: { menu: ChangeMenuDish[]; onAdd: (line: DraftLine) => void }) {
  const [dishId, setDishId] = useState('');
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const dish = menu.find((entry) => String(entry.id) === dishId);
  return (
    <div className="space-y-2 rounded-xl bg-cream p-3">
      <label className="block text-sm font-semibold">
        <span className="mb-1 block">{text.addDish}</span>
        <select
          className={staffSelect}
          value={dishId}
          onChange={(event) => {
            setDishId(event.target.value);
            setChosen({});
          }}
        >
          <option value="">{text.chooseDish}</option>
          {menu.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.name}
            </option>
          ))}
        </select>
      </label>
      {dish?.groups.map((group) => (
        <label key={group.name} className="block text-sm">
          <span className="mb-1 block">{group.name}</span>
          <select
            className={staffSelect}
            value={chosen[group.name] ?? group.options[0]?.label ?? ''}
            onChange={(event) => setChosen({ ...chosen, [group.name]: event.target.value })}
          >
            {group.options.map((option) => (
              <option key={option.label} value={option.label}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      <button
        type="button"
        className={buttonClasses('secondary', 'w-full')}
        disabled={!dish}
        onClick={() => {
          if (!dish) return;
          onAdd(lineOf(dish, chosen));
          setDishId('');
        }}
      >
        {text.add}
      </button>
    </div>
  );
}
