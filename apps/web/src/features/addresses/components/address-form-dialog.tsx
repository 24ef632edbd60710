import {
  ADDRESS_FORM_CLOSE_MS,
  ADDRESS_TYPES,
  addressSchema,
  DEFAULT_ADDRESS_TYPE,
  formatEircode,
  messages,
  orderMessages,
  type SavedAddress,
  UNSET_COORDINATE,
} from '@tiffin/core';
import { useEffect, useRef, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { errorRoom } from '@/components/form/field-frame';
import { Form, formSchema, useSchemaForm } from '@/components/form/form';
import { TextField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { fieldErrors } from '@/lib/error-toasts';
import { isUnauthorizedError } from '@/lib/query-client';
import { type AddressRequest, useAddAddress } from '../api/add-address';
import { useUpdateAddress } from '../api/update-address';
import { coordinatesOf } from '../utils/address-display';
import { errorText } from '../utils/address-error';
import { DeliveryLocationField } from './delivery-location-field';
import { LocationPickerDialog, type PickedLocation } from './location-picker/location-picker-dialog';

const m = orderMessages.addresses;

/** Who the address is for: the signed-in customer's name and phone, sent with it (not validated). */
export type AddressContact = { name?: string | undefined; phone?: string | undefined };

type AddressFields = {
  address_type: (typeof ADDRESS_TYPES)[number];
  address_label: string;
  address: string;
  latitude: string;
  longitude: string;
  house: string;
  floor: string;
  road: string;
  eircode: string;
};

// The custom label belongs to 'other' only: a label typed before choosing another type is neither
// checked nor sent.
const addressForm = formSchema(addressSchema, (fields: AddressFields) => ({
  ...fields,
  address_label: fields.address_type === 'other' ? fields.address_label : undefined,
}));
type AddressPayload = z.output<typeof addressSchema>;

/** The fields of a saved address, or of a new one at the place the picker confirmed (if any). */
function fieldsOf(address: SavedAddress | null, location: PickedLocation | undefined): AddressFields {
  const eircode = address?.eircode ?? location?.eircode;
  return {
    address_type: address?.address_type ?? DEFAULT_ADDRESS_TYPE,
    address_label: address?.address_label ?? '',
    address: address?.address ?? location?.address ?? '',
    latitude: address?.latitude ?? (location ? String(location.latitude) : UNSET_COORDINATE),
    longitude: address?.longitude ?? (location ? String(location.longitude) : UNSET_COORDINATE),
    house: address?.house ?? location?.house ?? '',
    floor: address?.floor ?? '',
    road: address?.road ?? location?.road ?? '',
    eircode: eircode ? formatEircode(eircode) : '',
  };
}

type AddressFormDialogProps = {
  /** Open for a new address ('add'), for a saved one (edit), or closed (null). */
  editing: 'add' | SavedAddress | null;
  /**
   * A new address's place, confirmed in the location picker before the form opened (the
   * checkout's way in): the form starts with it and what the place says of its parts.
   */
  initialLocation?: PickedLocation | undefined;
  contact: AddressContact;
  /** The addresses already saved: the picker offers them under 'Previous'. */
  savedAddresses: SavedAddress[];
  /** The restaurant's delivery radius (its settings), for the picker's words. */
  deliveryRadiusKm: number;
  onClose: () => void;
  /** The server took the address: the page shows the banner ('Address added successfully!'). */
  onSaved: (message: string, address: SavedAddress) => void;
  /** Where focus goes on closing when the button that opened the form is gone. */
  fallbackFocus?: () => HTMLElement | null;
  /** Where focus goes on closing instead of the opener (the page's banner after a save). */
  returnFocus?: () => HTMLElement | null;
};

/**
 * 'Add New Address' / 'Edit Address' (checkout-and-account §2.8, §4, §5): every address is added
 * through it, from My Addresses and from the checkout (issue 29). Closing it (Cancel, the close
 * button, Escape) drops what was typed and any status: the form lives only while it is open.
 */
export function AddressFormDialog({
  editing,
  initialLocation,
  contact,
  savedAddresses,
  deliveryRadiusKm,
  onClose,
  onSaved,
  fallbackFocus,
  returnFocus,
}: AddressFormDialogProps) {
  const address = editing === 'add' ? null : editing;
  return (
    <Dialog
      open={editing !== null}
      onClose={onClose}
      title={address === null ? m.addTitle : m.editTitle}
      size="lg"
      fallbackFocus={fallbackFocus}
      returnFocus={returnFocus}
      closeLabel={messages.common.close}
    >
      {editing !== null && (
        <AddressForm
          address={address}
          initialLocation={initialLocation}
          contact={contact}
          savedAddresses={savedAddresses}
          deliveryRadiusKm={deliveryRadiusKm}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </Dialog>
  );
}

type AddressFormProps = Omit<AddressFormDialogProps, 'editing' | 'fallbackFocus' | 'returnFocus'> & {
  address: SavedAddress | null;
};

function AddressForm({
  address,
  initialLocation,
  contact,
  savedAddresses,
  deliveryRadiusKm,
  onClose,
  onSaved,
}: AddressFormProps) {
  const add = useAddAddress();
  const update = useUpdateAddress();
  const [pickerOpen, setPickerOpen] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  const deliveryButton = useRef<HTMLButtonElement>(null);
  const savedNotice = useRef<HTMLDivElement>(null);
  const form = useSchemaForm(addressForm, {
    defaultValues: fieldsOf(address, initialLocation),
    // The delivery address is a button, which the form does not know how to focus: onInvalid does.
    shouldFocusError: false,
  });
  const { register, watch, getValues, setValue, setError, clearErrors, setFocus } = form;
  const { errors } = form.formState;
  const saving = add.isPending || update.isPending;
  const type = watch('address_type');
  const chosenAddress = watch('address');
  const located = coordinatesOf({ latitude: watch('latitude'), longitude: watch('longitude') }) !== null;
  const locationError = errors.address?.message ?? errors.latitude?.message ?? errors.longitude?.message;

  // §4: the form closes 1500 ms after the server took the address.
  useEffect(() => {
    if (savedMessage === null) return;
    savedNotice.current?.focus();
    const timer = setTimeout(onClose, ADDRESS_FORM_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [savedMessage, onClose]);

  const picked = (location: PickedLocation) => {
    setPickerOpen(false);
    setValue('address', location.address, { shouldDirty: true });
    setValue('latitude', String(location.latitude), { shouldDirty: true });
    setValue('longitude', String(location.longitude), { shouldDirty: true });
    // What the place says of its parts fills the fields the customer left empty.
    if (getValues('house').trim() === '' && location.house) setValue('house', location.house);
    if (getValues('road').trim() === '' && location.road) setValue('road', location.road);
    if (getValues('eircode').trim() === '' && location.eircode)
      setValue('eircode', formatEircode(location.eircode));
    clearErrors(['address', 'latitude', 'longitude']);
    setServerError(null);
  };

  const onValid = async (values: AddressPayload) => {
    setServerError(null);
    const request: AddressRequest = {
      address_type: values.address_type,
      ...(values.address_type === 'other' && values.address_label
        ? { address_label: values.address_label }
        : {}),
      address: values.address,
      // As the first version sends them: strings.
      latitude: String(values.latitude),
      longitude: String(values.longitude),
      contact_person_name: contact.name || address?.contact_person_name || undefined,
      contact_person_number: contact.phone || address?.contact_person_number || undefined,
      house: values.house ?? '',
      floor: values.floor ?? '',
      road: values.road ?? '',
      // An Eircode cleared on editing is sent empty, so the server forgets it.
      eircode: values.eircode ?? '',
    };
    let saved: SavedAddress;
    try {
      saved = (
        address === null
          ? await add.mutateAsync(request)
          : await update.mutateAsync({ addressId: address.id, request })
      ).address;
    } catch (error) {
      // A 401 ends the session and says so (features/auth); the page then asks to sign in.
      if (isUnauthorizedError(error)) return;
      const fields = [
        'address',
        'latitude',
        'longitude',
        'address_label',
        'house',
        'floor',
        'road',
        'eircode',
      ] as const;
      for (const { field, message } of fieldErrors(error, fields)) setError(field, { message });
      setServerError(errorText(error, address === null ? m.addFailed : m.updateFailed));
      return;
    }
    const message = address === null ? m.added : m.updated;
    setSavedMessage(message);
    onSaved(message, saved);
  };

  // Focus goes to the first field with an error, in the order they are shown.
  const onInvalid = (invalid: FieldErrors<AddressFields>) => {
    if (invalid.address_label) setFocus('address_label');
    else if (invalid.address || invalid.latitude || invalid.longitude) deliveryButton.current?.focus();
    else {
      const first = (['house', 'floor', 'road', 'eircode'] as const).find((name) => invalid[name]);
      if (first !== undefined) setFocus(first);
    }
  };

  const busy = saving || savedMessage !== null;

  return (
    <>
      <Form
        form={form}
        onSubmit={onValid}
        onInvalid={onInvalid}
        className="grid gap-4 p-5"
        aria-busy={saving || undefined}
      >
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">{m.labelAs}</legend>
          <div className="flex flex-wrap gap-2">
            {ADDRESS_TYPES.map((value) => (
              <label
                key={value}
                className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-line bg-white px-4 text-sm font-medium has-checked:border-saffron has-checked:bg-saffron has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-saffron"
              >
                <input type="radio" value={value} className="sr-only" {...register('address_type')} />
                {m.typeLabels[value]}
              </label>
            ))}
          </div>
        </fieldset>

        {type === 'other' && (
          <TextField
            label={m.customLabel}
            placeholder={m.customLabelPlaceholder}
            error={errors.address_label?.message}
            autoComplete="off"
            {...register('address_label')}
          />
        )}

        <DeliveryLocationField
          address={chosenAddress}
          located={located}
          error={locationError}
          onOpen={() => setPickerOpen(true)}
          buttonRef={deliveryButton}
        />

        <div className="grid gap-x-4 sm:grid-cols-2">
          <TextField
            label={m.house}
            error={errors.house?.message}
            className={errorRoom}
            {...register('house')}
          />
          <TextField
            label={m.floor}
            error={errors.floor?.message}
            className={errorRoom}
            {...register('floor')}
          />
          <TextField
            label={m.road}
            error={errors.road?.message}
            className={errorRoom}
            autoComplete="address-line1"
            {...register('road')}
          />
          <TextField
            label={m.eircode}
            error={errors.eircode?.message}
            className={errorRoom}
            autoComplete="postal-code"
            autoCapitalize="characters"
            {...register('eircode')}
          />
        </div>

        {/* The outcome and the buttons stay together at the bottom, in view on a phone's long form. */}
        <div className="sticky bottom-0 -mx-5 -mb-5 grid gap-3 border-t border-line bg-cream px-5 py-4">
          {serverError !== null && (
            <Notice tone="danger" role="alert">
              {serverError}
            </Notice>
          )}
          {savedMessage !== null && (
            // Save disables itself while focused: focus moves here rather than falling to the page.
            <div ref={savedNotice} tabIndex={-1} className="outline-none">
              <Notice tone="success" role="status">
                {savedMessage}
              </Notice>
            </div>
          )}
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" onClick={onClose} className={buttonClasses('secondary')}>
              {messages.common.cancel}
            </button>
            <button type="submit" disabled={busy} className={buttonClasses('primary')}>
              {saving && <Spinner className="size-4" />}
              {address === null ? m.saveAddress : m.updateAddress}
            </button>
          </div>
        </div>
      </Form>
      {/* Beside the form, not in it: the picker may hold a form of its own (its search). */}
      <LocationPickerDialog
        open={pickerOpen}
        title={address === null ? orderMessages.location.selectTitle : orderMessages.location.updateTitle}
        savedAddresses={savedAddresses}
        // Editing an address still at its saved place: the picker starts with it chosen under Previous.
        initialSavedId={
          address !== null &&
          watch('latitude') === address.latitude &&
          watch('longitude') === address.longitude
            ? address.id
            : undefined
        }
        deliveryRadiusKm={deliveryRadiusKm}
        onClose={() => setPickerOpen(false)}
        onConfirm={picked}
      />
    </>
  );
}
