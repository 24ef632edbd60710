import { type DeliveryAddress, deliveryMapUrl, formatEircode } from '@tiffin/core';
import type { OrderAddressSnapshot } from '../../db/schema.ts';

/** A delivery address on one line, as the ticket, the board and the receipts show it. */
export const addressLine = (address: OrderAddressSnapshot): string =>
  [
    address.house,
    address.floor && `Floor ${address.floor}`,
    address.address,
    address.road,
    address.eircode && formatEircode(address.eircode),
  ]
    .filter(Boolean)
    .join(', ');

/** A delivery address in its parts, with the driver's map link: the board's and the ticket's. */
export function deliveryAddressOf(address: OrderAddressSnapshot): DeliveryAddress {
  const eircode = address.eircode ? formatEircode(address.eircode) : null;
  return {
    address: address.address,
    house: address.house,
    floor: address.floor,
    road: address.road,
    eircode,
    latitude: address.latitude,
    longitude: address.longitude,
    map_url: deliveryMapUrl({ latitude: address.latitude, longitude: address.longitude, eircode }),
  };
}
