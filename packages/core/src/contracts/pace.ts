import { BUSY_EXTRA_MINUTES, BUSY_PERIOD_MINUTES } from '../kitchen-pace.ts';
import { paceMessages } from '../pace-messages.ts';
import { z } from '../zod.ts';

/*
 * The kitchen's pace (issue 33): busy mode and the staff's pause of online ordering. Ours, under
 * /api/v1/staff/busy and /api/v1/staff/pause; not in the spec.
 */

const text = paceMessages.refused;

const oneOf = (choices: readonly number[], error: string) =>
  z
    .number({ error })
    .int({ error })
    .refine((value) => choices.includes(value), { error });

/** `PUT /api/v1/staff/busy`: 10, 20 or 30 minutes more, for 30, 60 or 90 minutes or until closing (null). */
export const busyRequestSchema = z.object({
  extra_minutes: oneOf(BUSY_EXTRA_MINUTES, text.extraMinutes),
  for_minutes: oneOf(BUSY_PERIOD_MINUTES, text.forMinutes).nullable(),
});
export type BusyRequest = z.infer<typeof busyRequestSchema>;

/** `PUT /api/v1/staff/pause`: until an instant (ISO 8601 with its offset), or null: until the staff resume. */
export const pauseRequestSchema = z.object({
  until: z
    .string({ error: text.until })
    .max(40, { error: text.until })
    .refine(
      (value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value),
      {
        error: text.until,
        abort: true,
      },
    )
    .refine((value) => !Number.isNaN(Date.parse(value)), { error: text.until })
    .nullable(),
});
export type PauseRequest = z.infer<typeof pauseRequestSchema>;

/** The kitchen's pace as the board shows it: busy mode and the staff's pause, each null when off. */
export const kitchenPaceSchema = z.object({
  busy: z.object({ extra_minutes: z.number().int(), until: z.string() }).nullable(),
  pause: z.object({ until: z.string().nullable() }).nullable(),
});
export type KitchenPace = z.infer<typeof kitchenPaceSchema>;
