import { orderMessages, type SavedAddress } from '@tiffin/core';

const m = orderMessages.location;

type SavedAddressOptionsProps = {
  addresses: SavedAddress[];
  selectedId: number | null;
  deliveryRadiusKm: number;
  onSelect: (address: SavedAddress) => void;
};

function labelOf(address: SavedAddress): string {
  return address.address_type === 'other' && address.address_label
    ? address.address_label
    : orderMessages.addresses.typeLabels[address.address_type];
}

/**
 * The Previous tab: the saved addresses, each a button that chooses it. One the server puts beyond
 * the delivery radius is disabled and says so (checkout-and-account §2.7).
 */
export function SavedAddressOptions({
  addresses,
  selectedId,
  deliveryRadiusKm,
  onSelect,
}: SavedAddressOptionsProps) {
  return (
    <ul aria-label={m.savedAddressesLabel} className="flex flex-col gap-2">
      {addresses.map((address) => {
        const outside = !address.in_delivery_area;
        const selected = address.id === selectedId;
        return (
          <li key={address.id}>
            <button
              type="button"
              disabled={outside}
              aria-pressed={selected}
              onClick={() => onSelect(address)}
              // One out of the area is shown in solid muted colours, not faded: its words keep their contrast.
              className={`flex w-full flex-col items-start gap-0.5 rounded-xl border px-4 py-3 text-left text-sm transition-colors disabled:cursor-not-allowed disabled:bg-cream-deep disabled:text-ink-muted ${
                selected
                  ? 'border-saffron bg-saffron-soft'
                  : 'border-line bg-white enabled:hover:border-saffron'
              }`}
            >
              <span className="font-semibold">{labelOf(address)}</span>
              <span>{address.address}</span>
              {outside ? (
                <span className="text-xs font-semibold text-danger">
                  {m.savedAddressOutside(deliveryRadiusKm)}
                </span>
              ) : (
                <span className="text-xs text-ink-muted">{m.distanceAway(address.distance_km)}</span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
