import { pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from '../../db/columns.ts';

/**
 * A customer's account. Deleting the row removes their personal data: sessions, codes, addresses,
 * favourites, notifications and e-mails cascade; their orders stay, anonymised first (decision 045).
 */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** stored lower-case, so uniqueness is case-insensitive */
    email: text('email').notNull(),
    /** stored without spaces */
    phone: text('phone').notNull(),
    /** argon2id, PHC string with its parameters */
    passwordHash: text('password_hash').notNull(),
    image: text('image'),
    /**
     * When the customer opened the link e-mailed to this address (issue 30): until then, e-mails to
     * it carry nothing the customer typed. Null for every account made before the proof existed.
     */
    emailVerifiedAt: instant('email_verified_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('customers_email_idx').on(table.email),
    uniqueIndex('customers_phone_idx').on(table.phone),
  ],
);
