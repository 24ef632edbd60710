import { sql } from 'drizzle-orm';
import { text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The column shapes the modules' schema files share (decision 062): written once here, so that an
 * instant or a list of allergens is the same column in every table.
 */

/** An instant: `timestamptz`, read and written as a Date. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** EU allergen codes (ALLERGENS in @tiffin/core), an empty list by default. */
export const allergenCodes = (name = 'allergens') => text(name).array().notNull().default(sql`'{}'::text[]`);
