import { createHash } from 'node:crypto';
import {
  allergenName,
  centsToEuroString,
  type DeliveryMode,
  dublinDate,
  type ErrorCode,
  euroStringToCents,
  FINISHED_ORDER_STATUSES,
  formatEuro,
  formatTime12h,
  IRELAND_BOUNDS,
  isDateString,
  meetsMinimumOrder,
  type OrderCartLine,
  type OrderListItem,
  type OrderListQuery,
  type OrderProblem,
  orderFailedDetail,
  orderMessages,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
  type PricedOrder,
  priceOrder,
  type QuoteRequest,
  type QuoteResponse,
  type Slot,
  vatIncludedCents,
  type WpayRequest,
  type WpayResponse,
} from '@tiffin/core';
import type { GatewayIntent, PaymentGateway } from '../../adapters/payments/payment-gateway.ts';
import type { Db } from '../../db/client.ts';
import type { OrderAddressSnapshot, OrderLineOption } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { savedAddressOf } from '../addresses/addresses.service.ts';
import {
  type CouponRow,
  couponDiscountForSubtotal,
  findCouponForOrder,
  redeemCoupon,
} from '../coupons/coupons.service.ts';
import type { Customer } from '../customers/customers.service.ts';
import {
  lockPaymentByIntent,
  markPaymentPlaced,
  type PaymentRow,
  recordPayment,
} from '../payments/payments.service.ts';
import {
  deliveryReach,
  type RestaurantSettings,
  requireRestaurant,
} from '../restaurant/restaurant.service.ts';
import { opensOn, slotsFor, takeSlot } from '../slots/slots.service.ts';
import * as repository from './orders.repository.ts';

/*
 * Placing an order (checkout-and-account §4, §7 call 6, §8; DECISIONS.md; decision 022). Each check
 * is a step that refuses with an Order Failed code. `placeOrder` runs them in one transaction and
 * stops at the first refusal, which rolls back everything taken before it; `quoteOrder` runs the
 * same read-only checks and lists every refusal instead.
 */

/** Answers a refusal: placing throws it (the transaction rolls back), quoting collects it. */
type Refuse = (code: ErrorCode, message?: string) => void;

const refusal = (code: ErrorCode, message = orderFailedDetail(code)) => new AppError(code, message);

const throwRefusal: Refuse = (code, message) => {
  throw refusal(code, message);
};

function collectInto(problems: OrderProblem[]): Refuse {
  return (code, message = orderFailedDetail(code)) => {
    problems.push({ code, message });
  };
}

/** What placing always finds after a step that refused by throwing. */
function placed<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('a placement step refused without throwing');
  return value;
}

// -------------------------------------------------------------------------------------------------
// The steps, in the order they run

type ChosenOption = OrderLineOption & { stock: number | null };

export type BasketLine = {
  productId: number;
  name: string;
  quantity: number;
  basePriceCents: number;
  options: ChosenOption[];
  note: string | null;
  allergens: string[];
};

/**
 * The basket read against the menu: every dish sold now, every option group given exactly one of
 * its options (by the group's name and the option's label, as the payload carries them), no add-ons
 * (the menu has none). Anything else is `empty_order`, as is an empty basket.
 */
async function readBasket(
  tx: Db,
  restaurant: RestaurantSettings,
  cart: readonly OrderCartLine[],
  refuse: Refuse,
): Promise<BasketLine[]> {
  if (cart.length === 0) {
    refuse('empty_order', orderMessages.checkout.cartEmptyDialog.message);
    return [];
  }
  const productIds = [...new Set(cart.map((line) => line.item_id))];
  const [dishes, optionRows] = await Promise.all([
    repository.findSellableProducts(tx, restaurant.id, productIds),
    repository.listOptions(tx, productIds),
  ]);
  const lines: BasketLine[] = [];
  let refused = false;
  for (const item of cart) {
    const dish = dishes.find((row) => row.id === item.item_id);
    const groups = optionRows.filter((row) => row.productId === item.item_id);
    const options = dish ? chooseOptions(groups, item) : undefined;
    if (!dish || !options || (item.add_on_ids?.length ?? 0) > 0) {
      refused = true;
      continue;
    }
    lines.push({
      productId: dish.id,
      name: dish.name,
      quantity: item.quantity,
      basePriceCents: dish.priceCents,
      options,
      note: item.item_note || null,
      allergens: dish.allergens,
    });
  }
  if (refused) refuse('empty_order');
  return lines;
}

type OptionRow = Awaited<ReturnType<typeof repository.listOptions>>[number];

/** One option for every group of the dish, named as the payload names them; undefined if not so. */
function chooseOptions(rows: readonly OptionRow[], item: OrderCartLine): ChosenOption[] | undefined {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const groupIds = [...new Set(rows.map((row) => row.variationId))];
  const chosen = item.variations ?? [];
  if (chosen.length !== groupIds.length) return undefined;
  const options: ChosenOption[] = [];
  for (const groupId of groupIds) {
    const groupRows = rows.filter((row) => row.variationId === groupId);
    const groupName = groupRows[0]?.variation ?? '';
    const choices = chosen.filter((entry) => same(entry.name, groupName));
    const label =
      choices.length === 1 && choices[0]?.values.label.length === 1 ? choices[0].values.label[0] : undefined;
    const option =
      label === undefined ? undefined : groupRows.find((row) => row.label !== null && same(row.label, label));
    if (!option || option.optionId === null || option.label === null || option.priceCents === null)
      return undefined;
    options.push({
      variation: groupName,
      label: option.label,
      price_cents: option.priceCents,
      option_id: option.optionId,
      stock: option.stock,
    });
  }
  return options;
}

function itemsSubtotalCents(lines: readonly BasketLine[]): number {
  return priceOrder({ lines: pricingLines(lines), distanceKm: null, feeRule: NO_FEE, coupon: null }).totals
    .subtotalCents;
}

const NO_FEE = { baseFeeCents: 0, baseKm: 0, perKmCents: 0 };

const pricingLines = (lines: readonly BasketLine[]) =>
  lines.map((line) => ({
    basePriceCents: line.basePriceCents,
    optionPriceCents: line.options.map((option) => option.price_cents),
    quantity: line.quantity,
  }));

function checkMinimumOrder(
  restaurant: RestaurantSettings,
  lines: readonly BasketLine[],
  refuse: Refuse,
): void {
  const subtotal = itemsSubtotalCents(lines);
  if (lines.length > 0 && !meetsMinimumOrder(subtotal, restaurant.minimumOrderCents)) {
    refuse(
      'minimum_order',
      orderMessages.checkout.minimumOrderDialog(subtotal, restaurant.minimumOrderCents),
    );
  }
}

const CONTACT_NUMBER = /^\+?\d{7,15}$/;

/** The contact the kitchen calls: a name, and a telephone number (spaces ignored). */
function checkContact(body: QuoteRequest, refuse: Refuse) {
  const name = body.contact_person_name?.trim() ?? '';
  const number = (body.contact_person_number ?? '').replace(/[\s-]/g, '');
  if (name === '') refuse('contact_person_name');
  if (!CONTACT_NUMBER.test(number)) refuse('contact_person_number');
  return { name, number };
}

type Delivery = { address: OrderAddressSnapshot; distanceKm: number } | null;

const inIreland = (latitude: number, longitude: number) =>
  latitude >= IRELAND_BOUNDS.south &&
  latitude <= IRELAND_BOUNDS.north &&
  longitude >= IRELAND_BOUNDS.west &&
  longitude <= IRELAND_BOUNDS.east;

/**
 * Where a delivery goes: the customer's saved address when `address_id` names one, else the
 * payload's address and coordinates (in Ireland); then its distance, measured here by
 * `deliveryReach`, must be inside the radius. Collection has none.
 */
async function checkDelivery(
  tx: Db,
  {
    restaurant,
    customerId,
    body,
  }: { restaurant: RestaurantSettings; customerId: number; body: QuoteRequest },
  refuse: Refuse,
): Promise<Delivery | undefined> {
  if (body.order_type !== 'delivery') return null;
  let address: OrderAddressSnapshot;
  if (body.address_id !== undefined) {
    const saved = await savedAddressOf({ db: tx }, { customerId, addressId: body.address_id });
    if (!saved) {
      refuse('address', orderMessages.addresses.notFound);
      return undefined;
    }
    const { house, floor, road, eircode, latitude, longitude } = saved;
    address = { address: saved.address, house, floor, road, eircode, latitude, longitude };
  } else {
    const { latitude, longitude } = body;
    if (!body.address) refuse('address');
    if (latitude === undefined) refuse('latitude');
    if (longitude === undefined) refuse('longitude');
    if (!body.address || latitude === undefined || longitude === undefined) return undefined;
    if (!inIreland(latitude, longitude)) {
      refuse('latitude', 'The delivery location must be in Ireland.'); // not in the spec
      return undefined;
    }
    address = {
      address: body.address,
      house: body.house || null,
      floor: body.floor || null,
      road: body.road || null,
      eircode: null,
      latitude,
      longitude,
    };
  }
  const reach = deliveryReach(restaurant, address);
  if (!reach.in_delivery_area) {
    refuse('delivery_unavailable');
    return undefined;
  }
  return { address, distanceKm: reach.distance_km };
}

/**
 * The time chosen must be one of the slots offered now for that date and mode (opening hours,
 * closed dates, lead time, ordering window, full slots left out). A date the restaurant does not
 * open is `restaurant_closed`; any other time not offered is `slot_unavailable`. A slot offered
 * means the restaurant opens that day, so its hours and closed dates are read again only to tell
 * the two refusals apart.
 */
async function checkSlot(
  tx: Db,
  { restaurant, body, now }: { restaurant: RestaurantSettings; body: QuoteRequest; now: Date },
  refuse: Refuse,
): Promise<Slot | undefined> {
  const mode: DeliveryMode = body.order_type === 'delivery' ? 'delivery' : 'collection';
  const [date = '', time = ''] = (body.schedule_at ?? '').split(' ');
  if (!isDateString(date)) {
    refuse('slot_unavailable');
    return undefined;
  }
  // Outside the ordering window no slot is offered.
  const slots = await slotsFor(tx, { restaurant, mode, date, now });
  const slot = slots.find((offered) => offered.time === time.slice(0, 5));
  if (slot) return slot;
  refuse(
    (await opensOn(tx, { restaurantId: restaurant.id, date })) ? 'slot_unavailable' : 'restaurant_closed',
  );
  return undefined;
}

async function bookSlot(tx: Db, restaurant: RestaurantSettings, slot: Slot): Promise<void> {
  const taken = await takeSlot(tx, {
    restaurantId: restaurant.id,
    startsAt: slot.startsAt,
    capacity: restaurant.slotCapacity,
  });
  if (!taken) throw refusal('slot_unavailable');
}

/**
 * The coupon named, usable today by core's rules, its minimum met by the server's subtotal; the
 * coupons module says why not, in its words.
 */
async function checkCoupon(
  tx: Db,
  {
    restaurant,
    body,
    now,
    lines,
  }: { restaurant: RestaurantSettings; body: QuoteRequest; now: Date; lines: BasketLine[] },
  refuse: Refuse,
): Promise<CouponRow | null | undefined> {
  const code = body.coupon_code?.trim();
  if (!code) return null;
  try {
    const coupon = await findCouponForOrder(tx, {
      restaurantId: restaurant.id,
      code,
      today: dublinDate(now),
    });
    couponDiscountForSubtotal(coupon, itemsSubtotalCents(lines));
    return coupon;
  } catch (error) {
    // A code the restaurant does not have is a 404 of its own; its item says invalid_coupon too.
    if (!(error instanceof AppError) || error.errors[0]?.code !== 'invalid_coupon') throw error;
    refuse('invalid_coupon', error.message);
    return undefined;
  }
}

async function spendCoupon(tx: Db, coupon: CouponRow | null): Promise<void> {
  if (coupon && !(await redeemCoupon(tx, { couponId: coupon.id }))) {
    throw refusal('invalid_coupon', orderMessages.coupons.refusals.limit_reached);
  }
}

/** How much of each option the basket takes, options in id order (the order every order locks them). */
function optionQuantities(
  lines: readonly BasketLine[],
): [number, { quantity: number; stock: number | null }][] {
  const wanted = new Map<number, { quantity: number; stock: number | null }>();
  for (const line of lines) {
    for (const option of line.options) {
      const entry = wanted.get(option.option_id) ?? { quantity: 0, stock: option.stock };
      entry.quantity += line.quantity;
      wanted.set(option.option_id, entry);
    }
  }
  return [...wanted].sort(([a], [b]) => a - b);
}

/** Read-only, for the quote: whether the limited options have enough left now. */
function checkStock(lines: readonly BasketLine[], refuse: Refuse): void {
  if (optionQuantities(lines).some(([, { quantity, stock }]) => stock !== null && stock < quantity)) {
    refuse('insufficient_stock');
  }
}

/**
 * Takes the basket's limited options from their stock; one conditional update each, so none is
 * oversold. An option unlimited when the basket was read (stock null) is not written: the update
 * changed nothing but took the option's row lock until commit, so every order of that dish waited
 * for the one before it to commit (decision 022).
 */
async function takeStock(tx: Db, lines: readonly BasketLine[]): Promise<void> {
  for (const [optionId, { quantity, stock }] of optionQuantities(lines)) {
    if (stock === null) continue;
    if (!(await repository.takeStock(tx, optionId, quantity))) throw refusal('insufficient_stock');
  }
}

function priceBasket(
  restaurant: RestaurantSettings,
  lines: BasketLine[],
  delivery: Delivery | undefined,
  coupon: CouponRow | null | undefined,
) {
  return priceOrder({
    lines: pricingLines(lines),
    distanceKm: delivery ? delivery.distanceKm : null,
    feeRule: {
      baseFeeCents: restaurant.deliveryBaseFeeCents,
      baseKm: restaurant.deliveryBaseKm,
      perKmCents: restaurant.deliveryPerKmCents,
    },
    coupon: coupon ? { discountType: coupon.discountType, discount: coupon.discount } : null,
  });
}

/** A card order needs a gateway to pay through; the quote says so before anyone pays. */
function checkPaymentMethod(gateway: PaymentGateway | null, body: QuoteRequest, refuse: Refuse): void {
  if (body.payment_method === 'digital_payment' && gateway === null)
    refuse('payment_failed', orderMessages.card.notTaken);
}

/** The intent a card order names: the first version sends its id in any of three fields. */
export function cardIntentIdOf(body: PlaceOrderRequest): string | null {
  if (body.payment_method !== 'digital_payment') return null;
  return body.stripe_payment_intent_id || body.payment_id || body.transaction_reference || null;
}

/** The card payment a card order names, and what the gateway says of it now. */
type CardPayment = { intentId: string; intent: GatewayIntent | null };

/** Asked of the gateway before the order's transaction, so that no row is locked while it answers. */
async function cardPaymentOf(
  gateway: PaymentGateway | null,
  body: PlaceOrderRequest,
): Promise<CardPayment | null> {
  if (body.payment_method !== 'digital_payment') return null;
  if (gateway === null) throw refusal('payment_failed', orderMessages.card.notTaken);
  const intentId = cardIntentIdOf(body);
  if (!intentId) throw refusal('payment_failed');
  return { intentId, intent: await gateway.retrieveIntent(intentId) };
}

/**
 * The payment record of the card payment, locked: it must be this customer's (asked for through
 * `wpay`). A second placement with it waits here for the first.
 */
async function lockCardPayment(tx: Db, card: CardPayment, customerId: number): Promise<PaymentRow> {
  const payment = await lockPaymentByIntent(tx, card.intentId);
  if (!payment || payment.customerId !== customerId) throw refusal('payment_failed');
  return payment;
}

/**
 * Before the order exists: the gateway says the payment succeeded, for exactly the order's total,
 * in euro, for this customer, and the payment has made no order yet (the unique payment_intent_id
 * of orders holds it too).
 */
function checkCardPaid(card: CardPayment, payment: PaymentRow, customerId: number, totalCents: number): void {
  const { intent } = card;
  const paid =
    intent !== null &&
    intent.status === 'succeeded' &&
    intent.amountCents === totalCents &&
    intent.currency === 'eur' &&
    intent.metadata.customer_id === String(customerId) &&
    payment.status === 'open' &&
    payment.amountCents === totalCents;
  if (!paid) throw refusal('payment_failed');
}

function toQuote(
  restaurant: RestaurantSettings,
  lines: readonly BasketLine[],
  delivery: Delivery | undefined,
  coupon: CouponRow | null | undefined,
  priced: PricedOrder,
  problems: OrderProblem[],
): QuoteResponse {
  const euro = centsToEuroString;
  return {
    lines: lines.map((line, index) => ({
      item_id: line.productId,
      name: line.name,
      quantity: line.quantity,
      unit_price: euro(priced.lines[index]?.unitPriceCents ?? 0),
      line_total: euro(priced.lines[index]?.lineTotalCents ?? 0),
      options: line.options.map((option) => ({
        variation: option.variation,
        label: option.label,
        price: euro(option.price_cents),
      })),
      item_note: line.note,
      allergens: line.allergens.map(allergenName),
    })),
    subtotal: euro(priced.totals.subtotalCents),
    distance_km: delivery ? delivery.distanceKm : null,
    delivery_fee: euro(priced.totals.deliveryFeeCents),
    discount: euro(priced.totals.discountCents),
    coupon_code: coupon ? coupon.code : null,
    total: euro(priced.totals.totalCents),
    vat_included: euro(vatIncludedCents(priced.totals.totalCents, restaurant.vatRateBasisPoints)),
    vat_rate: restaurant.vatRateBasisPoints / 100,
    minimum_order: euro(restaurant.minimumOrderCents),
    problems,
  };
}

// -------------------------------------------------------------------------------------------------
// The use cases

/** The server's prices for a basket and every reason placing it now would be refused; writes nothing. */
export async function quoteOrder(
  { db, clock, paymentGateway }: Pick<AppDeps, 'db' | 'clock' | 'paymentGateway'>,
  { customerId, body }: { customerId: number; body: QuoteRequest },
): Promise<QuoteResponse> {
  const now = clock.now();
  const restaurant = await requireRestaurant({ db });
  const problems: OrderProblem[] = [];
  const refuse = collectInto(problems);
  return db.transaction(async (tx) => {
    const lines = await readBasket(tx, restaurant, body.cart, refuse);
    checkMinimumOrder(restaurant, lines, refuse);
    checkContact(body, refuse);
    const delivery = await checkDelivery(tx, { restaurant, customerId, body }, refuse);
    await checkSlot(tx, { restaurant, body, now }, refuse);
    const coupon = await checkCoupon(tx, { restaurant, body, now, lines }, refuse);
    checkStock(lines, refuse);
    const priced = priceBasket(restaurant, lines, delivery, coupon);
    if (body.order_amount !== undefined && body.order_amount !== priced.totals.totalCents)
      refuse('price_changed');
    checkPaymentMethod(paymentGateway, body, refuse);
    return toQuote(restaurant, lines, delivery, coupon, priced, problems);
  });
}

/**
 * `POST /api/v1/stripe/wpay`: a payment intent for the server's quote of the customer's basket, in
 * cents and euro, never for an amount the browser names. The basket must be one the restaurant would
 * take now (the quote's first problem refuses it, before anyone pays); it is recorded with the
 * payment, whose metadata ties the intent to this customer.
 */
export async function startCardPayment(
  { db, clock, paymentGateway }: Pick<AppDeps, 'db' | 'clock' | 'paymentGateway'>,
  { customerId, body }: { customerId: number; body: WpayRequest },
): Promise<WpayResponse> {
  if (paymentGateway === null) throw refusal('payment_failed', orderMessages.card.notTaken);
  const order = { ...body.order, payment_method: 'digital_payment' as const };
  const quote = await quoteOrder({ db, clock, paymentGateway }, { customerId, body: order });
  const problem = quote.problems[0];
  if (problem) throw refusal(problem.code as ErrorCode, problem.message);
  const amountCents = euroStringToCents(quote.total);
  const intent = await paymentGateway.createIntent({
    amountCents,
    currency: 'eur',
    metadata: { customer_id: String(customerId) },
    description: `Order for ${formatEuro(amountCents)}`, // not in the spec
  });
  await recordPayment(db, {
    intentId: intent.id,
    gateway: paymentGateway.kind,
    customerId,
    amountCents,
    currency: 'eur',
    basket: { ...order, order_amount: quote.total },
    createdAt: clock.now(),
  });
  return {
    clientSecret: intent.clientSecret,
    stripePaymentId: intent.id,
    stripeCustomerId: null,
    amount: quote.total,
  };
}

export type PlaceOrderInput = {
  customer: Pick<Customer, 'id' | 'email' | 'firstName' | 'lastName'>;
  idempotencyKey: string | undefined;
  body: PlaceOrderRequest;
};

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * Places an order: one transaction that claims the Idempotency-Key, reads the basket from the menu,
 * checks it step by step (the first refusal rolls everything back), takes the slot, the coupon use
 * and the stock atomically, records the order as sold, and writes its notification, its e-mails
 * and its event. The same key with the same body answers the first answer.
 */
export async function placeOrder(
  {
    db,
    clock,
    mailer,
    events,
    paymentGateway,
  }: Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'events' | 'paymentGateway'>,
  { customer, idempotencyKey, body }: PlaceOrderInput,
): Promise<PlaceOrderResponse> {
  if (!idempotencyKey || !IDEMPOTENCY_KEY.test(idempotencyKey)) {
    throw new AppError('idempotency_key', 'An Idempotency-Key header (1-255 visible characters) is required'); // not in the spec
  }
  const now = clock.now();
  const restaurant = await requireRestaurant({ db });
  const requestHash = hashOf(body);
  const refuse = throwRefusal;
  const card = await cardPaymentOf(paymentGateway, body);
  /** The answer kept under the key, for a request sent again with it. */
  const keepAnswer = async (tx: Db, response: PlaceOrderResponse) => {
    await repository.storeIdempotentAnswer(tx, {
      customerId: customer.id,
      key: idempotencyKey,
      status: 200,
      body: response,
    });
    return response;
  };

  const answer = await db.transaction(async (tx) => {
    const claim = await repository.claimIdempotencyKey(tx, {
      customerId: customer.id,
      key: idempotencyKey,
      requestHash,
      createdAt: now,
    });
    if (!claim.claimed) return { replayed: true, response: replay(claim.existing, requestHash) };
    const payment = card ? await lockCardPayment(tx, card, customer.id) : null;
    if (payment?.orderId) {
      // The payment made its order already (another tab, a retry under a new key): that order it is.
      return { replayed: true, response: await keepAnswer(tx, await placedAnswer(tx, payment.orderId)) };
    }

    const lines = await readBasket(tx, restaurant, body.cart, refuse);
    checkMinimumOrder(restaurant, lines, refuse);
    const contact = checkContact(body, refuse);
    const delivery = placed(await checkDelivery(tx, { restaurant, customerId: customer.id, body }, refuse));
    const slot = placed(await checkSlot(tx, { restaurant, body, now }, refuse));
    await bookSlot(tx, restaurant, slot);
    const coupon = placed(await checkCoupon(tx, { restaurant, body, now, lines }, refuse));
    await spendCoupon(tx, coupon);
    await takeStock(tx, lines);
    const priced = priceBasket(restaurant, lines, delivery, coupon);
    if (body.order_amount !== priced.totals.totalCents) {
      throw new AppError('price_changed', orderFailedDetail('price_changed'), {
        extra: {
          quote: toQuote(restaurant, lines, delivery, coupon, priced, [
            { code: 'price_changed', message: orderFailedDetail('price_changed') },
          ]),
        },
      });
    }
    if (card && payment) checkCardPaid(card, payment, customer.id, priced.totals.totalCents);

    const vatCents = vatIncludedCents(priced.totals.totalCents, restaurant.vatRateBasisPoints);
    const order = await repository.insertOrder(tx, {
      restaurantId: restaurant.id,
      customerId: customer.id,
      status: 'pending',
      fulfilment: delivery ? 'delivery' : 'collection',
      paymentMethod: body.payment_method,
      scheduledAt: slot.startsAt,
      contactName: contact.name,
      contactPhone: contact.number,
      deliveryAddress: delivery?.address ?? null,
      distanceKm: delivery?.distanceKm ?? null,
      ...priced.totals,
      vatCents,
      vatRateBasisPoints: restaurant.vatRateBasisPoints,
      couponId: coupon?.id ?? null,
      couponCode: coupon?.code ?? null,
      orderNote: body.order_note || null,
      paymentIntentId: card?.intentId ?? null,
      createdAt: now,
      updatedAt: now,
    });
    if (payment) await markPaymentPlaced(tx, { paymentId: payment.id, orderId: order.id, now });
    await repository.insertLines(
      tx,
      lines.map((line, position) => ({
        orderId: order.id,
        productId: line.productId,
        name: line.name,
        quantity: line.quantity,
        unitPriceCents: priced.lines[position]?.unitPriceCents ?? 0,
        lineTotalCents: priced.lines[position]?.lineTotalCents ?? 0,
        options: line.options.map(({ variation, label, price_cents, option_id }) => ({
          variation,
          label,
          price_cents,
          option_id,
        })),
        note: line.note,
        allergens: line.allergens,
        position,
      })),
    );

    const total = formatEuro(priced.totals.totalCents);
    await repository.insertNotification(tx, {
      customerId: customer.id,
      title: `Order #${order.reference} received`, // not in the spec
      description: `We have your order #${order.reference} for ${total}. We will let you know when the restaurant confirms it.`, // not in the spec
      data: { type: 'order_status', order_id: order.id },
      createdAt: now,
    });
    const receipt = {
      reference: order.reference,
      restaurant,
      contact,
      delivery,
      slot,
      body,
      lines,
      priced,
      coupon,
      vatCents,
    };
    await mailer.enqueue(tx, {
      from: `${restaurant.name} <${restaurant.email}>`,
      to: customer.email,
      customerId: customer.id,
      subject: `Your order #${order.reference} at ${restaurant.name}`,
      text: receiptText(receipt, 'customer'),
    });
    await mailer.enqueue(tx, {
      from: `${restaurant.name} <${restaurant.email}>`,
      to: restaurant.email,
      subject: `New order #${order.reference}: ${delivery ? 'delivery' : 'collection'} at ${slot.label}, ${total}`,
      text: receiptText(receipt, 'restaurant'),
    });
    const changeId = await repository.insertStatusChange(tx, {
      orderId: order.id,
      status: 'pending',
      staffId: null,
      createdAt: now,
    });
    await events.publish(tx, { type: 'order.changed', orderId: order.id, changeId, customerId: customer.id });

    const response = placedAnswerOf({ ...order, totalCents: priced.totals.totalCents });
    return { replayed: false, response: await keepAnswer(tx, response) };
  });
  if (!answer.replayed) mailer.wake();
  return answer.response;
}

const placedAnswerOf = (order: {
  id: number;
  reference: string;
  totalCents: number;
}): PlaceOrderResponse => ({
  message: orderMessages.orders.placed,
  order_id: order.id,
  order_reference: order.reference,
  total: centsToEuroString(order.totalCents),
});

/** The answer placing gave for an order made earlier. */
async function placedAnswer(tx: Db, orderId: number): Promise<PlaceOrderResponse> {
  const order = await repository.findPlacedAnswer(tx, orderId);
  if (!order) throw new Error(`order ${orderId} of a payment is missing`);
  return placedAnswerOf(order);
}

/** The first answer given for a key, to a request with the same body; another body is refused. */
function replay(
  existing: { requestHash: string; responseStatus: number | null; responseBody: PlaceOrderResponse | null },
  requestHash: string,
): PlaceOrderResponse {
  if (existing.requestHash !== requestHash) {
    const message = 'This Idempotency-Key was already used for another order'; // not in the spec
    throw new AppError('idempotency_key_reused', message, { errors: [{ code: 'idempotency_key', message }] });
  }
  if (existing.responseStatus !== 200 || existing.responseBody === null) {
    // Cannot happen: the row becomes visible only with the answer of the order that committed it.
    throw new Error('an idempotency key without its answer');
  }
  return existing.responseBody;
}

/** SHA-256 of the parsed body with its keys sorted, so the same order hashes the same however sent. */
function hashOf(body: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value)
          .filter(([, entry]) => entry !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([key, entry]) => [key, canonical(entry)]),
      );
    }
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}

// -------------------------------------------------------------------------------------------------
// E-mails

// One formatter for every receipt: making an Intl.DateTimeFormat costs more than the rest of the e-mail.
const longDateFormat = new Intl.DateTimeFormat('en-IE', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const longDate = (date: string) => longDateFormat.format(new Date(`${date}T12:00:00Z`));

type Receipt = {
  reference: string;
  restaurant: RestaurantSettings;
  contact: { name: string; number: string };
  delivery: Delivery;
  slot: Slot;
  body: PlaceOrderRequest;
  lines: BasketLine[];
  priced: PricedOrder;
  coupon: CouponRow | null;
  vatCents: number;
};

/** The receipt (customer) or the kitchen's copy (restaurant): items, options, notes, totals, VAT. */
function receiptText(receipt: Receipt, reader: 'customer' | 'restaurant'): string {
  const { restaurant, delivery, slot, body, lines, priced } = receipt;
  const when = `${longDate(dublinDate(slot.startsAt))} at ${formatTime12h(slot.time)}`;
  const address = delivery
    ? [
        delivery.address.house,
        delivery.address.floor && `Floor ${delivery.address.floor}`,
        delivery.address.address,
        delivery.address.road,
        delivery.address.eircode,
      ]
        .filter(Boolean)
        .join(', ')
    : '';
  const allergens = [...new Set(lines.flatMap((line) => line.allergens))].map(allergenName);
  const out: string[] = [];
  if (reader === 'customer') {
    out.push(
      `Thank you, ${receipt.contact.name}: ${restaurant.name} has your order #${receipt.reference}.`,
      '',
    );
  } else {
    out.push(`Order #${receipt.reference} from ${receipt.contact.name}, ${receipt.contact.number}.`, '');
  }
  out.push(
    delivery ? `Delivery on ${when}` : `Collection on ${when}`,
    ...(delivery ? [`Deliver to: ${address} (${delivery.distanceKm.toFixed(2)} km)`] : []),
    `Payment: cash on ${delivery ? 'delivery' : 'collection'}`,
    '',
  );
  lines.forEach((line, index) => {
    out.push(`${line.quantity} × ${line.name}  ${formatEuro(priced.lines[index]?.lineTotalCents ?? 0)}`);
    for (const option of line.options) {
      out.push(
        `    ${option.variation}: ${option.label}${option.price_cents > 0 ? ` (+${formatEuro(option.price_cents)})` : ''}`,
      );
    }
    if (line.note) out.push(`    Note: ${line.note}`);
  });
  const { totals } = priced;
  out.push(
    '',
    `Products: ${formatEuro(totals.subtotalCents)}`,
    ...(delivery ? [`Delivery Fee: ${formatEuro(totals.deliveryFeeCents)}`] : []),
    ...(receipt.coupon ? [`Discount (${receipt.coupon.code}): -${formatEuro(totals.discountCents)}`] : []),
    `Total: ${formatEuro(totals.totalCents)}`,
    `VAT included at ${restaurant.vatRateBasisPoints / 100}%: ${formatEuro(receipt.vatCents)}`,
  );
  if (body.order_note) out.push('', `Order note: ${body.order_note}`);
  out.push(
    '',
    allergens.length > 0
      ? `Allergens in this order: ${allergens.join(', ')}`
      : 'Allergens in this order: none declared',
  );
  if (reader === 'customer') {
    out.push(
      '',
      `If you have an allergy, or need to change the order, call us on ${restaurant.phones[0] ?? ''}.`,
      '',
      restaurant.name,
      `${restaurant.addressLine}, ${restaurant.town}, ${restaurant.county}`,
    );
  }
  return out.join('\n');
}

// -------------------------------------------------------------------------------------------------
// The lists

/** The customer's orders, newest first; `running` only those not yet delivered, canceled, failed or refunded. */
export async function listOrders(
  { db }: Pick<AppDeps, 'db'>,
  { customerId, running, query }: { customerId: number; running: boolean; query: OrderListQuery },
) {
  const { rows, lines, total } = await repository.listOrders(db, {
    customerId,
    running,
    finished: FINISHED_ORDER_STATUSES,
    limit: query.limit,
    skip: (query.offset - 1) * query.limit,
  });
  const euro = centsToEuroString;
  const orders: OrderListItem[] = rows.map((row) => {
    const own = lines.filter((line) => line.orderId === row.id);
    return {
      id: row.id,
      order_reference: row.reference,
      order_status: row.status,
      order_type: row.fulfilment === 'delivery' ? 'delivery' : 'take_away',
      payment_method: row.paymentMethod,
      order_amount: euro(row.totalCents),
      subtotal: euro(row.subtotalCents),
      delivery_charge: euro(row.deliveryFeeCents),
      coupon_discount_amount: euro(row.discountCents),
      coupon_code: row.couponCode,
      schedule_at: row.scheduledAt.toISOString(),
      created_at: row.createdAt.toISOString(),
      details_count: own.reduce((sum, line) => sum + line.quantity, 0),
      lines: own.map((line) => ({
        name: line.name,
        quantity: line.quantity,
        options: line.options.map((option) => option.label),
        line_total: euro(line.lineTotalCents),
      })),
    };
  });
  return { total_size: total, limit: query.limit, offset: query.offset, orders };
}
