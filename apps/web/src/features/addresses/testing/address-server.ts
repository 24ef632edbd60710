import { addressResponseSchema, type SavedAddress } from '@tiffin/core';
import { jsonResponse, type SentRequest } from '@/testing/mock-api';

export const ADDRESS_LIST = 'GET /api/v1/customer/address/list';
export const ADDRESS_ADD = 'POST /api/v1/customer/address/add';
export const ADDRESS_UPDATE = 'PUT /api/v1/customer/address/update/:addressId';
export const ADDRESS_DELETE = 'DELETE /api/v1/customer/address/delete';

/** A saved address as the server lists it, checked against the API's own schema. */
export function buildAddress(overrides: Partial<SavedAddress> = {}): SavedAddress {
  return addressResponseSchema.parse({
    id: 1,
    address_type: 'home',
    address_label: null,
    address: '12 Main Street, Cashel, Co. Tipperary',
    latitude: '52.5159336',
    longitude: '-7.8890741',
    contact_person_name: 'Aoife Byrne',
    contact_person_number: '0871234567',
    house: null,
    floor: null,
    road: null,
    eircode: null,
    zone_id: 4,
    created_at: '2026-11-20T18:00:00.000Z',
    updated_at: '2026-11-20T18:00:00.000Z',
    distance_km: 0.4,
    in_delivery_area: true,
    ...overrides,
  });
}

type Body = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * The address book as the server keeps it, for the web tests: the list pages by limit and offset,
 * and add, update and delete change it, so a page that loads the list again sees the change.
 */
export function addressServer(initial: SavedAddress[] = []) {
  let addresses = [...initial];
  let nextId = Math.max(0, ...initial.map((address) => address.id)) + 1;

  const saved = (id: number, body: Body, previous?: SavedAddress): SavedAddress =>
    buildAddress({
      ...previous,
      id,
      address_type: body.address_type as SavedAddress['address_type'],
      address_label: body.address_type === 'other' ? text(body.address_label) : null,
      address: String(body.address),
      latitude: String(body.latitude),
      longitude: String(body.longitude),
      contact_person_name: text(body.contact_person_name),
      contact_person_number: text(body.contact_person_number),
      house: text(body.house),
      floor: text(body.floor),
      road: text(body.road),
      eircode: text(body.eircode),
    });

  const routes = {
    [ADDRESS_LIST]: (_init: SentRequest, url: URL) => {
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      return jsonResponse(200, {
        addresses: addresses.slice(offset, offset + limit),
        total_size: addresses.length,
        limit,
        offset,
      });
    },
    [ADDRESS_ADD]: (init: SentRequest, _url: URL) => {
      const address = saved(nextId, JSON.parse(init.body ?? '{}') as Body);
      nextId += 1;
      addresses = [address, ...addresses];
      return jsonResponse(200, { message: 'Address added successfully!', address });
    },
    [ADDRESS_UPDATE]: (init: SentRequest, url: URL) => {
      const id = Number(url.pathname.split('/').at(-1));
      const previous = addresses.find((address) => address.id === id);
      if (previous === undefined) return jsonResponse(404, { message: 'Address not found', errors: [] });
      const address = saved(id, JSON.parse(init.body ?? '{}') as Body, previous);
      addresses = addresses.map((item) => (item.id === id ? address : item));
      return jsonResponse(200, { message: 'Address updated successfully!', address });
    },
    [ADDRESS_DELETE]: (init: SentRequest, _url: URL) => {
      const id = Number((JSON.parse(init.body ?? '{}') as Body).address_id);
      if (!addresses.some((address) => address.id === id)) {
        return jsonResponse(404, {
          message: 'Address not found',
          errors: [{ code: 'address_id', message: 'Address not found' }],
        });
      }
      addresses = addresses.filter((address) => address.id !== id);
      return jsonResponse(200, { message: 'Address deleted successfully' });
    },
  };
  return { routes, addresses: () => addresses };
}
