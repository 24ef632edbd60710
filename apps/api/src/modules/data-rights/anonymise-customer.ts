import { ERASED_ORDER_CONTACT } from '@tiffin/core';
import type { Db } from '../../db/client.ts';
import { type Customer, customerAccounts } from '../customers/index.ts';
import { anonymiseOrdersOf } from '../orders/index.ts';
import { forgetRestaurantEmailsAbout } from '../outbox/index.ts';
import { forgetTicketsOf } from '../printers/index.ts';
import { forgetAddressInLog } from '../staff/index.ts';

/**
 * What a deleted account leaves behind (issue 32, decision 045), in the deletion's transaction,
 * before the customer's row goes (its sessions, addresses, favourites, notifications, e-mails,
 * codes and Idempotency-Keys cascade with it). The row is locked first, so an order placed at the
 * same moment either is seen here or fails for want of its customer. Refused while an order is in
 * progress. The orders stay, for the restaurant's tax records, with their contact, address and
 * notes replaced; their tickets, the restaurant's own e-mails about them and the log's copy of the customer's
 * address go too, so the staff's search cannot find the customer by name, e-mail or phone.
 */
export async function anonymiseCustomerRecords({ db }: { db: Db }, { customer }: { customer: Customer }) {
  await customerAccounts.lockCustomer({ db }, { customerId: customer.id });
  const { orderIds, references } = await anonymiseOrdersOf({ db }, { customerId: customer.id });
  // The tickets copy the order's contact, address and notes, and a printed ticket is no record.
  await forgetTicketsOf({ db }, { orderIds });
  await forgetRestaurantEmailsAbout({ db }, { references });
  await forgetAddressInLog({ db }, { email: customer.email, replacement: ERASED_ORDER_CONTACT.name });
}
