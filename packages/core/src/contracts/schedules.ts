import { isTimeString } from '../dublin-time.ts';
import { scheduleMessages } from '../schedule-messages.ts';
import { z } from '../zod.ts';

/*
 * Menus and dishes on their own schedules, and "sold out for today" (issue 33, decision 050). Ours,
 * under /api/v1/staff/menu; not in the spec.
 */

const text = scheduleMessages.refused;

const wallTime = z
  .string({ error: text.time })
  .max(5, { error: text.time })
  .refine(isTimeString, { error: text.time });

/** One window: an ISO weekday (1 = Monday … 7 = Sunday), from a Dublin time up to (not including) another. */
export const scheduleWindowSchema = z
  .object({
    weekday: z
      .number({ error: text.weekday })
      .int({ error: text.weekday })
      .min(1, { error: text.weekday })
      .max(7, {
        error: text.weekday,
      }),
    from: wallTime,
    to: wallTime,
  })
  .refine((window) => window.from < window.to, { error: text.range, path: ['to'] });

/** `PUT …/dishes/:productId/schedule` and `…/categories/:categoryId/schedule`: none is "always". */
export const scheduleRequestSchema = z.object({
  windows: z.array(scheduleWindowSchema).max(21, { error: text.tooMany }),
});
export type ScheduleRequest = z.infer<typeof scheduleRequestSchema>;

/** From an instant on, what the storefront says of a dish outside its hours (null: offered). */
export const availabilityStepSchema = z.object({ from: z.string(), note: z.string().nullable() });

/** `PUT …/dishes/:productId/sold-out-today` and `…/options/:optionId/sold-out-today`. */
export const soldOutTodaySchema = z.object({ sold_out: z.boolean() });
export type SoldOutTodayRequest = z.infer<typeof soldOutTodaySchema>;
