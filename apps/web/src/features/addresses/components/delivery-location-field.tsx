import { orderMessages } from '@tiffin/core';
import { type Ref, useId } from 'react';
import { FieldError } from '@/components/form/field-error';
import { PinIcon } from '@/components/ui/icons/pin-icon';
import { CheckCircleIcon } from './address-icons';

const m = orderMessages.addresses;

type DeliveryLocationFieldProps = {
  /** The place chosen on the map, as its address reads; empty before one is chosen. */
  address: string;
  /** The place has coordinates: the field says it is confirmed. */
  located: boolean;
  error: string | undefined;
  onOpen: () => void;
  buttonRef: Ref<HTMLButtonElement>;
};

/**
 * The address form's 'Delivery Address *': a button that opens the location picker, named by its
 * label and the place chosen, with the field's error tied to it like any other field's.
 */
export function DeliveryLocationField({
  address,
  located,
  error,
  onOpen,
  buttonRef,
}: DeliveryLocationFieldProps) {
  const id = useId();
  return (
    <div>
      <label id={`${id}-label`} htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {m.deliveryAddress}
      </label>
      <button
        ref={buttonRef}
        id={id}
        type="button"
        aria-haspopup="dialog"
        aria-labelledby={`${id}-label ${id}-value`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onClick={onOpen}
        className={`flex min-h-12 w-full items-center gap-3 rounded-xl border bg-cream-deep px-4 py-2 text-left ${
          error ? 'border-danger' : 'border-line'
        }`}
      >
        <PinIcon className="size-5 shrink-0 text-saffron" />
        <span id={`${id}-value`} className={`break-words ${address ? '' : 'text-ink-muted'}`}>
          {address || m.chooseOnMap}
        </span>
      </button>
      {located && address && !error && (
        <p className="mt-1.5 inline-flex items-center gap-1.5 text-sm font-medium text-chutney">
          <CheckCircleIcon className="size-4" />
          {m.locationConfirmed}
        </p>
      )}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}
