import {
  allergenName,
  centsToEuroString,
  FINISHED_ORDER_STATUSES,
  type OrderListItem,
  type OrderListQuery,
} from '@tiffin/core';
import type { AppDeps } from '../../deps.ts';
import * as repository from './order-details.repository.ts';
import { orderPayment } from './order-payment.ts';

/** The customer's orders, newest first; `running` only those not yet delivered, canceled, failed or refunded. */
export async function listOrders(
  { db }: Pick<AppDeps, 'db'>,
  { customerId, running, query }: { customerId: number; running: boolean; query: OrderListQuery },
) {
  const { rows, lines, cardPayments, total } = await repository.listOrders(db, {
    customerId,
    running,
    finished: FINISHED_ORDER_STATUSES,
    limit: query.limit,
    skip: (query.offset - 1) * query.limit,
  });
  const euro = centsToEuroString;
  const orders: OrderListItem[] = rows.map((row) => {
    const own = lines.filter((line) => line.orderId === row.id);
    const payment = orderPayment(row, cardPayments.get(row.id) ?? null);
    return {
      id: row.id,
      order_reference: row.reference,
      order_status: row.status,
      order_type: row.fulfilment === 'delivery' ? 'delivery' : 'take_away',
      payment_method: row.paymentMethod,
      payment_state: payment.payment_state,
      refunded_cents: payment.refunded_cents,
      order_amount: euro(row.totalCents),
      subtotal: euro(row.subtotalCents),
      delivery_charge: euro(row.deliveryFeeCents),
      coupon_discount_amount: euro(row.discountCents),
      deposit: euro(row.depositCents),
      coupon_code: row.couponCode,
      schedule_at: row.scheduledAt.toISOString(),
      created_at: row.createdAt.toISOString(),
      details_count: own.reduce((sum, line) => sum + line.quantity, 0),
      lines: own.map((line) => ({
        name: line.name,
        quantity: line.quantity,
        options: line.options.map((option) => option.label),
        line_total: euro(line.lineTotalCents),
        allergens: line.allergens.map(allergenName),
      })),
    };
  });
  return { total_size: total, limit: query.limit, offset: query.offset, orders };
}
