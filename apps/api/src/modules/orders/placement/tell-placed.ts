import { paymentStateOf } from '@tiffin/core';
import type { Db } from '../../../db/client.ts';
import type { AppDeps } from '../../../deps.ts';
import { emailFrom } from '../../../emails/letter.ts';
import { orderReceivedNews } from '../../../emails/order-news.ts';
import { kitchenCopy, orderReceipt, type ReceiptOrder } from '../../../emails/order-receipt.ts';
import { tellCustomer } from '../../notifications/index.ts';
import { queueTickets } from '../../printers/index.ts';
import { pushToStaff } from '../../push/index.ts';
import { addressLine } from '../address-line.ts';
import { staffOrderPush } from '../order-push.ts';
import { boardOrder } from '../order-views.ts';
import type { SettingsSnapshot } from './settings-snapshot.ts';
import type { CheckedOrder, WrittenOrder } from './write-order.ts';

/**
 * Tells the customer their order is in (a notification, and the receipt by e-mail) and sends the
 * kitchen its copy, and pushes to the staff's devices, all through the outboxes in the order's
 * transaction; the printers that print on arrival get its ticket in the same transaction.
 */
export async function tellOrderPlaced(
  { db, mailer, pusher }: { db: Db; mailer: AppDeps['mailer']; pusher: AppDeps['pusher'] },
  {
    customer,
    order,
    written,
    settings,
  }: {
    customer: { id: number; email: string; emailVerifiedAt: Date | null };
    order: CheckedOrder;
    written: WrittenOrder;
    /** Who is told, kept with the settings (decision 057) */
    settings: Pick<SettingsSnapshot, 'arrivalPrinters' | 'staffDeviceIds'>;
  },
): Promise<void> {
  const { restaurant } = order;
  const receipt = receiptOf(order, written);
  const from = emailFrom(restaurant);
  await tellCustomer(
    { db, mailer },
    {
      customer,
      from,
      news: orderReceivedNews(
        { reference: written.reference, totalCents: order.priced.totals.totalCents },
        orderReceipt(receipt, restaurant, customer),
      ),
      data: { type: 'order_status', order_id: written.id },
      now: order.now,
      copies: [{ from, to: restaurant.email, ...kitchenCopy(receipt) }],
    },
  );
  // The staff's registered devices (the owner's phone away from the board) hear of it too.
  const staffPush = staffOrderPush({ ...written, contactName: order.contact.name }, null);
  await pushToStaff({ db, pusher }, { payload: staffPush, subscriptionIds: settings.staffDeviceIds });
  await queueTickets(db, {
    restaurantId: restaurant.id,
    printers: settings.arrivalPrinters,
    moment: 'arrival',
    ticket: () => boardOrder({ db }, { orderId: written.id }),
    now: order.now,
  });
}

function receiptOf(order: CheckedOrder, written: WrittenOrder): ReceiptOrder {
  const { delivery } = order;
  return {
    reference: written.reference,
    contact: order.contact,
    delivery: delivery ? { address: addressLine(delivery.address), distanceKm: delivery.distanceKm } : null,
    scheduledAt: order.slot.startsAt,
    scheduledTime: order.slot.time,
    lines: order.lines,
    priced: order.priced,
    couponCode: order.coupon?.code ?? null,
    vat: order.priced.vat.map((bucket) => ({
      rate_basis_points: bucket.rateBasisPoints,
      vat_cents: bucket.vatCents,
    })),
    orderNote: order.body.order_note || null,
    // Placed just now: a card order was paid before it was placed, a cash one is due.
    payment: {
      state: paymentStateOf({
        method: order.body.payment_method,
        status: 'pending',
        cardPayment: order.body.payment_method === 'digital_payment' ? 'placed' : null,
      }),
      totalCents: order.priced.totals.totalCents,
    },
  };
}
