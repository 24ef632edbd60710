import {
  orderMessages,
  PLACE_SEARCH_DEBOUNCE_MS,
  PLACE_SEARCH_MAX_LENGTH,
  PLACE_SEARCH_MIN_LENGTH,
  type Place,
  searchablePlaceText,
} from '@tiffin/core';
import { useId, useState } from 'react';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePlaceSearch } from '../../api/search-places';

const m = orderMessages.location;

type PlaceSearchPanelProps = {
  selectedPlaceId: string | null;
  onSelect: (place: Place) => void;
  /** The search text changed: a place chosen from the earlier results is no longer the choice. */
  onTextChange: () => void;
};

/**
 * The Search Address tab: the text is sent once typing rests for 500 ms; the server's places (at most
 * 5, in Ireland) are listed as buttons, and choosing one selects it. Changing the text drops the
 * choice (its map, its result box and Confirm Location go with it).
 */
export function PlaceSearchPanel({ selectedPlaceId, onSelect, onTextChange }: PlaceSearchPanelProps) {
  const [text, setText] = useState('');
  const settledText = useDebouncedValue(text, PLACE_SEARCH_DEBOUNCE_MS);
  const searchText = searchablePlaceText(settledText);
  const search = usePlaceSearch(searchText);
  const inputId = useId();
  const hintId = useId();
  const typing = searchablePlaceText(text) !== searchText;
  const places = search.data ?? [];

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-semibold">
          {m.searchLabel}
        </label>
        <input
          id={inputId}
          type="search"
          value={text}
          maxLength={PLACE_SEARCH_MAX_LENGTH}
          autoComplete="street-address"
          placeholder={m.searchPlaceholder}
          aria-describedby={hintId}
          onChange={(event) => {
            setText(event.target.value);
            onTextChange();
          }}
          className="min-h-11 rounded-xl border border-line bg-white px-4 text-base"
        />
        <p id={hintId} className="text-xs text-ink-muted">
          {m.searchHint(PLACE_SEARCH_MIN_LENGTH)}
        </p>
      </div>
      <div aria-live="polite" className="text-sm">
        {searchText !== null && (search.isFetching || typing) ? (
          <p className="flex items-center gap-2 text-ink-muted">
            <Spinner className="size-4" />
            {m.searching}
          </p>
        ) : searchText !== null && search.isError ? (
          <Notice tone="danger">{search.error.message}</Notice>
        ) : searchText !== null && search.isSuccess && places.length === 0 ? (
          <p className="text-ink-muted">{m.noPlacesFound}</p>
        ) : null}
      </div>
      {searchText !== null && places.length > 0 && !search.isFetching && (
        <ul aria-label={m.searchResultsLabel} className="flex flex-col gap-2">
          {places.map((place) => (
            <li key={place.place_id}>
              <button
                type="button"
                aria-pressed={place.place_id === selectedPlaceId}
                onClick={() => onSelect(place)}
                className={`flex w-full flex-col items-start gap-0.5 rounded-xl border px-4 py-3 text-left text-sm transition-colors ${
                  place.place_id === selectedPlaceId
                    ? 'border-saffron bg-saffron-soft'
                    : 'border-line bg-white hover:border-saffron'
                }`}
              >
                <span>{place.description}</span>
                <span className="text-xs text-ink-muted">{m.distanceAway(place.distance_km)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
