import { describe, expect, it } from 'vitest';
import {
  deliveryAddressLine,
  deliveryAddressLines,
  deliveryMapUrl,
  hasDeliveryDirections,
} from './delivery-address.ts';

describe('hasDeliveryDirections', () => {
  it('wants a house, a road or an Eircode; blanks and a floor alone are not enough', () => {
    expect(hasDeliveryDirections({ house: '12' })).toBe(true);
    expect(hasDeliveryDirections({ road: 'Main Street' })).toBe(true);
    expect(hasDeliveryDirections({ eircode: 'E25X9T4' })).toBe(true);
    expect(hasDeliveryDirections({ house: ' ', road: null, eircode: '' })).toBe(false);
  });
});

describe('deliveryAddressLines', () => {
  it('reads door, road, then the place on the map, leaving out what is missing', () => {
    const place = 'Cashel, Co. Tipperary';
    expect(deliveryAddressLines({ address: place, house: '12', floor: '2', road: 'Main Street' })).toEqual([
      '12, Floor 2',
      'Main Street',
      place,
    ]);
    expect(deliveryAddressLines({ address: place, house: null, floor: null, road: 'Main Street' })).toEqual([
      'Main Street',
      place,
    ]);
  });
});

describe('deliveryMapUrl', () => {
  it("gives the driver directions to the order's coordinates", () => {
    expect(deliveryMapUrl({ latitude: 52.5159336, longitude: -7.8890741, eircode: 'E25 X9T4' })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=52.5159336%2C-7.8890741',
    );
  });

  it('falls back to the Eircode without coordinates, and to nothing without either', () => {
    expect(deliveryMapUrl({ latitude: null, longitude: null, eircode: 'E25 X9T4' })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=E25%20X9T4%2C%20Ireland',
    );
    expect(deliveryMapUrl({ latitude: 0, longitude: 0, eircode: null })).toBeNull();
  });
});

describe('a delivery address on one line (issue 47)', () => {
  it('reads door, road, place, then the Eircode, leaving out what is not given', () => {
    expect(
      deliveryAddressLine({
        address: 'Cashel, Co. Tipperary',
        house: '12',
        floor: '2',
        road: 'Main Street',
        eircode: 'E25 X9T4',
      }),
    ).toBe('12, Floor 2, Main Street, Cashel, Co. Tipperary, E25 X9T4');
    expect(deliveryAddressLine({ address: 'Cashel', house: null, floor: null, road: 'Main Street' })).toBe(
      'Main Street, Cashel',
    );
  });
});
