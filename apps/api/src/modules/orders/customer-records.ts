import {
  type CustomerOrder,
  dataRightsMessages,
  ERASED_ORDER_CONTACT,
  RUNNING_ORDER_STATUSES,
} from '@tiffin/core';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { forgetPaymentBasketsOf, partRefundsOf } from '../payments/index.ts';
import * as repository from './customer-records.repository.ts';
import { detailedOrders } from './order-details.repository.ts';
import { customerOrderOf } from './order-views.ts';

/*
 * A customer's orders and their data rights (issue 32, decision 045): every order of theirs as its
 * page shows it, for the copy of their data; and, when the account is deleted, the orders kept for
 * the restaurant's tax records (six years) with nothing left that names, reaches or finds them.
 */

/** Every order of the customer, newest first, as its page shows it (lines, totals, timeline). */
export async function everyOrderOf(
  { db }: Pick<AppDeps, 'db'>,
  { customerId }: { customerId: number },
): Promise<CustomerOrder[]> {
  const ids = await repository.orderIdsOf(db, customerId);
  const [rows, changes, refunds] = await Promise.all([
    detailedOrders(db, ids),
    repository.statusChangesOfOrders(db, ids),
    partRefundsOf(db, ids),
  ]);
  const byId = new Map(rows.map((row) => [row.order.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row
      ? [
          customerOrderOf(
            row,
            changes.filter((change) => change.orderId === id),
            refunds.filter((refund) => refund.orderId === id),
          ),
        ]
      : [];
  });
}

/**
 * The orders of an account about to be deleted, in the deletion's transaction (the customer's row
 * locked by the caller): refused while one is in progress (the kitchen still needs its contact and
 * address, and its payment may still move); else each keeps its lines, prices, VAT, coupon,
 * payment and timeline, so the staff's figures do not change, while its contact name and phone, the
 * delivery address and the customer's notes are replaced or blanked. The card payments' recorded
 * baskets (which copy the same contact and address) go too. Answers the orders' ids, by which
 * their printed tickets are found, and references, by which the restaurant's own e-mails are.
 */
export async function anonymiseOrdersOf(
  { db }: Pick<AppDeps, 'db'>,
  { customerId }: { customerId: number },
): Promise<{ orderIds: number[]; references: string[] }> {
  if (await repository.hasOrderIn(db, customerId, RUNNING_ORDER_STATUSES)) {
    throw new AppError('order_in_progress', dataRightsMessages.orderInProgress);
  }
  const changed = await repository.replaceContactOfOrders(db, customerId, {
    contactName: ERASED_ORDER_CONTACT.name,
    contactPhone: ERASED_ORDER_CONTACT.phone,
    // The point on the map finds the house as well as its Eircode does: 0, 0 is the spec's "unset".
    address: {
      address: ERASED_ORDER_CONTACT.address,
      house: null,
      floor: null,
      road: null,
      eircode: null,
      latitude: 0,
      longitude: 0,
    },
  });
  const orderIds = changed.map((order) => order.id);
  await repository.clearLineNotes(db, orderIds);
  await forgetPaymentBasketsOf({ db }, { customerId });
  return { orderIds, references: changed.map((order) => order.reference) };
}
