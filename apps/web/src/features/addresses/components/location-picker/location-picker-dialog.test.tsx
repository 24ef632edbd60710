import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { orderMessages, type SavedAddress } from '@tiffin/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mapMessages } from '@/lib/messages/map-messages';
import { bearerOf, signInNow, TEST_TOKEN } from '@/testing/auth';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { buildAddress } from '../../testing/address-server';
import {
  buildPlace,
  fakeGeolocation,
  GEO_MAP,
  GEO_REVERSE,
  GEO_SEARCH,
  geoRoutes,
  mapConfig,
  reverseAnswer,
} from '../../testing/geo-server';
import { LocationPickerDialog, type LocationPickerDialogProps } from './location-picker-dialog';

const m = orderMessages.location;

/** A saved address on Main Street, where the search's first place is. */
const savedMainStreet = (overrides: Partial<SavedAddress> = {}) =>
  buildAddress({
    address: 'Main Street, Cashel, Co. Tipperary',
    latitude: '52.5163',
    longitude: '-7.8857',
    house: '12',
    road: 'Main Street',
    eircode: 'E25 X9T4',
    distance_km: 0.24,
    ...overrides,
  });

/** What the picker hands back for Main Street, found by the search or chosen among the saved addresses. */
const mainStreetPicked = {
  address: 'Main Street, Cashel, Co. Tipperary',
  latitude: 52.5163,
  longitude: -7.8857,
  distance_km: 0.24,
  house: '12',
  road: 'Main Street',
  eircode: 'E25 X9T4',
};

function renderPicker(props: Partial<LocationPickerDialogProps> = {}) {
  signInNow();
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  const all: LocationPickerDialogProps = {
    open: true,
    title: m.selectTitle,
    savedAddresses: [],
    deliveryRadiusKm: 10,
    onClose,
    onConfirm,
    ...props,
  };
  const view = renderWithProviders(<LocationPickerDialog {...all} />);
  return {
    ...view,
    onConfirm,
    onClose,
    rerenderWith: (changes: Partial<LocationPickerDialogProps>) =>
      view.rerender(
        <QueryClientProvider client={view.queryClient}>
          <LocationPickerDialog {...all} {...changes} />
        </QueryClientProvider>,
      ),
  };
}

const tab = (name: string) => screen.getByRole('tab', { name });
const confirmButton = () =>
  screen.getByRole('button', { name: new RegExp(`^(${m.confirmLocation}|${m.selectWithinArea})$`) });

async function search(text: string) {
  fireEvent.click(tab(m.searchTab));
  fireEvent.change(screen.getByLabelText(m.searchLabel), { target: { value: text } });
}

afterEach(() => {
  vi.useRealTimers();
  // The fake geolocation of a test goes with it.
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('the delivery location picker', () => {
  it('opens on Previous when there are saved addresses, with Current Location and Search Address beside it', () => {
    fakeGeolocation();
    mockApi({});
    renderPicker({ savedAddresses: [savedMainStreet()] });

    expect(screen.getByRole('heading', { name: m.selectTitle })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual([
      m.previousTab,
      m.currentTab,
      m.searchTab,
    ]);
    expect(tab(m.previousTab).getAttribute('aria-selected')).toBe('true');
    expect(confirmButton().textContent).toBe(m.selectWithinArea);
    expect((confirmButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('without saved addresses has no Previous tab and opens on Current Location', () => {
    fakeGeolocation();
    mockApi({});
    renderPicker();

    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual([
      m.currentTab,
      m.searchTab,
    ]);
    expect(tab(m.currentTab).getAttribute('aria-selected')).toBe('true');
  });

  it('asks for the device position 500 ms after Current Location opens, with the spec’s options', () => {
    vi.useFakeTimers();
    const geolocation = fakeGeolocation();
    mockApi({});
    renderPicker();

    act(() => vi.advanceTimersByTime(499));
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(geolocation.getCurrentPosition.mock.calls[0]?.[2]).toEqual({
      enableHighAccuracy: true,
      timeout: 10_000,
      maximumAge: 60_000,
    });
    expect(screen.getByText(m.locating)).toBeTruthy();
  });

  it.each([
    [1, 'Unable to get your location. Location access denied by user.'],
    [2, 'Unable to get your location. Location information is unavailable.'],
    [3, 'Unable to get your location. Location request timed out.'],
    [0, 'Unable to get your location. An unknown error occurred.'],
  ])('a geolocation error with code %i reads "%s"', async (code, text) => {
    const geolocation = fakeGeolocation();
    mockApi({});
    renderPicker();

    await waitFor(() => expect(geolocation.getCurrentPosition).toHaveBeenCalled());
    geolocation.fail(code);

    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  it('says so when the browser has no geolocation', async () => {
    // jsdom has no navigator.geolocation.
    mockApi({});
    renderPicker();

    expect((await screen.findByRole('alert')).textContent).toBe(m.notSupported);
  });

  it('looks the device position up through the server and confirms the place in range', async () => {
    const geolocation = fakeGeolocation();
    const log = mockApi({
      [GEO_REVERSE]: jsonResponse(200, reverseAnswer()),
      [GEO_MAP]: jsonResponse(200, mapConfig),
    });
    const { onConfirm } = renderPicker();

    await waitFor(() => expect(geolocation.getCurrentPosition).toHaveBeenCalled());
    geolocation.succeed(52.515, -7.89);

    expect(await screen.findByText(m.deliveryAvailableTitle)).toBeTruthy();
    expect(screen.getByText(m.deliveryAvailable(0.12))).toBeTruthy();
    const [url, init] = callsTo(log, GEO_REVERSE)[0] ?? [];
    expect(new URL(url ?? '').searchParams.get('lat')).toBe('52.515');
    expect(new URL(url ?? '').searchParams.get('lng')).toBe('-7.89');
    expect(bearerOf(init)).toBe(`Bearer ${TEST_TOKEN}`);
    // The map (loaded on demand) appears for a place in range.
    expect(await screen.findByRole('region', { name: m.mapLabel })).toBeTruthy();

    expect(confirmButton().textContent).toBe(m.confirmLocation);
    fireEvent.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledWith({
      address: 'Friar Street, Cashel, Co. Tipperary',
      latitude: 52.515,
      longitude: -7.89,
      distance_km: 0.12,
      house: '12',
      road: 'Main Street',
      eircode: 'E25 X9T4',
    });
  });

  it('says when the server knows no address at the position, and when the lookup fails', async () => {
    const geolocation = fakeGeolocation();
    mockApi({ [GEO_REVERSE]: jsonResponse(200, reverseAnswer({ place: null })) });
    const first = renderPicker();
    await waitFor(() => expect(geolocation.getCurrentPosition).toHaveBeenCalled());
    geolocation.succeed(52.515, -7.89);
    expect((await screen.findByRole('alert')).textContent).toBe(m.noAddressForLocation);
    expect((confirmButton() as HTMLButtonElement).disabled).toBe(true);
    first.unmount();

    const again = fakeGeolocation();
    mockApi({ [GEO_REVERSE]: errorResponse(500, 'Internal Server Error') });
    renderPicker();
    await waitFor(() => expect(again.getCurrentPosition).toHaveBeenCalled());
    again.succeed(52.6, -7.8);
    expect((await screen.findByRole('alert')).textContent).toBe(m.addressLookupFailed);
  });

  it('sends one search once typing rests for 500 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeGeolocation();
    const log = mockApi({ [GEO_SEARCH]: jsonResponse(200, { predictions: [buildPlace()] }) });
    renderPicker();

    fireEvent.click(tab(m.searchTab));
    const input = screen.getByLabelText(m.searchLabel);
    for (const text of ['Ca', 'Cas', 'Cash', 'Cashe', 'Cashel']) {
      fireEvent.change(input, { target: { value: text } });
      act(() => vi.advanceTimersByTime(100));
    }
    expect(callsTo(log, GEO_SEARCH)).toHaveLength(0);
    act(() => vi.advanceTimersByTime(500));

    expect(await screen.findByRole('button', { name: /Main Street, Cashel/ })).toBeTruthy();
    expect(callsTo(log, GEO_SEARCH)).toHaveLength(1);
    const [url, init] = callsTo(log, GEO_SEARCH)[0] ?? [];
    expect(new URL(url ?? '').searchParams.get('q')).toBe('Cashel');
    expect(bearerOf(init)).toBe(`Bearer ${TEST_TOKEN}`);
  });

  it('selects a place found in range: the result box, the map and the confirmed location', async () => {
    fakeGeolocation();
    mockApi(geoRoutes([buildPlace(), buildPlace({ place_id: 'osm-2', description: 'Rock Villas, Cashel' })]));
    const { onConfirm } = renderPicker();

    await search('Main Street');
    const results = await screen.findByRole('list', { name: m.searchResultsLabel });
    expect(within(results).getAllByRole('button')).toHaveLength(2);
    fireEvent.click(within(results).getByRole('button', { name: /Main Street, Cashel/ }));

    expect(screen.getByText(m.deliveryAvailableTitle)).toBeTruthy();
    expect(screen.getByText(m.deliveryAvailable(0.24))).toBeTruthy();
    expect(await screen.findByRole('region', { name: m.mapLabel })).toBeTruthy();
    fireEvent.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledWith(mainStreetPicked);
  });

  it('scrolls the answer into view when a place is chosen, below the results and the map', async () => {
    fakeGeolocation();
    // jsdom has no scrollIntoView: the tests' setup makes it a mock.
    const scrollIntoView = vi.mocked(Element.prototype.scrollIntoView);
    mockApi(geoRoutes([buildPlace()]));
    renderPicker();

    await search('Main Street');
    fireEvent.click(await screen.findByRole('button', { name: /Main Street, Cashel/ }));

    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    const answer = scrollIntoView.mock.contexts[0] as Element;
    expect(answer.textContent).toContain(m.deliveryAvailableTitle);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
    // The map sits above the answer, so that a moved pin's lookup does not move the map.
    const map = await screen.findByRole('region', { name: m.mapLabel });
    expect(map.compareDocumentPosition(answer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('looks a moved pin up through the server and shows its address and distance, keeping the map', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(320);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(240);
    fakeGeolocation();
    const moved = reverseAnswer({
      latitude: 52.6,
      longitude: -7.7,
      distance_km: 16.3,
      in_delivery_area: false,
      place: buildPlace({ place_id: 'osm-far', description: 'Far Road, Co. Tipperary', house: null }),
    });
    const log = mockApi({
      ...geoRoutes([buildPlace()]),
      [GEO_REVERSE]: jsonResponse(200, moved),
    });
    renderPicker();

    await search('Main Street');
    fireEvent.click(await screen.findByRole('button', { name: /Main Street, Cashel/ }));
    const pin = await screen.findByRole('button', { name: mapMessages.markerLabel });
    fireEvent.keyDown(pin, { key: 'ArrowRight', shiftKey: true });

    expect(await screen.findByText(m.outsideArea(16.3, 10))).toBeTruthy();
    expect(screen.getByText('Far Road, Co. Tipperary')).toBeTruthy();
    const [url] = callsTo(log, GEO_REVERSE)[0] ?? [];
    expect(Number(new URL(url ?? '').searchParams.get('lng'))).toBeGreaterThan(-7.8857);
    // Moved out of the area, the pin stays on the map to be moved back.
    expect(screen.getByRole('region', { name: m.mapLabel })).toBeTruthy();
    expect((confirmButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('drops the chosen place when the search text changes: no map, no result box, no confirmation', async () => {
    fakeGeolocation();
    const thurles = buildPlace({
      place_id: 'osm-thurles',
      description: 'Thurles, Co. Tipperary',
      distance_km: 20.46,
      in_delivery_area: false,
    });
    mockApi({
      [GEO_SEARCH]: (_init, url) =>
        jsonResponse(200, {
          predictions: url.searchParams.get('q') === 'Thurles' ? [thurles] : [buildPlace()],
        }),
      [GEO_MAP]: jsonResponse(200, mapConfig),
    });
    const { onConfirm } = renderPicker();

    await search('Cashel');
    fireEvent.click(await screen.findByRole('button', { name: /Main Street, Cashel/ }));
    expect(await screen.findByRole('region', { name: m.mapLabel })).toBeTruthy();
    expect(confirmButton().textContent).toBe(m.confirmLocation);

    // A new search: the old choice goes at once, before the new results arrive.
    fireEvent.change(screen.getByLabelText(m.searchLabel), { target: { value: 'Thurles' } });
    expect(screen.queryByRole('region', { name: m.mapLabel })).toBeNull();
    expect(screen.queryByText(m.deliveryAvailableTitle)).toBeNull();
    expect(confirmButton().textContent).toBe(m.selectWithinArea);
    expect((confirmButton() as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByRole('button', { name: /Thurles/ })).toBeTruthy();
    expect(confirmButton().textContent).toBe(m.selectWithinArea);

    // Choose again, then clear the box: nothing stays chosen.
    fireEvent.change(screen.getByLabelText(m.searchLabel), { target: { value: 'Cashel' } });
    fireEvent.click(await screen.findByRole('button', { name: /Main Street, Cashel/ }));
    expect(confirmButton().textContent).toBe(m.confirmLocation);
    fireEvent.change(screen.getByLabelText(m.searchLabel), { target: { value: '' } });
    expect(screen.queryByText(m.deliveryAvailableTitle)).toBeNull();
    expect(screen.queryByRole('region', { name: m.mapLabel })).toBeNull();
    expect((confirmButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(confirmButton());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows a place out of range as outside the area, with no map and no confirmation', async () => {
    fakeGeolocation();
    mockApi({
      [GEO_SEARCH]: jsonResponse(200, {
        predictions: [
          buildPlace({ description: 'Thurles, Co. Tipperary', distance_km: 20.46, in_delivery_area: false }),
        ],
      }),
    });
    const { onConfirm } = renderPicker({ deliveryRadiusKm: 10 });

    await search('Thurles');
    fireEvent.click(await screen.findByRole('button', { name: /Thurles/ }));

    expect(screen.getByText(m.outsideAreaTitle)).toBeTruthy();
    expect(
      screen.getByText("Sorry, you're 20.46km away from our restaurant. We only deliver within 10km radius."),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: m.mapLabel })).toBeNull();
    expect(confirmButton().textContent).toBe('Select a location within delivery area');
    expect((confirmButton() as HTMLButtonElement).disabled).toBe(true);
    // Solid muted colours, not a faded orange: its words are read (the fade is undone).
    expect(confirmButton().className).toContain('disabled:opacity-100');
    expect(confirmButton().className).toContain('text-ink-muted');
    fireEvent.click(confirmButton());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('says when no place was found, and when the search failed', async () => {
    fakeGeolocation();
    mockApi({ [GEO_SEARCH]: jsonResponse(200, { predictions: [] }) });
    const first = renderPicker();
    await search('Nowhere at all');
    expect(await screen.findByText(m.noPlacesFound)).toBeTruthy();
    first.unmount();

    mockApi({ [GEO_SEARCH]: errorResponse(502, 'Bad Gateway') });
    renderPicker();
    await search('Cashel');
    expect(await screen.findByText(m.searchFailed)).toBeTruthy();
  });

  it('disables a saved address beyond the radius and confirms one within it', async () => {
    fakeGeolocation();
    mockApi({});
    const far = savedMainStreet({
      id: 2,
      address_type: 'work',
      address: 'Liberty Square, Thurles',
      distance_km: 20.46,
      in_delivery_area: false,
    });
    const { onConfirm } = renderPicker({ savedAddresses: [savedMainStreet(), far] });

    const farButton = screen.getByRole('button', { name: /Liberty Square/ }) as HTMLButtonElement;
    expect(farButton.disabled).toBe(true);
    expect(farButton.className).not.toMatch(/opacity/);
    expect(within(farButton).getByText('Outside delivery area (max 10km)')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Main Street/ }));
    expect(screen.getByText(m.deliveryAvailable(0.24))).toBeTruthy();
    fireEvent.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledWith(mainStreetPicked);
  });

  it('forgets everything on closing: tab, search text, results and selection', async () => {
    fakeGeolocation();
    mockApi({
      [GEO_SEARCH]: jsonResponse(200, {
        predictions: [buildPlace({ description: 'Thurles', distance_km: 20.46, in_delivery_area: false })],
      }),
    });
    const { rerenderWith, onClose } = renderPicker({ savedAddresses: [savedMainStreet()] });

    await search('Thurles');
    fireEvent.click(await screen.findByRole('button', { name: /Thurles/ }));
    expect(screen.getByText(m.outsideAreaTitle)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    rerenderWith({ open: false });
    rerenderWith({ open: true });

    expect(tab(m.previousTab).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByText(m.outsideAreaTitle)).toBeNull();
    fireEvent.click(tab(m.searchTab));
    expect((screen.getByLabelText(m.searchLabel) as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('list', { name: m.searchResultsLabel })).toBeNull();
  });
});
