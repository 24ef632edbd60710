import type { ZoneArea } from '@tiffin/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { instant } from '../../db/columns.ts';
import { restaurants } from '../restaurant/restaurant.schema.ts';

/**
 * The delivery zones (issue 50, decision 064): where the restaurant delivers, at what fee and
 * minimum. A point is in the zone that contains it with the lowest fee (zone-at.ts); a point in
 * none is not delivered to. Migration 0041 made the old radius and fee settings the first zone.
 */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** A polygon's rings ([longitude, latitude], outline then holes) or a circle's centre and radius */
    area: jsonb('area').$type<ZoneArea>().notNull(),
    feeKind: text('fee_kind', { enum: ['fixed', 'distance'] }).notNull(),
    /** The fixed fee, or the base fee of a fee by distance */
    feeCents: integer('fee_cents').notNull(),
    feeBaseKm: doublePrecision('fee_base_km').notNull().default(0),
    feePerKmCents: integer('fee_per_km_cents').notNull().default(0),
    minimumOrderCents: integer('minimum_order_cents').notNull(),
    /** No fee when the dishes come to this much; null: always the fee */
    freeDeliveryOverCents: integer('free_delivery_over_cents'),
    /** Added to the delivery lead time for an address in the zone */
    extraMinutes: integer('extra_minutes').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('delivery_zones_restaurant_idx').on(table.restaurantId),
    check(
      'delivery_zones_amounts_check',
      sql`${table.feeCents} >= 0 and ${table.feePerKmCents} >= 0 and ${table.minimumOrderCents} >= 0 and ${table.extraMinutes} >= 0 and (${table.freeDeliveryOverCents} is null or ${table.freeDeliveryOverCents} >= 0)`,
    ),
  ],
);

export type DeliveryZoneRow = typeof deliveryZones.$inferSelect;
