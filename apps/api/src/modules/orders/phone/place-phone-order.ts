import {
  dublinDate,
  isDateString,
  type PhoneOrderRequest,
  type PhoneOrderResponse,
  type PhoneQuoteRequest,
  phoneOrderMessages,
  type QuoteRequest,
  type Slot,
} from '@tiffin/core';
import type { Db } from '../../../db/client.ts';
import type { AppDeps } from '../../../deps.ts';
import { AppError, notFound } from '../../../errors.ts';
import { findCustomerById } from '../../customers/index.ts';
import { createPaymentLink } from '../../payments/index.ts';
import { slotLimits, takeSlot } from '../../slots/index.ts';
import { recordAction } from '../../staff/index.ts';
import { currentSettingsVersion } from '../changes/changes.repository.ts';
import { checkAndTakeBasket } from '../placement/check-and-take.ts';
import { checkAndTakeSlot } from '../placement/check-slot.ts';
import { type Checked, failed, passed, problem } from '../placement/checked.ts';
import { type SettingsSnapshot, settingsAt } from '../placement/settings-snapshot.ts';
import { writeOrder } from '../placement/write-order.ts';
import { quoteOrder } from '../quote-order.ts';
import { markPhoneOrder } from './phone-orders.repository.ts';

/*
 * A phone order (issue 49, decision 063): the placement story's second entrance for a new basket.
 * The staff's body is the checkout's (basket, mode, address found as the checkout finds one, the
 * zones deciding, a time from the same slots) and the same steps check, take and price it
 * (`checkAndTakeBasket`): its prices and VAT are an online order's for the same basket. What
 * differs is said here: the customer is an account found by the staff or a guest (no account);
 * the online pause does not apply (the staff are working); a time the storefront no longer offers
 * (its lead time passed) may be taken when the staff say so, and it is logged; the allergy answer is
 * recorded; a payment link makes the order wait, its whole price to pay, until paid or lapsed.
 */

type Deps = Pick<AppDeps, 'db' | 'clock' | 'orderEvents' | 'config' | 'paymentGateway'>;

/** The body as placing reads it: the checkout's fields, paid in cash or by card (a link). */
const placingOf = (body: PhoneOrderRequest | PhoneQuoteRequest): QuoteRequest => ({
  ...body,
  payment_method: body.payment === 'link' ? 'digital_payment' : 'cash_on_delivery',
});

/**
 * The price of the phone order as taken so far and every reason placing it would be refused,
 * by the checkout's quote with the phone's entrance: read back to the caller before it is placed.
 */
export function quotePhoneOrder(
  deps: Pick<AppDeps, 'db' | 'clock' | 'paymentGateway'>,
  { body }: { body: PhoneQuoteRequest },
) {
  return quoteOrder(deps, {
    customerId: body.customer_id ?? 0,
    body: placingOf(body),
    phone: { anyTime: body.any_time },
  });
}

export async function placePhoneOrder(
  deps: Deps,
  { staffId, body }: { staffId: number; body: PhoneOrderRequest },
): Promise<PhoneOrderResponse> {
  const { db, clock } = deps;
  const now = clock.now();
  if (!body.contact_person_name?.trim() || !body.contact_person_number?.trim())
    throw new AppError('invalid', phoneOrderMessages.contactRequired, {
      errors: [{ code: 'contact_person_name', message: phoneOrderMessages.contactRequired }],
    });
  if (body.customer_id !== null && !(await findCustomerById(deps, { customerId: body.customer_id })))
    throw notFound('Customer');
  const placing = placingOf(body);

  const answer = await db.transaction(async (tx) => {
    const settings = await settingsAt(db, tx, await currentSettingsVersion(tx), dublinDate(now));
    let timeNotOffered = false;
    const basket = await checkAndTakeBasket(tx, {
      settings,
      body: placing,
      customerId: body.customer_id ?? 0,
      now,
      couponAt: now,
      takeSlot: async (portions, zoneMinutes) => {
        const offered = await checkAndTakeSlot(tx, { settings, body: placing, now, portions, zoneMinutes });
        if ((offered.value && offered.problems.length === 0) || !body.any_time) return offered;
        const taken = await takeUnofferedSlot(tx, { settings, body: placing, now, portions });
        timeNotOffered = taken.problems.length === 0;
        return timeNotOffered ? taken : offered;
      },
    });
    const { priced, slot } = basket;
    const written = await writeOrder(tx, {
      ...basket,
      restaurant: settings.restaurant,
      customerId: body.customer_id,
      body: { ...placing, payment_method: placing.payment_method ?? 'cash_on_delivery', order_amount: 0 },
      card: null,
      payment: null,
      // A tip is the checkout's, paid with the card at once: a phone order takes none.
      tipCents: 0,
      now,
    });
    const toPayCents = body.payment === 'link' ? priced.totals.totalCents : 0;
    await markPhoneOrder(tx, written.id, {
      allergyAnswer: body.allergy.answer,
      allergyDetails: body.allergy.answer === 'yes' ? body.allergy.details : null,
      toPayCents,
    });
    const link =
      toPayCents > 0
        ? await createPaymentLink(tx, deps, {
            orderId: written.id,
            reference: written.reference,
            amountCents: toPayCents,
            purpose: 'phone_order',
          })
        : null;
    await recordAction(
      { db: tx, clock },
      {
        staffId,
        action: phoneOrderMessages.staffAction,
        subject: `order ${written.reference}`,
        details: {
          customer_id: body.customer_id,
          payment: body.payment,
          allergy: body.allergy,
          total_cents: priced.totals.totalCents,
          ...(timeNotOffered ? { time_not_offered: slot.label } : {}),
        },
      },
    );
    return {
      order_id: written.id,
      order_reference: written.reference,
      total_cents: priced.totals.totalCents,
      vat_cents: written.vatCents,
      payment_url: link?.url ?? null,
      time_not_offered: timeNotOffered,
    };
  });
  deps.orderEvents.wake();
  return answer;
}

/**
 * A time of the day's slots that is still to come but no longer offered online (its lead time
 * passed), its place taken if the slot has room: the staff may promise it, the kitchen hearing it.
 */
async function takeUnofferedSlot(
  tx: Db,
  {
    settings,
    body,
    now,
    portions,
  }: { settings: SettingsSnapshot; body: QuoteRequest; now: Date; portions: number },
): Promise<Checked<Slot | undefined>> {
  const [date = '', time = ''] = (body.schedule_at ?? '').split(' ');
  const slot = isDateString(date)
    ? settings.daySlots(date).find((daySlot) => daySlot.time === time.slice(0, 5) && daySlot.startsAt > now)
    : undefined;
  if (!slot) return failed(undefined, problem('slot_unavailable'));
  const { restaurant } = settings;
  const taken = await takeSlot(tx, {
    restaurantId: restaurant.id,
    startsAt: slot.startsAt,
    ...slotLimits(restaurant, portions),
  });
  return taken ? passed(slot) : failed(undefined, problem('slot_unavailable'));
}
