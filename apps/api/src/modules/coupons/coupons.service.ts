import {
  addDays,
  type Coupon,
  type CouponAvailability,
  type CouponChange,
  centsToEuroString,
  couponAvailability,
  couponRefusalCodes,
  couponRefusalReason,
  discountCents,
  dublinDate,
  meetsCouponMinimum,
  orderMessages,
  type StaffCoupon,
} from '@tiffin/core';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound, uniqueViolation } from '../../errors.ts';
import { requireRestaurant } from '../restaurant/index.ts';
import { recordAction } from '../staff/index.ts';
import * as repository from './coupons.repository.ts';

export type { CouponRow } from './coupons.repository.ts';

const text = orderMessages.coupons;

/** How long an expired coupon stays in the list (labelled 'Expired') before it drops out. */
export const EXPIRED_COUPONS_SHOWN_DAYS = 30;

export type CouponRefusal = Exclude<CouponAvailability, 'available'> | 'not_found';

/**
 * Why a coupon cannot be used, in the error shape: a code per reason (core's `couponRefusalCodes`,
 * decision 037) with its text; its status is the code's (404 for an unknown code, else 422).
 */
export function couponRefusal(reason: CouponRefusal): AppError {
  return new AppError(couponRefusalCodes[reason], text.refusals[reason]);
}

/** A refusal of this module (`couponRefusal`, or the minimum purchase not met), whatever its reason. */
export function isCouponRefusal(error: unknown): error is AppError {
  return error instanceof AppError && couponRefusalReason(error.code) !== null;
}

function rulesOf(row: repository.CouponRow) {
  return {
    status: row.status,
    startDate: row.startDate,
    expireDate: row.expireDate,
    totalUses: row.totalUses,
    limit: row.limit,
  };
}

function toResponse(row: repository.CouponRow): Coupon {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    discount: row.discountType === 'percent' ? `${row.discount}.00` : centsToEuroString(row.discount),
    discount_type: row.discountType,
    start_date: row.startDate,
    expire_date: row.expireDate,
    total_uses: row.totalUses,
    limit: row.limit,
    min_purchase: centsToEuroString(row.minPurchaseCents),
    status: row.status,
  };
}

const LIST_ORDER: Record<CouponAvailability, number> = {
  available: 0,
  limit_reached: 1,
  expired: 2,
  not_started: 3,
  inactive: 4,
};

/**
 * `GET /api/v1/coupon/list`: the coupons the restaurant offers, usable ones first, then those used
 * up and those expired in the last EXPIRED_COUPONS_SHOWN_DAYS days, so the list can label them
 * 'Limit Reached' and 'Expired'. Coupons switched off or not started yet are not advertised.
 */
export async function listCoupons({ db, clock }: Pick<AppDeps, 'db' | 'clock'>): Promise<Coupon[]> {
  const restaurant = await requireRestaurant({ db });
  const today = dublinDate(clock.now());
  const rows = await repository.listShownCoupons(
    db,
    restaurant.id,
    today,
    addDays(today, -EXPIRED_COUPONS_SHOWN_DAYS),
  );
  const rank = (row: repository.CouponRow) => LIST_ORDER[couponAvailability(rulesOf(row), today)];
  return rows.sort((a, b) => rank(a) - rank(b) || a.id - b.id).map(toResponse);
}

/**
 * The coupon with this code (any case) if it can be used today, Dublin time, by core's rules;
 * otherwise a `couponRefusal` saying why. The order placement calls it inside its
 * transaction, then `couponDiscountForSubtotal` and `redeemCoupon`.
 */
export async function findCouponForOrder(
  db: Db,
  { restaurantId, code, today }: { restaurantId: number; code: string; today: string },
): Promise<repository.CouponRow> {
  const row = await repository.findCouponByCode(db, restaurantId, code.trim());
  if (!row) throw couponRefusal('not_found');
  const availability = couponAvailability(rulesOf(row), today);
  if (availability !== 'available') throw couponRefusal(availability);
  return row;
}

/**
 * The discount in cents a coupon gives on the server's items subtotal, or a `coupon_minimum` refusal
 * ('This coupon needs a minimum purchase of €30.00.') when the subtotal is below its minimum.
 */
export function couponDiscountForSubtotal(coupon: repository.CouponRow, itemsSubtotalCents: number): number {
  if (!meetsCouponMinimum(itemsSubtotalCents, coupon.minPurchaseCents)) {
    throw new AppError(couponRefusalCodes.minimum, text.minimumNotMet.message(coupon.minPurchaseCents));
  }
  return discountCents({ discountType: coupon.discountType, discount: coupon.discount }, itemsSubtotalCents);
}

/**
 * Counts one use of the coupon: true when counted, false when it has no use left (or was switched
 * off meanwhile), which the placement answers with `couponRefusal('limit_reached')`. One conditional
 * update, race-free: `total_uses` never passes `limit`. Call it inside the order's transaction.
 */
export function redeemCoupon(db: Db, { couponId }: { couponId: number }): Promise<boolean> {
  return repository.redeemCoupon(db, couponId);
}

/**
 * Gives back the use an order made of the coupon, so a limited coupon can be used again. Call it
 * inside the transaction that moves the order to canceled or refunded, once per order.
 */
export function unredeemCoupon(db: Db, { couponId }: { couponId: number }): Promise<void> {
  return repository.unredeemCoupon(db, couponId);
}

/**
 * `GET /api/v1/coupon/apply`: the coupon if usable today. The minimum purchase is not checked here
 * (the call carries no basket): the browser shows it, and the placement checks it against the
 * server's subtotal.
 */
export async function applyCoupon(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  { code }: { code: string },
): Promise<Coupon> {
  const restaurant = await requireRestaurant({ db });
  const today = dublinDate(clock.now());
  return toResponse(await findCouponForOrder(db, { restaurantId: restaurant.id, code, today }));
}

// ---------------------------------------------------------------------------------------------
// The staff's side (issue 14): every coupon with its uses; admins create, change and switch off

const staffCouponOf = (row: repository.CouponRow): StaffCoupon => ({
  id: row.id,
  code: row.code,
  title: row.title,
  discount_type: row.discountType,
  discount: row.discount,
  min_purchase_cents: row.minPurchaseCents,
  start_date: row.startDate,
  expire_date: row.expireDate,
  limit: row.limit,
  total_uses: row.totalUses,
  active: row.status === 1,
});

const valuesOf = (coupon: CouponChange): repository.CouponValues => ({
  code: coupon.code,
  title: coupon.title,
  discountType: coupon.discount_type,
  discount: coupon.discount,
  minPurchaseCents: coupon.min_purchase_cents,
  startDate: coupon.start_date,
  expireDate: coupon.expire_date,
  limit: coupon.limit,
  status: coupon.active ? 1 : 0,
});

export async function staffCoupons({ db }: Pick<AppDeps, 'db'>): Promise<{ coupons: StaffCoupon[] }> {
  const restaurant = await requireRestaurant({ db });
  return { coupons: (await repository.listAllCoupons(db, restaurant.id)).map(staffCouponOf) };
}

/**
 * Creates a coupon (couponId null) or changes one, and logs it, in one transaction. Codes are unique
 * whatever their case: the database's unique index decides, so two admins cannot both take one.
 */
export async function saveCoupon(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  { couponId, coupon, staffId }: { couponId: number | null; coupon: CouponChange; staffId: number },
): Promise<StaffCoupon> {
  const restaurant = await requireRestaurant({ db });
  try {
    return await db.transaction(async (tx) => {
      const row =
        couponId === null
          ? await repository.insertCoupon(tx, restaurant.id, valuesOf(coupon))
          : await repository.updateCoupon(tx, restaurant.id, couponId, valuesOf(coupon));
      if (!row) throw notFound('Coupon');
      await recordAction(
        { db: tx, clock },
        {
          staffId,
          action: couponId === null ? 'created a coupon' : 'changed a coupon',
          subject: `coupon ${row.code}`,
          details: coupon,
        },
      );
      return staffCouponOf(row);
    });
  } catch (error) {
    if (uniqueViolation(error) !== undefined) {
      throw new AppError('code', 'A coupon with this code already exists', { refusal: 'taken' }); // not in the spec
    }
    throw error;
  }
}

/**
 * The code of one of the restaurant's active coupons, as the staff give it away in a reply to a
 * rating (issue 51); undefined for a coupon that is not the restaurant's or not active.
 */
export async function activeCouponCode(
  { db }: Pick<AppDeps, 'db'>,
  { couponId }: { couponId: number },
): Promise<string | undefined> {
  const restaurant = await requireRestaurant({ db });
  const coupon = (await repository.listAllCoupons(db, restaurant.id)).find((row) => row.id === couponId);
  return coupon && coupon.status === 1 ? coupon.code : undefined;
}
