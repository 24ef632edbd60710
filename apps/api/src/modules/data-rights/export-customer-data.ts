import { type CustomerDataExport, dataExportFileName, dublinDate } from '@tiffin/core';
import type { AppDeps } from '../../deps.ts';
import { everyAddressOf } from '../addresses/index.ts';
import type { Customer } from '../customers/index.ts';
import { everyFavouriteOf } from '../favourites/index.ts';
import { everyNotificationOf } from '../notifications/index.ts';
import { everyOrderOf } from '../orders/index.ts';
import { everyRatingOf } from '../ratings/index.ts';
import { requireRestaurant } from '../restaurant/index.ts';

/**
 * The copy of a customer's data (issue 32, GDPR article 15 and 20): their profile, addresses,
 * favourites, orders, notifications and ratings, each read by the customer's own id, so nothing of another
 * customer's is in it; and the name of the file it is saved as, by today's Dublin date. No secret
 * is read: not the password hash, the sessions, the reset codes or the payment intents.
 */
export async function exportCustomerData(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  { customer }: { customer: Customer },
): Promise<{ fileName: string; data: CustomerDataExport }> {
  const now = clock.now();
  const customerId = customer.id;
  const [restaurant, addresses, favourites, orders, notifications, ratings] = await Promise.all([
    requireRestaurant({ db }),
    everyAddressOf({ db }, { customerId }),
    everyFavouriteOf({ db }, { customerId }),
    everyOrderOf({ db }, { customerId }),
    everyNotificationOf({ db }, { customerId }),
    everyRatingOf({ db }, { customerId }),
  ]);
  return {
    fileName: dataExportFileName(dublinDate(now)),
    data: {
      exported_at: now.toISOString(),
      controller: { name: restaurant.name, email: restaurant.email },
      profile: {
        id: customer.id,
        f_name: customer.firstName,
        l_name: customer.lastName,
        email: customer.email,
        phone: customer.phone,
        image: customer.image,
        email_verified_at: customer.emailVerifiedAt?.toISOString() ?? null,
        created_at: customer.createdAt.toISOString(),
        updated_at: customer.updatedAt.toISOString(),
      },
      addresses,
      favourites,
      orders,
      notifications,
      ratings,
    },
  };
}
