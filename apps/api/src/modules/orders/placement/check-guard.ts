import { dublinWallClock, type PlaceOrderRequest } from '@tiffin/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { orders } from '../../../db/schema.ts';
import { type GuardVerdict, guardVerdict } from '../../guard/index.ts';
import type { TakenBasket } from './check-and-take.ts';
import type { SettingsSnapshot } from './settings-snapshot.ts';

/**
 * The fake-order guard's step (issue 51, decision 073): what the owner's rules look at of this
 * order, read from the customer's earlier orders (a first order, an address never delivered to
 * before), and the guard's word on it: refused when blocked, card-only and cash, or a tripped cash
 * order without a verified phone; else the check it spends and the flag it carries.
 */
export async function checkGuard(
  tx: Db,
  input: {
    settings: Pick<SettingsSnapshot, 'restaurant' | 'guardRules'>;
    customer: { id: number; email: string };
    body: PlaceOrderRequest;
    basket: TakenBasket;
    now: Date;
  },
): Promise<GuardVerdict> {
  const { settings, customer, body, basket, now } = input;
  const { restaurant } = settings;
  const address = basket.delivery?.address ?? null;
  return guardVerdict(tx, {
    restaurantId: restaurant.id,
    restaurantPhone: restaurant.phones[0] ?? '',
    customerId: customer.id,
    email: customer.email,
    phone: basket.contact.number,
    address: address ? { eircode: address.eircode, line: address.address } : null,
    rules: settings.guardRules,
    order: {
      paymentMethod: body.payment_method,
      totalCents: basket.priced.totals.totalCents,
      placedAt: dublinWallClock(now).time,
    },
    history: async () => {
      const earlier = await earlierOrders(tx, customer.id, address);
      return { firstOrder: earlier.orders === 0, newAddress: address !== null && earlier.toAddress === 0 };
    },
    phoneCheckId: body.phone_check_id,
    now,
  });
}

/** How many orders the customer placed before, and how many of them went to this address (its Eircode or its line). */
async function earlierOrders(
  tx: Db,
  customerId: number,
  address: { address: string; eircode: string | null } | null,
) {
  const sameAddress = address
    ? sql`lower(${orders.deliveryAddress}->>'address') = lower(${address.address})${
        address.eircode
          ? sql` or upper(${orders.deliveryAddress}->>'eircode') = upper(${address.eircode})`
          : sql``
      }`
    : sql`false`;
  const [row] = await tx
    .select({
      orders: sql<number>`count(*)::int`,
      toAddress: sql<number>`(count(*) filter (where ${sameAddress}))::int`,
    })
    .from(orders)
    .where(and(eq(orders.customerId, customerId)));
  return { orders: row?.orders ?? 0, toAddress: row?.toAddress ?? 0 };
}
