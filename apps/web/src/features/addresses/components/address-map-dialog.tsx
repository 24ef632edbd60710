import { MAP_BOUNDING_BOX_DEGREES, messages, orderMessages, type SavedAddress } from '@tiffin/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { ExternalIcon } from '@/components/ui/icons/external-icon';
import { Spinner } from '@/components/ui/spinner';
import { siteText } from '@/lib/site-text';
import {
  addressTypeLabel,
  type Coordinates,
  coordinatesOf,
  openStreetMapUrl,
} from '../utils/address-display';

// Leaflet comes with the map, and only where a map is shown.
const LocationMap = lazy(() => import('./map/location-map'));

const m = orderMessages.addresses;

/** The map's height here: the map draws its own frame, so its credit and its pin are never cut off. */
const MAP_HEIGHT = 'h-56 sm:h-64';

type AddressMapDialogProps = {
  /** The address shown; null when the dialog is closed. It must have coordinates (see coordinatesOf). */
  address: SavedAddress | null;
  onClose: () => void;
};

/**
 * 'Address Location' (checkout-and-account §2.8): the map around the point (±0.01°), the type,
 * address, contact name and phone, the coordinates, a link to the place on openstreetmap.org (not
 * in the spec) and Close.
 */
export function AddressMapDialog({ address, onClose }: AddressMapDialogProps) {
  const point = address === null ? null : coordinatesOf(address);
  return (
    <Dialog
      open={address !== null && point !== null}
      onClose={onClose}
      title={m.mapTitle}
      size="lg"
      closeLabel={messages.common.close}
    >
      {address !== null && point !== null && <MapDetails address={address} point={point} onClose={onClose} />}
    </Dialog>
  );
}

type MapDetailsProps = { address: SavedAddress; point: Coordinates; onClose: () => void };

function MapDetails({ address, point, onClose }: MapDetailsProps) {
  return (
    <div className="grid gap-4 overflow-y-auto p-5">
      <Suspense
        fallback={
          <p
            role="status"
            className={`flex items-center justify-center gap-2 rounded-xl border border-line bg-cream-deep text-sm text-ink-muted ${MAP_HEIGHT}`}
          >
            <Spinner className="size-4" />
            {orderMessages.location.loadingMap}
          </p>
        }
      >
        <LocationMap
          center={point}
          boundsDegrees={MAP_BOUNDING_BOX_DEGREES}
          label={address.address}
          heightClassName={MAP_HEIGHT}
        />
      </Suspense>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
        <Detail term={m.details.type}>{addressTypeLabel(address)}</Detail>
        <Detail term={m.details.address}>{address.address}</Detail>
        {address.contact_person_name && (
          <Detail term={m.details.contactName}>{address.contact_person_name}</Detail>
        )}
        {address.contact_person_number && (
          <Detail term={m.details.phone}>{address.contact_person_number}</Detail>
        )}
        <Detail term={m.details.coordinates}>
          {address.latitude}, {address.longitude}
        </Detail>
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <a
          href={openStreetMapUrl(point)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-saffron-dark hover:underline"
        >
          {m.openInOpenStreetMap}
          <ExternalIcon className="size-4" />
          <span className="sr-only"> {siteText.opensInNewTab}</span>
        </a>
        <button type="button" onClick={onClose} className={buttonClasses('secondary')}>
          {messages.common.close}
        </button>
      </div>
    </div>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-ink-muted">{term}</dt>
      <dd className="mb-1 break-words sm:mb-0">{children}</dd>
    </>
  );
}
