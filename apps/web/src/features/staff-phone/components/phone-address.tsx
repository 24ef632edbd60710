import { formatDistance, PLACE_SEARCH_DEBOUNCE_MS, type Place, searchablePlaceText } from '@tiffin/core';
import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { phoneOrderWords as text } from '@/lib/messages/phone-order-messages';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePhonePlaces } from '../api/search-phone-places';
import { bigInput, field, label } from './phone-customer';
import type { PhoneDraft } from './phone-draft';

type Props = { draft: PhoneDraft; onChange: (patch: Partial<PhoneDraft>) => void };

/**
 * The delivery address as the checkout finds one (issue 49): the caller's Eircode, road or town
 * searched by the server, each place with its distance and whether the delivery area takes it; the
 * one chosen gives the order its line and its point, its house, road and Eircode to complete.
 */
export function PhoneAddress({ draft, onChange }: Props) {
  const [typed, setTyped] = useState('');
  const settled = useDebouncedValue(typed, PLACE_SEARCH_DEBOUNCE_MS);
  const places = usePhonePlaces(searchablePlaceText(settled));
  const choose = (place: Place) =>
    onChange({
      place,
      house: place.house ?? draft.house,
      road: place.road ?? draft.road,
      eircode: place.eircode ?? draft.eircode,
    });

  if (draft.place)
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-white p-3">
        <p className="text-lg">
          <span className="font-semibold">{draft.place.description}</span>
          <span className="block text-base">{reach(draft.place)}</span>
        </p>
        <button
          type="button"
          className={buttonClasses('secondary', 'min-h-12')}
          onClick={() => onChange({ place: null })}
        >
          {text.addressAgain}
        </button>
      </div>
    );
  return (
    <div className="space-y-2">
      <label className={field}>
        <span className={label}>{text.addressSearch}</span>
        <input
          type="search"
          className={bigInput}
          value={typed}
          maxLength={100}
          onChange={(event) => setTyped(event.target.value)}
        />
      </label>
      {places.isFetching && (
        <p className="flex items-center gap-2 text-ink-muted" role="status">
          <Spinner /> {text.addressSearching}
        </p>
      )}
      {places.isError && (
        <Notice tone="danger" role="alert">
          {text.addressFailed}
        </Notice>
      )}
      {places.data?.length === 0 && <p role="status">{text.addressNone}</p>}
      {places.data && places.data.length > 0 && (
        <ul className="space-y-2" aria-label={text.addressResults}>
          {places.data.map((place) => (
            <li key={place.place_id}>
              <button
                type="button"
                className="min-h-12 w-full rounded-xl border border-line bg-white px-4 py-2 text-left text-lg hover:bg-cream"
                onClick={() => choose(place)}
              >
                <span className="font-semibold">{place.description}</span>
                <span className="block text-base">{reach(place)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The server's reach of the place: its distance, and whether the delivery area takes it. */
const reach = (place: Place) =>
  (place.in_delivery_area ? text.addressInArea : text.addressOutside)(formatDistance(place.distance_km));
