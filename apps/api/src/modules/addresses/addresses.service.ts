import {
  ADDRESSES_PER_CUSTOMER_MAX,
  type addressSchema,
  formatEircode,
  orderMessages,
  type SavedAddress,
} from '@tiffin/core';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { customerAccounts } from '../customers/index.ts';
import { type DeliveryArea, deliveryAreaOf, reachIn } from '../zones/index.ts';
import * as repository from './addresses.repository.ts';

const text = orderMessages.addresses;
type AddressInput = z.output<typeof addressSchema>;

const addressNotFound = () =>
  new AppError('not_found', text.notFound, { errors: [{ code: 'address', message: text.notFound }] });

/** The form's fields as stored: the label only for 'other', blanks as none. */
function fieldsOf(input: AddressInput): Omit<repository.AddressFields, 'zoneId'> {
  return {
    addressType: input.address_type,
    addressLabel: (input.address_type === 'other' && input.address_label) || null,
    address: input.address,
    latitude: input.latitude,
    longitude: input.longitude,
    contactPersonName: input.contact_person_name || null,
    contactPersonNumber: input.contact_person_number || null,
    house: input.house || null,
    floor: input.floor || null,
    road: input.road || null,
    eircode: input.eircode ?? null,
  };
}

/** An address as the list shows it, with its reach measured here by the delivery zones. */
function toResponse(area: DeliveryArea, row: repository.AddressRow): SavedAddress {
  return {
    id: row.id,
    address_type: row.addressType,
    address_label: row.addressLabel,
    address: row.address,
    latitude: String(row.latitude),
    longitude: String(row.longitude),
    contact_person_name: row.contactPersonName,
    contact_person_number: row.contactPersonNumber,
    house: row.house,
    floor: row.floor,
    road: row.road,
    eircode: row.eircode === null ? null : formatEircode(row.eircode),
    zone_id: row.zoneId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    ...reachIn(area, row),
  };
}

export async function listAddresses(
  { db }: Pick<AppDeps, 'db'>,
  { customerId, limit, offset }: { customerId: number; limit: number; offset: number },
) {
  const area = await deliveryAreaOf({ db });
  const { rows, total } = await repository.listAddresses(db, customerId, limit, offset);
  return {
    addresses: rows.map((row) => toResponse(area, row)),
    total_size: total,
    limit,
    offset,
  };
}

/** Every saved address of the customer, as the list shows them (the copy of their data, issue 32). */
export async function everyAddressOf(
  { db }: Pick<AppDeps, 'db'>,
  { customerId }: { customerId: number },
): Promise<SavedAddress[]> {
  const area = await deliveryAreaOf({ db });
  return (await repository.everyAddress(db, customerId)).map((row) => toResponse(area, row));
}

/** Saves a new address; the book holds at most ADDRESSES_PER_CUSTOMER_MAX, counted under a lock. */
export async function addAddress(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  { customerId, input }: { customerId: number; input: AddressInput },
) {
  const area = await deliveryAreaOf({ db });
  const row = await db.transaction(async (tx) => {
    // Two additions at once count one after the other, and cannot pass the cap together.
    await customerAccounts.lockCustomer({ db: tx }, { customerId });
    if ((await repository.countAddresses(tx, customerId)) >= ADDRESSES_PER_CUSTOMER_MAX) {
      throw new AppError('address_book_full', text.bookFull(ADDRESSES_PER_CUSTOMER_MAX), {
        errors: [{ code: 'address', message: text.bookFull(ADDRESSES_PER_CUSTOMER_MAX) }],
      });
    }
    return repository.insertAddress(
      tx,
      customerId,
      { ...fieldsOf(input), zoneId: input.zone_id ?? null },
      clock.now(),
    );
  });
  return { message: text.added, address: toResponse(area, row) };
}

/** Changes one of the customer's own addresses; another's answers 404 and stays as it was. */
export async function updateAddress(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  { customerId, addressId, input }: { customerId: number; addressId: number; input: AddressInput },
) {
  const area = await deliveryAreaOf({ db });
  const row = await repository.updateAddress(db, customerId, addressId, fieldsOf(input), clock.now());
  if (!row) throw addressNotFound();
  return { message: text.updated, address: toResponse(area, row) };
}

export async function deleteAddress(
  { db }: Pick<AppDeps, 'db'>,
  { customerId, addressId }: { customerId: number; addressId: number },
) {
  if (!(await repository.deleteAddress(db, customerId, addressId))) throw addressNotFound();
  return { message: text.deleted };
}

/**
 * A saved address of this customer as an order uses it (checkout delivers to it), read with the
 * order's transaction; undefined when they have none with that id.
 */
export function savedAddressOf(
  { db }: Pick<AppDeps, 'db'>,
  { customerId, addressId }: { customerId: number; addressId: number },
) {
  return repository.findAddress(db, customerId, addressId);
}
