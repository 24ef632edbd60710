import { type DeliveryMode, messages, orderMessages } from '@tiffin/core';
import type { ReactNode } from 'react';
import { ChevronRightIcon } from '@/components/ui/icons/chevron-right-icon';

/** The checkout page's building blocks: its sections, the mode toggle, the rows, the payment choices. */

const m = orderMessages.checkout;

/** Dublin calendar day as 'Mon 23 Nov', the date being a 'YYYY-MM-DD' of Dublin's. */
export function dayLabel(date: string): string {
  return new Intl.DateTimeFormat('en-IE', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-line bg-white p-5 sm:p-6">
      <h2 className="mb-4 font-display text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

export function ModeToggle({
  mode,
  onChange,
}: {
  mode: DeliveryMode;
  onChange: (mode: DeliveryMode) => void;
}) {
  const modes: DeliveryMode[] = ['collection', 'delivery'];
  return (
    <fieldset>
      <legend className="sr-only">{m.deliveryModeLabel}</legend>
      <div className="grid grid-cols-2 gap-1 rounded-full bg-cream-deep p-1">
        {modes.map((choice) => (
          <label
            key={choice}
            className="flex min-h-11 cursor-pointer items-center justify-center rounded-full text-sm font-semibold has-checked:bg-saffron has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-saffron"
          >
            <input
              type="radio"
              name="delivery-mode"
              value={choice}
              checked={mode === choice}
              onChange={() => onChange(choice)}
              className="sr-only"
            />
            {messages.basket[choice]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

type RowProps = {
  label: string;
  value: string | null;
  placeholder?: string | undefined;
  warning?: string | undefined;
  /** A word on the choice that is no warning (issue 33: why a large order's times start later) */
  note?: string | undefined;
  onClick: () => void;
};

/** A row of Order Details: what is chosen (or what to do), opening its modal. */
export function Row({ label, value, placeholder, warning, note, onClick }: RowProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-cream"
    >
      <span className="min-w-0 flex-1">
        <span className="block text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</span>
        {value !== null ? (
          <span className="block font-semibold break-words">{value}</span>
        ) : (
          <span className="block font-semibold text-saffron-dark">{placeholder}</span>
        )}
        {warning && <span className="block text-sm font-semibold text-danger">{warning}</span>}
        {note && <span className="block text-sm text-ink-muted">{note}</span>}
      </span>
      <ChevronRightIcon className="size-5 shrink-0 text-ink-muted" />
    </button>
  );
}

type PaymentChoiceProps = {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
  onClick?: () => void;
};

export function PaymentChoice({ label, checked, disabled = false, onChange, onClick }: PaymentChoiceProps) {
  return (
    <label
      className={`flex min-h-12 items-center gap-3 rounded-xl border px-4 ${disabled ? 'cursor-not-allowed border-line bg-cream-deep text-ink-muted' : 'cursor-pointer border-line bg-white has-checked:border-saffron has-checked:bg-saffron-soft'}`}
    >
      <input
        type="radio"
        name="payment-method"
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        onClick={onClick}
        className="size-4 accent-saffron"
      />
      <span className="font-semibold">{label}</span>
    </label>
  );
}
