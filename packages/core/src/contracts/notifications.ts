import { idParamSchema } from '../validation.ts';
import { z } from '../zod.ts';

/**
 * A customer's notification as `GET /api/v1/customer/notifications` answers it
 * (checkout-and-account §3 "Notification (server)"); `read_at` is ours (issue 15's bell): null
 * until the customer opened it.
 */
export const customerNotificationSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  image_full_url: z.string().nullable(),
  status: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  data: z.object({ type: z.string(), order_id: z.number().optional() }),
  read_at: z.string().nullable(),
});
export type CustomerNotification = z.infer<typeof customerNotificationSchema>;
export const customerNotificationsResponseSchema = z.array(customerNotificationSchema);
export const notificationParamsSchema = z.object({ notificationId: idParamSchema });
