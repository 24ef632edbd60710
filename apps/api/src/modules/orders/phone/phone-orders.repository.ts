import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { orders } from '../../../db/schema.ts';

/** What a phone order adds to the order placing wrote: its source, the allergy answer, what it has to pay. */
export async function markPhoneOrder(
  db: Db,
  orderId: number,
  values: { allergyAnswer: 'no' | 'yes'; allergyDetails: string | null; toPayCents: number },
): Promise<void> {
  await db
    .update(orders)
    .set({ source: 'phone', ...values })
    .where(eq(orders.id, orderId));
}
