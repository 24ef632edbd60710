import { z } from '../zod.ts';

/**
 * `GET /api/v1/staff/slots/today` (issue 33, decision 049): how full today's slots are, for the
 * settings page. Only the slots an order has taken are listed, in the order of the day.
 */
export const slotLoadResponseSchema = z.object({
  /** Today, in Dublin, 'YYYY-MM-DD' */
  date: z.string(),
  /** Orders per slot */
  order_capacity: z.number().int(),
  /** Portions per slot; 0 is no portion limit */
  portion_capacity: z.number().int(),
  slots: z.array(
    z.object({
      /** The slot's start on the Dublin wall clock, 'HH:mm' */
      time: z.string(),
      orders: z.number().int(),
      portions: z.number().int(),
    }),
  ),
});
export type SlotLoad = z.infer<typeof slotLoadResponseSchema>;
