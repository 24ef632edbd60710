import { isSingleLineText } from '../validation.ts';
import { z } from '../zod.ts';

export const openingHoursSchema = z.object({
  /** ISO weekday, 1 = Monday … 7 = Sunday */
  weekday: z.number().int().min(1).max(7),
  /** 'Monday' … 'Sunday' */
  day: z.string(),
  opens_at: z.string(),
  closes_at: z.string(),
  /** e.g. '5:00 PM - 10:00 PM' */
  hours: z.string(),
});

export const testimonialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  location: z.string(),
  rating: z.number().int(),
  text: z.string(),
});

/** The restaurant's public settings: what the header, footer and pages show. */
export const restaurantResponseSchema = z.object({
  name: z.string(),
  address: z.object({ line: z.string(), town: z.string(), county: z.string(), eircode: z.string() }),
  latitude: z.number(),
  longitude: z.number(),
  phones: z.array(z.string()),
  email: z.string(),
  minimum_order: z.string(),
  delivery_radius_km: z.number(),
  /** Ours: the waiting time the restaurant quotes, in minutes (the hero's 'Min Time' badge). */
  wait_minutes: z.object({ min: z.number().int(), max: z.number().int() }),
  opening_hours: z.array(openingHoursSchema),
  testimonials: z.array(testimonialSchema),
  /**
   * Ours (issue 28): no staff board or kitchen printer has been in touch for the restaurant's set
   * time during opening hours; online ordering is paused until one is back.
   */
  ordering_paused: z.boolean(),
  /**
   * Ours (issue 33): when ordering paused by the staff resumes by itself (ISO instant); null when it
   * is not paused, paused until the staff resume it, or paused because nobody is watching
   */
  resumes_at: z.string().nullable(),
  /**
   * Ours (issue 33): the earliest time of an order from now, in minutes, by fulfilment: the lead
   * times, with busy mode's extra minutes while it lasts
   */
  lead_minutes: z.object({ collection: z.number().int(), delivery: z.number().int() }),
  /** Ours (issue 33): the minutes busy mode adds now; 0 when the kitchen is not busy */
  busy_extra_minutes: z.number().int(),
  /** Ours (issue 31): the kitchen's "may contain" statement, shown with the allergen filter and at checkout */
  allergen_statement: z.string(),
});
export type RestaurantInfo = z.infer<typeof restaurantResponseSchema>;

export const policyPageResponseSchema = z.object({ slug: z.string(), title: z.string(), body: z.string() });

export const pageViewRequestSchema = z.object({
  path: z
    .string()
    .min(1)
    .max(300)
    .regex(/^\/[^?#\s]*$/, {
      error: 'must be a site path starting with / (no query or fragment)',
      abort: true,
    })
    .refine(isSingleLineText, { error: 'must be a site path starting with / (no query or fragment)' }),
});
