import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** First-party, cookieless page views: a count per path and Dublin calendar day. */
export const pageViews = pgTable(
  'page_views',
  {
    path: text('path').notNull(),
    day: date('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.path, table.day] })],
);
