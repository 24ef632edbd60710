import { type DeliveryAddress, deliveryAddressLine, deliveryMapUrl, formatEircode } from '@tiffin/core';
import type { OrderAddressSnapshot } from '../../db/schema.ts';

/** A delivery address on one line, as the order page, the board and the receipts show it: the road before the town. */
export const addressLine = (address: OrderAddressSnapshot): string =>
  deliveryAddressLine({ ...address, eircode: address.eircode && formatEircode(address.eircode) });

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
