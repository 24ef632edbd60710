import { z } from '../zod.ts';

/* What a change did to an order (issue 49): read by the change's answers and the customer's order page. */

/** A line of the difference: a dish as it was or is, with its options, note and quantity. */
export const changeLineSchema = z.object({
  name: z.string(),
  quantity: z.number(),
  options: z.array(z.object({ variation: z.string(), label: z.string() })),
  note: z.string().nullable(),
  line_total_cents: z.number(),
});
export type ChangeLine = z.infer<typeof changeLineSchema>;

/**
 * What a change does to the order: lines removed, added, and changed (the same dish with another
 * quantity, options or note: before and after); the time, mode, address and contact when they move;
 * the totals either side and the money's difference, and how it is settled.
 */
export const orderChangeSummarySchema = z.object({
  removed: z.array(changeLineSchema),
  added: z.array(changeLineSchema),
  changed: z.array(z.object({ before: changeLineSchema, after: changeLineSchema })),
  /** The fields that moved, each before and after in words ('collection' → 'delivery') */
  details: z.array(z.object({ field: z.string(), before: z.string(), after: z.string() })),
  old_total_cents: z.number(),
  new_total_cents: z.number(),
  /** new − old: above 0 the customer pays more, below 0 is given back */
  difference_cents: z.number(),
  /**
   * How the difference is settled: `none` (no difference), `cash_due` (a cash order: the new total
   * is due), `cash` (a card order's extra taken in cash), `link` (paid by a payment link), `refund`
   * (given back to the card)
   */
  settlement: z.enum(['none', 'cash_due', 'cash', 'link', 'refund']),
});
export type OrderChangeSummary = z.infer<typeof orderChangeSummarySchema>;
