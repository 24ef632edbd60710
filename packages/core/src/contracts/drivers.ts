import { ORDER_STATUSES } from '../order-constants.ts';
import { idParamSchema, isSingleLineText } from '../validation.ts';
import { z } from '../zod.ts';
import { deliveryAddressSchema } from './staff.ts';

/**
 * Drivers, their runs and the cash-up (issue 50, decision 071). A driver is a member of staff who
 * also holds the driver role; a run is the deliveries a driver has not finished, in the order they
 * drive them; a cash-up is the cash a member counted from a driver against what was expected.
 */

/** A delivery's state: on a run waiting to leave, on its way, delivered, or back undelivered. */
export const DELIVERY_STATES = ['assigned', 'picked_up', 'delivered', 'returned'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** The most cash a member counts at once (€100,000): a typing slip beyond. */
export const CASH_COUNT_MAX_CENTS = 10_000_000;

export const driverParamsSchema = z.object({ driverId: idParamSchema });
export const deliveryParamsSchema = z.object({ deliveryId: idParamSchema });

/** The driver moves a stop one place earlier or later in their run: the order they drive it in. */
export const moveStopSchema = z.object({
  direction: z.enum(['earlier', 'later'], { error: 'Say earlier or later' }),
});
export type MoveStopRequest = z.infer<typeof moveStopSchema>;

/** The board puts an order on a driver's run (or a driver on their own). */
export const assignDriverSchema = z.object({
  driver_id: z.number({ error: 'Choose a driver' }).int().min(1, { error: 'Choose a driver' }),
});
export type AssignDriverRequest = z.infer<typeof assignDriverSchema>;

/** An admin gives a member the driver role, or takes it away. */
export const driverRoleSchema = z.object({ driver: z.boolean() });

export const couldNotDeliverSchema = z.object({
  reason: z
    .string({ error: 'Say why, for the kitchen' })
    .trim()
    .min(3, { error: 'Say why, for the kitchen', abort: true })
    .max(300, { error: 'At most 300 characters', abort: true })
    .refine(isSingleLineText, { error: 'The reason has characters that are not supported' }),
});
export type CouldNotDeliverRequest = z.infer<typeof couldNotDeliverSchema>;

/** What a member counted of a driver's cash; a note says why when it is not what was expected. */
export const cashUpRequestSchema = z.object({
  counted_cents: z
    .number({ error: 'Enter the cash counted' })
    .int({ error: 'Enter the cash counted in euros and cents' })
    .min(0, { error: 'Enter the cash counted' })
    .max(CASH_COUNT_MAX_CENTS, { error: 'That is more cash than one driver carries' }),
  note: z
    .string()
    .trim()
    .max(300, { error: 'At most 300 characters', abort: true })
    .refine(isSingleLineText, { error: 'The note has characters that are not supported' })
    .optional(),
});
export type CashUpRequest = z.infer<typeof cashUpRequestSchema>;

const paymentMethod = z.enum(['cash_on_delivery', 'digital_payment']);

/** One stop of a driver's run, with all a driver needs at the door. */
export const driverStopSchema = z.object({
  delivery_id: z.number(),
  order_id: z.number(),
  reference: z.string(),
  state: z.enum(['assigned', 'picked_up']),
  order_status: z.enum(ORDER_STATUSES),
  name: z.string(),
  phone: z.string(),
  /** 'tel:+353871234567' */
  tel_url: z.string(),
  address: deliveryAddressSchema,
  /** The order's note, as the customer typed it */
  note: z.string().nullable(),
  payment_method: paymentMethod,
  /** What to take at the door (cashToCollectCents); 0 for a card order: "paid" */
  cash_to_collect_cents: z.number().int(),
  picked_up_at: z.string().nullable(),
});
export type DriverStop = z.infer<typeof driverStopSchema>;

/** A delivery finished since the driver's last cash-up. */
export const finishedStopSchema = z.object({
  delivery_id: z.number(),
  order_id: z.number(),
  reference: z.string(),
  state: z.enum(['delivered', 'returned']),
  reason: z.string().nullable(),
  at: z.string(),
  cash_to_collect_cents: z.number().int(),
});

export const cashUpSchema = z.object({
  id: z.number(),
  driver_id: z.number(),
  driver_name: z.string(),
  counted_by_name: z.string(),
  orders: z.number().int(),
  expected_cents: z.number().int(),
  counted_cents: z.number().int(),
  /** Counted less expected: negative when cash is missing */
  difference_cents: z.number().int(),
  note: z.string().nullable(),
  /** The card tips on the deliveries it covers (issue 51): the driver's to pass on, not cash counted */
  tips_cents: z.number().int().default(0),
  at: z.string(),
});
export type CashUp = z.infer<typeof cashUpSchema>;

/** The driver's page: the run in order, what was finished since the last cash-up, the cash expected. */
export const driverRunSchema = z.object({
  driver: z.object({ id: z.number(), name: z.string(), first_name: z.string() }),
  stops: z.array(driverStopSchema),
  finished: z.array(finishedStopSchema),
  /** The cash the driver should hand in now: the deliveries since the last cash-up */
  expected_cents: z.number().int(),
  last_cash_up: cashUpSchema.nullable(),
});
export type DriverRun = z.infer<typeof driverRunSchema>;

/** A driver on the board: free, with a run waiting to leave, or out on it. */
export const boardDriverSchema = z.object({
  id: z.number(),
  name: z.string(),
  state: z.enum(['free', 'assigned', 'out']),
  stops: z.array(
    z.object({ order_id: z.number(), reference: z.string(), state: z.enum(['assigned', 'picked_up']) }),
  ),
});

/** The board's deliveries: each driver's run and state, and each order's last delivery. */
export const deliveryBoardSchema = z.object({
  drivers: z.array(boardDriverSchema),
  deliveries: z.array(
    z.object({
      order_id: z.number(),
      delivery_id: z.number(),
      driver_id: z.number(),
      driver_name: z.string(),
      state: z.enum(DELIVERY_STATES),
      /** Why it could not be delivered */
      reason: z.string().nullable(),
    }),
  ),
});
export type DeliveryBoard = z.infer<typeof deliveryBoardSchema>;

/** The members who hold the driver role, for the team page. */
export const driverIdsResponseSchema = z.object({ driver_ids: z.array(z.number()) });
