import {
  hasDeliveryDirections,
  IRELAND_BOUNDS,
  orderMessages,
  type QuoteRequest,
  roundKm,
} from '@tiffin/core';
import type { Db } from '../../../db/client.ts';
import type { OrderAddressSnapshot } from '../../../db/schema.ts';
import { savedAddressOf } from '../../addresses/index.ts';
import type { RestaurantSettings } from '../../restaurant/index.ts';
import { type Zone, type ZoneMatch, zoneFor } from '../../zones/index.ts';
import { type Checked, failed, passed, problem } from './checked.ts';

/** Where a delivery goes, how far it is and the zone that takes it (issue 50); null for a collection. */
export type Delivery = { address: OrderAddressSnapshot; distanceKm: number; zone: ZoneMatch } | null;

const inIreland = (latitude: number, longitude: number) =>
  latitude >= IRELAND_BOUNDS.south &&
  latitude <= IRELAND_BOUNDS.north &&
  longitude >= IRELAND_BOUNDS.west &&
  longitude <= IRELAND_BOUNDS.east;

/**
 * Where a delivery goes: the customer's saved address when `address_id` names one, else the
 * payload's address and coordinates (in Ireland); it must have a house, a road or an Eircode; then
 * a delivery zone must take its point (the zones module's `zoneFor`, the one rule: of the zones
 * that contain it, the cheapest), whose fee, minimum and minutes the order then has. Collection has
 * none.
 */
export async function checkDelivery(
  tx: Db,
  {
    restaurant,
    zones,
    customerId,
    body,
  }: { restaurant: RestaurantSettings; zones: readonly Zone[]; customerId: number; body: QuoteRequest },
): Promise<Checked<Delivery | undefined>> {
  if (body.order_type !== 'delivery') return passed(null);
  const address = await deliveryAddress(tx, customerId, body);
  if (!('address' in address)) return address;
  // A point on the map alone does not bring the driver to the door (issue 29): an address saved
  // before the form asked for its parts, or one sent by its fields without them, is refused.
  if (!hasDeliveryDirections(address)) {
    return failed(undefined, problem('address', orderMessages.addresses.directionsRequired));
  }
  const zone = zoneFor(zones, restaurant, address);
  if (!zone) return failed(undefined, problem('delivery_unavailable'));
  return passed({ address, distanceKm: roundKm(zone.distanceKm), zone });
}

async function deliveryAddress(
  tx: Db,
  customerId: number,
  body: QuoteRequest,
): Promise<OrderAddressSnapshot | Checked<undefined>> {
  if (body.address_id !== undefined) {
    const saved = await savedAddressOf({ db: tx }, { customerId, addressId: body.address_id });
    if (!saved) return failed(undefined, problem('address', orderMessages.addresses.notFound));
    const { house, floor, road, eircode, latitude, longitude } = saved;
    return { address: saved.address, house, floor, road, eircode, latitude, longitude };
  }
  const { address, latitude, longitude } = body;
  if (!address || latitude === undefined || longitude === undefined) {
    return failed(
      undefined,
      ...(address ? [] : [problem('address')]),
      ...(latitude === undefined ? [problem('latitude')] : []),
      ...(longitude === undefined ? [problem('longitude')] : []),
    );
  }
  if (!inIreland(latitude, longitude)) {
    return failed(undefined, problem('latitude', 'The delivery location must be in Ireland.')); // not in the spec
  }
  return {
    address,
    house: body.house || null,
    floor: body.floor || null,
    road: body.road || null,
    eircode: body.eircode ?? null,
    latitude,
    longitude,
  };
}
