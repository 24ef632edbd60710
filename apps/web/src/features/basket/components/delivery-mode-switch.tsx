import { DELIVERY_MODES, type DeliveryMode, messages } from '@tiffin/core';
import { useId } from 'react';
import { siteText } from '@/lib/site-text';

const labels: Record<DeliveryMode, string> = {
  delivery: messages.basket.delivery,
  collection: messages.basket.collection,
};

type DeliveryModeSwitchProps = { value: DeliveryMode; onChange: (mode: DeliveryMode) => void };

/** Delivery / Collection, as two radios drawn as one switch; the choice applies to every line. */
export function DeliveryModeSwitch({ value, onChange }: DeliveryModeSwitchProps) {
  const name = useId();
  return (
    <fieldset>
      <legend className="sr-only">{siteText.basket.fulfilment}</legend>
      <div className="grid grid-cols-2 gap-1 rounded-full bg-cream-deep p-1">
        {DELIVERY_MODES.map((mode) => (
          <label key={mode} className="relative cursor-pointer">
            <input
              type="radio"
              name={name}
              value={mode}
              checked={mode === value}
              onChange={() => onChange(mode)}
              className="peer sr-only"
            />
            <span className="flex min-h-10 items-center justify-center rounded-full px-3 text-sm font-semibold text-ink-muted transition-colors peer-checked:bg-white peer-checked:text-ink peer-checked:shadow-sm peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-saffron">
              {labels[mode]}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
