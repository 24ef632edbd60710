import { type LatLng, messages, orderMessages, type Place, type SavedAddress } from '@tiffin/core';
import { type KeyboardEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { mapMessages } from '@/lib/messages/map-messages';
import { useMediaQuery } from '@/lib/use-media-query';
import { useReverseGeocode } from '../../api/reverse-geocode';
import { coordinatesOf } from '../../utils/address-display';
import { CurrentLocationPanel } from './current-location-panel';
import { LocationResult } from './location-result';
import { PlaceSearchPanel } from './place-search-panel';
import { SavedAddressOptions } from './saved-address-options';

// Leaflet comes with the map, and the map only when a place in range is shown.
const LocationMap = lazy(() => import('../map/location-map'));

const m = orderMessages.location;

/** The picker's map is short enough to leave it, the answer under it and Confirm Location in view together. */
const MAP_HEIGHT = 'h-44 sm:h-56';

/** What the picker hands back: the address line, its point, and the server's distance to it. */
export type PickedLocation = {
  address: string;
  latitude: number;
  longitude: number;
  distance_km: number;
  house: string | null;
  road: string | null;
  eircode: string | null;
};

export type LocationPickerDialogProps = {
  open: boolean;
  /** orderMessages.location.selectTitle or updateTitle, chosen by the caller. */
  title: string;
  /** The customer's saved addresses (the Previous tab shows only when there are some). */
  savedAddresses: SavedAddress[];
  /** The saved address chosen when the picker opens (the one being edited), if it is in the area. */
  initialSavedId?: number | undefined;
  /** The restaurant's delivery radius from its settings, for the texts only (the server decides). */
  deliveryRadiusKm: number;
  /** Called whenever the dialog closes; the caller sets `open` to false. */
  onClose: () => void;
  /** A location in the delivery area was confirmed; the caller closes the dialog. */
  onConfirm: (location: PickedLocation) => void;
};

type Tab = 'previous' | 'current' | 'search';

/** What the customer chose: a saved address, a place found, or a point (the device's, or the moved pin's). */
type Choice =
  | { kind: 'saved'; address: SavedAddress }
  | { kind: 'place'; place: Place }
  | { kind: 'point'; point: LatLng; movedOnMap: boolean };

type Selection = PickedLocation & { in_delivery_area: boolean };

function selectionOfPlace(place: Place, point: LatLng = place): Selection {
  return {
    address: place.description,
    latitude: point.latitude,
    longitude: point.longitude,
    distance_km: place.distance_km,
    in_delivery_area: place.in_delivery_area,
    house: place.house,
    road: place.road,
    eircode: place.eircode,
  };
}

function selectionOfSaved(address: SavedAddress): Selection {
  return {
    address: address.address,
    latitude: Number(address.latitude),
    longitude: Number(address.longitude),
    distance_km: address.distance_km,
    in_delivery_area: address.in_delivery_area,
    house: address.house,
    road: address.road,
    eircode: address.eircode,
  };
}

/**
 * The delivery location picker (checkout-and-account §2.7, DECISIONS.md "location picker tabs"):
 * Previous (when there are saved addresses), Current Location and Search Address. Everything it holds
 * lives in its body, which the dialog renders only while open: closing resets it all.
 */
export function LocationPickerDialog({ open, title, onClose, ...bodyProps }: LocationPickerDialogProps) {
  const wide = useMediaQuery('(min-width: 640px)');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={messages.common.close}
      placement={wide ? 'center' : 'bottom'}
      size="lg"
      // A steady height: the sheet or window does not jump as results, the answer and the map arrive;
      // its body scrolls under the title, with Confirm Location held at the bottom.
      className={wide ? 'h-[min(46rem,calc(100dvh-2rem))]' : 'h-[85dvh]'}
    >
      <PickerBody {...bodyProps} />
    </Dialog>
  );
}

type PickerBodyProps = Omit<LocationPickerDialogProps, 'open' | 'title' | 'onClose'>;

function PickerBody({ savedAddresses, initialSavedId, deliveryRadiusKm, onConfirm }: PickerBodyProps) {
  const hasSaved = savedAddresses.length > 0;
  const [tab, setTab] = useState<Tab>(hasSaved ? 'previous' : 'current');
  const [choice, setChoice] = useState<Choice | null>(() => {
    const initial = savedAddresses.find((address) => address.id === initialSavedId);
    // Only one it could choose itself: an address out of the area is a disabled option.
    return initial?.in_delivery_area && coordinatesOf(initial) !== null
      ? { kind: 'saved', address: initial }
      : null;
  });
  const tabs: Tab[] = hasSaved ? ['previous', 'current', 'search'] : ['current', 'search'];
  const tabLabels: Record<Tab, string> = {
    previous: m.previousTab,
    current: m.currentTab,
    search: m.searchTab,
  };
  const idPrefix = useId();
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  const lookup = useReverseGeocode(choice?.kind === 'point' ? choice.point : null);

  let selection: Selection | null = null;
  let lookupMessage: string | null = null;
  if (choice?.kind === 'saved') selection = selectionOfSaved(choice.address);
  else if (choice?.kind === 'place') selection = selectionOfPlace(choice.place);
  else if (choice?.kind === 'point') {
    if (lookup.isError) lookupMessage = lookup.error.message;
    else if (lookup.data?.place === null) lookupMessage = m.noAddressForLocation;
    else if (lookup.data?.place) {
      selection = {
        ...selectionOfPlace(lookup.data.place, lookup.data),
        distance_km: lookup.data.distance_km,
        in_delivery_area: lookup.data.in_delivery_area,
      };
    }
  }
  const lookingUp = choice?.kind === 'point' && lookup.isPending;

  // The map appears for a place in range; once its pin has been moved it stays, so that a pin moved
  // out of the area can be moved back.
  const mapCenter: LatLng | null =
    choice === null || choice.kind === 'saved' ? null : choice.kind === 'place' ? choice.place : choice.point;
  const showMap =
    mapCenter !== null &&
    (selection?.in_delivery_area === true || (choice?.kind === 'point' && choice.movedOnMap));

  const chooseTab = (next: Tab) => {
    if (next === tab) return;
    setTab(next);
    setChoice(null);
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.indexOf(tab);
    const nextIndex =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    if (nextIndex === null) return;
    event.preventDefault();
    const next = tabs[nextIndex] as Tab;
    chooseTab(next);
    tabRefs.current[next]?.focus();
  };

  const canConfirm = selection?.in_delivery_area === true && !lookingUp;

  // A new answer (a place chosen from a long list of results, a pin moved) is scrolled into view,
  // above Confirm Location. It stays under the map, which does not jump while a moved pin is looked up.
  const resultRef = useRef<HTMLDivElement>(null);
  const answer =
    selection === null || lookingUp
      ? null
      : `${selection.latitude},${selection.longitude},${selection.in_delivery_area}`;
  useEffect(() => {
    if (answer !== null) resultRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [answer]);

  return (
    <div className="flex flex-1 flex-col gap-4 p-5">
      <div role="tablist" aria-label={m.tabsLabel} className="flex gap-1 rounded-full bg-cream-deep p-1">
        {tabs.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${name}`}
            aria-selected={name === tab}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={name === tab ? 0 : -1}
            onClick={() => chooseTab(name)}
            onKeyDown={onTabKeyDown}
            className={`min-h-11 flex-1 rounded-full px-2 text-sm font-semibold transition-colors ${
              name === tab ? 'bg-white text-saffron-dark shadow-sm' : 'text-ink-muted hover:text-ink'
            }`}
          >
            {tabLabels[name]}
          </button>
        ))}
      </div>

      <div role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${tab}`}>
        {tab === 'previous' && (
          <SavedAddressOptions
            addresses={savedAddresses}
            selectedId={choice?.kind === 'saved' ? choice.address.id : null}
            deliveryRadiusKm={deliveryRadiusKm}
            onSelect={(address) => setChoice({ kind: 'saved', address })}
          />
        )}
        {tab === 'current' && (
          <CurrentLocationPanel
            onPosition={(point) => setChoice({ kind: 'point', point, movedOnMap: false })}
          />
        )}
        {tab === 'search' && (
          <PlaceSearchPanel
            selectedPlaceId={choice?.kind === 'place' ? choice.place.place_id : null}
            onSelect={(place) => setChoice({ kind: 'place', place })}
            onTextChange={() => setChoice(null)}
          />
        )}
      </div>

      {showMap && mapCenter !== null && (
        <Suspense
          fallback={
            // The map's size with its hint, so that the answer under it does not move when it arrives.
            <div className="flex flex-col gap-2">
              <p
                role="status"
                className={`flex items-center justify-center gap-2 rounded-xl bg-cream-deep text-sm ${MAP_HEIGHT}`}
              >
                <Spinner className="size-4" />
                {m.loadingMap}
              </p>
              <p aria-hidden="true" className="text-xs text-ink-muted">
                {mapMessages.dragMarkerHint}
              </p>
            </div>
          }
        >
          <LocationMap
            center={{ latitude: mapCenter.latitude, longitude: mapCenter.longitude }}
            draggable
            label={m.mapLabel}
            heightClassName={MAP_HEIGHT}
            onMarkerMoved={(point) => setChoice({ kind: 'point', point, movedOnMap: true })}
          />
        </Suspense>
      )}

      {lookingUp && (
        <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
          <Spinner className="size-4" />
          {m.findingAddress}
        </p>
      )}
      {lookupMessage !== null && (
        <Notice tone="danger" role="alert">
          {lookupMessage}
        </Notice>
      )}
      {selection !== null && !lookingUp && (
        // Clear of the sticky title above and Confirm Location below when scrolled into view.
        <div ref={resultRef} className="scroll-mt-20 scroll-mb-24">
          <LocationResult
            address={selection.address}
            distanceKm={selection.distance_km}
            inDeliveryArea={selection.in_delivery_area}
            deliveryRadiusKm={deliveryRadiusKm}
          />
        </div>
      )}

      <div className="sticky bottom-0 -mx-5 mt-auto -mb-5 border-t border-line bg-cream px-5 py-4">
        <button
          type="button"
          disabled={!canConfirm}
          onClick={() => {
            if (selection === null || !canConfirm) return;
            const { in_delivery_area: _inArea, ...picked } = selection;
            onConfirm(picked);
          }}
          // Out of range the button's words are the message ('Select a location within delivery
          // area'): solid muted colours rather than the usual fade, so they keep their contrast.
          className={
            canConfirm
              ? buttonClasses('primary', 'w-full')
              : buttonClasses(
                  'ghost',
                  'w-full border border-line bg-cream-deep text-ink-muted disabled:opacity-100',
                )
          }
        >
          {canConfirm ? m.confirmLocation : m.selectWithinArea}
        </button>
      </div>
    </div>
  );
}
