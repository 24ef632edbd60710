import type { AddressType } from '@tiffin/core';
import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { instant } from '../../db/columns.ts';
import { customers } from '../customers/customers.schema.ts';

/**
 * A customer's saved delivery address (checkout-and-account §3). Coordinates are numbers here and
 * strings on the wire, as the first version has them; the Eircode is kept compact ('E25X9T4').
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** 'home', 'work' or 'other' */
    addressType: text('address_type').$type<AddressType>().notNull(),
    /** The 'other' type's own name ('Gym'); null for home and work */
    addressLabel: text('address_label'),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    contactPersonName: text('contact_person_name'),
    contactPersonNumber: text('contact_person_number'),
    house: text('house'),
    floor: text('floor'),
    road: text('road'),
    eircode: text('eircode'),
    /** The first version's delivery zone, sent on create only */
    zoneId: integer('zone_id'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    index('addresses_customer_idx').on(table.customerId, table.createdAt),
    check('addresses_type_check', sql`${table.addressType} in ('home', 'work', 'other')`),
  ],
);
