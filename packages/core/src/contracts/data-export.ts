import { z } from '../zod.ts';
import { addressResponseSchema } from './addresses.ts';
import { customerNotificationSchema } from './notifications.ts';
import { customerOrderSchema } from './orders.ts';

/**
 * `GET /api/v1/customer/export` (issue 32, not in the spec): everything the site keeps about the
 * signed-in customer, as the download "Download my data" saves. Each part has the shape its own call
 * answers (an address as the address book lists it, an order as its page shows it), so the file
 * reads like the site. Nothing secret: no password hash, session, code or payment secret.
 */
export const customerDataExportSchema = z.object({
  /** When the copy was made, an ISO instant */
  exported_at: z.string(),
  /** Who keeps the data: the restaurant's name and its e-mail address */
  controller: z.object({ name: z.string(), email: z.string() }),
  profile: z.object({
    id: z.number().int(),
    f_name: z.string(),
    l_name: z.string(),
    email: z.string(),
    phone: z.string(),
    image: z.string().nullable(),
    /** When the e-mail address was proved by its link; null until then */
    email_verified_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
  addresses: z.array(addressResponseSchema),
  favourites: z.array(z.object({ product_id: z.number().int(), name: z.string(), added_at: z.string() })),
  /** Every order, newest first, with its lines, totals, status and timeline */
  orders: z.array(customerOrderSchema),
  /** Every notification, newest first */
  notifications: z.array(customerNotificationSchema),
  /** Every rating given (issue 51), newest first, with whether the staff hid its comment and why */
  ratings: z.array(
    z.object({
      order_id: z.number().int(),
      food: z.number().int(),
      delivery: z.number().int().nullable(),
      comment: z.string().nullable(),
      hidden_reason: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});
export type CustomerDataExport = z.infer<typeof customerDataExportSchema>;
