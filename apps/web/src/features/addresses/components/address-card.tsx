import { formatEircode, orderMessages, type SavedAddress } from '@tiffin/core';
import { useId } from 'react';
import { AlertCircleIcon } from '@/components/ui/icons/alert-circle-icon';
import { PinIcon } from '@/components/ui/icons/pin-icon';
import { TrashIcon } from '@/components/ui/icons/trash-icon';
import { addressTypeLabel, coordinatesOf } from '../utils/address-display';
import { CheckCircleIcon, PencilIcon } from './address-icons';

const m = orderMessages.addresses;

type AddressCardProps = {
  address: SavedAddress;
  /** The restaurant's delivery radius, for the out-of-area mark; undefined until its settings arrive. */
  deliveryRadiusKm: number | undefined;
  onView: (address: SavedAddress) => void;
  onEdit: (address: SavedAddress) => void;
  onDelete: (address: SavedAddress) => void;
};

const iconButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-cream-deep hover:text-ink';

/**
 * One saved address (checkout-and-account §2.8): the type badge (the 'other' type's own label when
 * it has one), 'Location verified' when it has coordinates, the address line, chips for house,
 * floor, road and Eircode, whether the restaurant delivers there (the server's reckoning), edit and
 * delete, and 'Click to view location on map'. A click anywhere on the card opens the map, as the
 * hint says; for the keyboard the hint is the button that does it.
 */
export function AddressCard({ address, deliveryRadiusKm, onView, onEdit, onDelete }: AddressCardProps) {
  const titleId = useId();
  const addressId = useId();
  const label = addressTypeLabel(address);
  const verified = coordinatesOf(address) !== null;
  const chips = [
    { key: 'house', name: m.house, value: address.house, shown: address.house },
    {
      key: 'floor',
      name: m.floor,
      value: address.floor,
      shown: address.floor && `${m.floor} ${address.floor}`,
    },
    { key: 'road', name: m.road, value: address.road, shown: address.road },
    {
      key: 'eircode',
      name: m.eircode,
      value: address.eircode,
      shown: address.eircode && formatEircode(address.eircode),
    },
  ].filter((chip) => chip.value !== null && chip.value.trim() !== '');

  return (
    // The whole card answers a click, as the spec's hint invites; its own button does it from the keyboard.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the hint button inside is the keyboard's way to the map
    <article
      aria-labelledby={`${titleId} ${addressId}`}
      onClick={() => onView(address)}
      className="flex h-full cursor-pointer flex-col rounded-2xl border border-line bg-white p-4 transition-shadow hover:shadow-md sm:p-5"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <span
            id={titleId}
            className="min-w-0 rounded-xl bg-saffron-soft px-3 py-1 text-sm font-semibold wrap-break-word text-saffron-dark"
          >
            {label}
          </span>
          {verified && (
            <span className="inline-flex items-center gap-1 text-sm font-medium text-chutney">
              <CheckCircleIcon className="size-4" />
              {m.locationVerified}
            </span>
          )}
        </div>
        <div className="-mt-1.5 -mr-1.5 flex shrink-0">
          <button
            type="button"
            aria-label={m.editAddress(label)}
            title={m.editAddress(label)}
            onClick={(event) => {
              event.stopPropagation();
              onEdit(address);
            }}
            className={iconButton}
          >
            <PencilIcon className="size-5" />
          </button>
          <button
            type="button"
            aria-label={m.deleteAddress(label)}
            title={m.deleteAddress(label)}
            onClick={(event) => {
              event.stopPropagation();
              onDelete(address);
            }}
            className={`${iconButton} hover:text-danger`}
          >
            <TrashIcon className="size-5" />
          </button>
        </div>
      </div>

      <p id={addressId} className="mt-3 break-words">
        {address.address}
      </p>

      {chips.length > 0 && (
        <ul className="mt-3 flex min-w-0 flex-wrap gap-2">
          {chips.map((chip) => (
            <li key={chip.key} className="min-w-0 rounded-xl bg-cream-deep px-3 py-1 text-sm wrap-break-word">
              {chip.key !== 'floor' && <span className="sr-only">{chip.name}: </span>}
              {chip.shown}
            </li>
          ))}
        </ul>
      )}

      <p
        className={`mt-3 inline-flex items-center gap-1.5 text-sm font-medium ${
          address.in_delivery_area ? 'text-chutney' : 'text-danger'
        }`}
      >
        {address.in_delivery_area ? (
          <CheckCircleIcon className="size-4 shrink-0" />
        ) : (
          <AlertCircleIcon className="size-4 shrink-0" />
        )}
        {address.in_delivery_area
          ? m.inDeliveryArea(address.distance_km)
          : deliveryRadiusKm === undefined
            ? m.outsideDeliveryArea
            : orderMessages.location.savedAddressOutside(deliveryRadiusKm)}
      </p>

      <div className="mt-auto pt-3">
        <button
          type="button"
          onClick={(event) => {
            event.stopPropagation();
            onView(address);
          }}
          className="-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-saffron-dark hover:underline"
        >
          <PinIcon className="size-4" />
          {m.clickToViewOnMap}
        </button>
      </div>
    </article>
  );
}
