import { describe, expect, it } from 'vitest';
import { directionsUrl, mapUrl, telHref } from './maps-links';

const cashel = { latitude: 52.5159336, longitude: -7.8890741 };

describe('the map and phone links', () => {
  it('asks Google Maps for directions to the coordinates', () => {
    expect(directionsUrl(cashel)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=52.5159336%2C-7.8890741',
    );
  });

  it('shows the coordinates on the map', () => {
    expect(mapUrl(cashel)).toBe('https://www.google.com/maps/search/?api=1&query=52.5159336%2C-7.8890741');
  });

  it('dials a number without its spaces', () => {
    expect(telHref('087 123 4567')).toBe('tel:0871234567');
    expect(telHref('+353 62 61234')).toBe('tel:+3536261234');
  });
});
