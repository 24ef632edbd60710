import {
  addressChoiceSchema,
  deliveryAddressLine,
  hasDeliveryDirections,
  messages,
  orderMessages,
  type SavedAddress,
} from '@tiffin/core';
import { type ReactNode, useState } from 'react';
import { Form, useSchemaForm } from '@/components/form/form';
import { buttonClasses } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { PlusIcon } from '@/components/ui/icons/plus-icon';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';

const m = orderMessages.checkout.addressChoice;

/** The customer's saved addresses as the route loads them (features/addresses). */
export type AddressBook = {
  addresses: SavedAddress[];
  isPending: boolean;
  error: string | null;
};

/**
 * How the route adds an address from the checkout: the location picker, then the address form with
 * the location filled in; `onSaved` gets the address as the server saved it.
 */
export type RenderNewAddress = (props: {
  open: boolean;
  onClose: () => void;
  onSaved: (address: SavedAddress) => void;
}) => ReactNode;

type AddressDialogProps = {
  open: boolean;
  onClose: () => void;
  book: AddressBook;
  chosen: SavedAddress | null;
  deliveryRadiusKm: number;
  onChoose: (address: SavedAddress) => void;
  renderNewAddress: RenderNewAddress;
};

/**
 * The delivery address (§2.5): one of the saved addresses, only those the server finds inside the
 * delivery area and a driver can find (a house, road or Eircode) can be chosen; 'Add a new address'
 * opens the location picker and the address form, and the address saved from them becomes the choice.
 */
export function AddressDialog({ open, onClose, renderNewAddress, ...props }: AddressDialogProps) {
  const [adding, setAdding] = useState(false);
  return (
    <>
      <Dialog open={open} onClose={onClose} title={m.title} closeLabel={messages.common.close}>
        <AddressChoice {...props} onClose={onClose} onAddNew={() => setAdding(true)} />
      </Dialog>
      {renderNewAddress({
        open: adding,
        onClose: () => setAdding(false),
        onSaved: (address) => {
          setAdding(false);
          if (deliverable(address)) {
            props.onChoose(address);
            onClose();
          }
        },
      })}
    </>
  );
}

/** In the delivery area, and with a house, a road or an Eircode for the driver. */
const deliverable = (address: SavedAddress) => address.in_delivery_area && hasDeliveryDirections(address);

type AddressChoiceProps = Omit<AddressDialogProps, 'open' | 'renderNewAddress'> & { onAddNew: () => void };

function AddressChoice({ book, chosen, deliveryRadiusKm, onChoose, onClose, onAddNew }: AddressChoiceProps) {
  const form = useSchemaForm(addressChoiceSchema, {
    defaultValues: { address_id: chosen === null ? '' : String(chosen.id) },
  });
  const selected = form.watch('address_id');
  // Only an address inside the delivery area can be used.
  const usable = (id: unknown) =>
    book.addresses.find((address) => address.id === Number(id) && deliverable(address));

  return (
    <Form
      form={form}
      onSubmit={({ address_id }) => {
        const address = usable(address_id);
        if (address === undefined) return;
        onChoose(address);
        onClose();
      }}
      className="grid gap-4 p-5"
    >
      {book.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
          <Spinner className="size-4" /> {orderMessages.addresses.loading}
        </p>
      ) : book.error !== null ? (
        <Notice tone="danger" role="alert">
          {book.error}
        </Notice>
      ) : book.addresses.length === 0 ? (
        <p className="text-sm text-ink-muted">{m.none}</p>
      ) : (
        <fieldset className="grid gap-2">
          <legend className="sr-only">{orderMessages.addresses.list}</legend>
          {book.addresses.map((address) => (
            <label
              key={address.id}
              className={`flex gap-3 rounded-xl border p-3 ${deliverable(address) ? 'cursor-pointer border-line bg-white has-checked:border-saffron has-checked:bg-saffron-soft' : 'border-line bg-cream-deep text-ink-muted'}`}
            >
              <input
                type="radio"
                value={address.id}
                disabled={!deliverable(address)}
                className="mt-1 size-4 accent-saffron"
                {...form.register('address_id')}
              />
              <span className="min-w-0">
                {/* Door and road before the town, as the driver reads it (issue 47). */}
                <span className="block font-semibold break-words">{deliveryAddressLine(address)}</span>
                <span className="block text-sm">
                  {!address.in_delivery_area
                    ? orderMessages.location.savedAddressOutside(deliveryRadiusKm)
                    : hasDeliveryDirections(address)
                      ? orderMessages.addresses.inDeliveryArea(address.distance_km)
                      : m.needsDirections}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <button type="button" onClick={onAddNew} className={buttonClasses('secondary')}>
        <PlusIcon className="size-4" /> {m.addNew}
      </button>
      <div className="flex justify-end gap-3">
        <button type="button" className={buttonClasses('ghost')} onClick={onClose}>
          {messages.common.cancel}
        </button>
        <button type="submit" className={buttonClasses('primary')} disabled={usable(selected) === undefined}>
          {m.use}
        </button>
      </div>
    </Form>
  );
}
