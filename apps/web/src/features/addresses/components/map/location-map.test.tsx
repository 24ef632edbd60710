import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { orderMessages } from '@tiffin/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mapMessages } from '@/lib/messages/map-messages';
import { errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { GEO_MAP, mapConfig } from '../../testing/geo-server';
import LocationMap from './location-map';

const m = orderMessages.location;
const cashel = { latitude: 52.5159336, longitude: -7.8890741 };

// jsdom lays nothing out: the map's container is given a size, so that Leaflet asks for tiles.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(320);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(240);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the location map', () => {
  it('is a labelled region with the configured tiles and its credit', async () => {
    mockApi({ [GEO_MAP]: jsonResponse(200, mapConfig) });
    const { container } = renderWithProviders(<LocationMap center={cashel} label="Address Location map" />);

    expect(screen.getByRole('region', { name: 'Address Location map' })).toBeTruthy();
    await waitFor(() => expect(container.querySelector('img.leaflet-tile')).not.toBeNull());
    expect(container.querySelector('img.leaflet-tile')?.getAttribute('src')).toMatch(
      /^https:\/\/tiles\.test\/16\//,
    );
    expect(screen.getByText(/OpenStreetMap contributors/)).toBeTruthy();
    expect(screen.queryByText(mapMessages.mapUnavailable)).toBeNull();
  });

  it('takes its height from the caller, and draws its own frame', () => {
    mockApi({ [GEO_MAP]: jsonResponse(200, mapConfig) });
    renderWithProviders(<LocationMap center={cashel} label={m.mapLabel} heightClassName="h-44" />);

    const map = screen.getByRole('region', { name: m.mapLabel });
    expect(map.classList.contains('h-44')).toBe(true);
    expect(map.classList.contains('h-56')).toBe(false);
    expect(map.classList.contains('rounded-xl')).toBe(true);
  });

  it('says the map could not be loaded when tiles fail, and keeps the pin', async () => {
    mockApi({ [GEO_MAP]: jsonResponse(200, mapConfig) });
    const { container } = renderWithProviders(<LocationMap center={cashel} draggable label={m.mapLabel} />);

    await waitFor(() => expect(container.querySelector('img.leaflet-tile')).not.toBeNull());
    fireEvent.error(container.querySelector('img.leaflet-tile') as HTMLImageElement);

    expect(await screen.findByText(mapMessages.mapUnavailable)).toBeTruthy();
    expect(screen.getByRole('button', { name: mapMessages.markerLabel })).toBeTruthy();
  });

  it('says the map could not be loaded when its configuration cannot be read', async () => {
    mockApi({ [GEO_MAP]: errorResponse(503, 'Service Unavailable') });
    renderWithProviders(<LocationMap center={cashel} label={m.mapLabel} />);

    expect(await screen.findByText(mapMessages.mapUnavailable)).toBeTruthy();
  });

  it('moves a focused pin with the arrow keys and reports the new point once the keys rest', async () => {
    mockApi({ [GEO_MAP]: jsonResponse(200, mapConfig) });
    const onMarkerMoved = vi.fn();
    renderWithProviders(
      <LocationMap center={cashel} draggable onMarkerMoved={onMarkerMoved} label={m.mapLabel} />,
    );
    const pin = await screen.findByRole('button', { name: mapMessages.markerLabel });
    expect(pin.tabIndex).toBe(0);

    vi.useFakeTimers();
    fireEvent.keyDown(pin, { key: 'ArrowRight' });
    fireEvent.keyDown(pin, { key: 'ArrowUp' });
    expect(onMarkerMoved).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(500));

    expect(onMarkerMoved).toHaveBeenCalledTimes(1);
    const [point] = onMarkerMoved.mock.calls[0] ?? [];
    expect(point.longitude).toBeGreaterThan(cashel.longitude);
    expect(point.latitude).toBeGreaterThan(cashel.latitude);
  });

  it('has no focusable pin when it only shows a point', async () => {
    mockApi({ [GEO_MAP]: jsonResponse(200, mapConfig) });
    const { container } = renderWithProviders(
      <LocationMap center={cashel} boundsDegrees={0.01} label="Address Location map" />,
    );

    await waitFor(() => expect(container.querySelector('.tiffin-map-pin')).not.toBeNull());
    expect(screen.queryByRole('button', { name: mapMessages.markerLabel })).toBeNull();
    expect(container.querySelector('.tiffin-map-pin')?.getAttribute('tabindex')).toBeNull();
  });
});
