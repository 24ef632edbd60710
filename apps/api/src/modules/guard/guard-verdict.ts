import {
  DEFAULT_GUARD_RULES,
  type GuardedOrder,
  type GuardRules,
  guardMessages,
  internationalPhone,
  type MarkTarget,
  markValueOf,
  PHONE_CHECK_VALID_MINUTES,
  trippedRules,
} from '@tiffin/core';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import * as repository from './guard.repository.ts';

/** Who is ordering and how, as placement found it. */
export type GuardQuestion = {
  restaurantId: number;
  /** The restaurant's number, which a blocked customer is asked to call */
  restaurantPhone: string;
  customerId: number;
  email: string;
  /** The order's contact number, as given */
  phone: string;
  /** A delivery's Eircode and first line; null for collection */
  address: { eircode: string | null; line: string } | null;
  order: Omit<GuardedOrder, 'firstOrder' | 'newAddress'>;
  /** The owner's rules, as placement keeps them with the settings (`guardRulesOf`) */
  rules: GuardRules;
  /**
   * What the customer's earlier orders say of this one, read only when a rule on for this order
   * asks it (a cash order, the first-order or new-address rule on): a query placement spares
   * otherwise (decision 073).
   */
  history: () => Promise<Pick<GuardedOrder, 'firstOrder' | 'newAddress'>>;
  /** The phone check the checkout verified, when it did */
  phoneCheckId: number | undefined;
  now: Date;
};

/** The owner's rules, or every rule off until they first save them. */
export async function guardRulesOf(db: Db, restaurantId: number): Promise<GuardRules> {
  return (await repository.readRules(db, restaurantId)) ?? DEFAULT_GUARD_RULES;
}

/** What the order carries through: the check it spends and the flag the board shows. */
export type GuardVerdict = { phoneCheckId: number | null; flagReason: string | null };

/**
 * The guard's word on an order (decision 073), in the placement's transaction: a blocked account,
 * phone, e-mail or address is refused with the number to call; a card-only one may not pay cash; a
 * cash order that trips one of the owner's rules needs a phone check verified for this customer and
 * this very number, not yet spent, within half an hour; a flagged one passes with its reasons.
 */
export async function guardVerdict(tx: Db, question: GuardQuestion): Promise<GuardVerdict> {
  const phone = markValueOf('phone', question.phone);
  const candidates: { target: MarkTarget; value: string }[] = [
    { target: 'account', value: String(question.customerId) },
    { target: 'email', value: markValueOf('email', question.email) },
    { target: 'phone', value: phone },
  ];
  if (question.address?.eircode)
    candidates.push({ target: 'address', value: markValueOf('address', question.address.eircode) });
  if (question.address)
    candidates.push({ target: 'address', value: markValueOf('address', question.address.line) });
  const marks = await repository.activeMarks(tx, candidates);
  if (marks.some((mark) => mark.kind === 'blocked'))
    throw new AppError('customer_blocked', guardMessages.blocked(question.restaurantPhone));
  const cash = question.order.paymentMethod === 'cash_on_delivery';
  if (cash && marks.some((mark) => mark.kind === 'card_only'))
    throw new AppError('card_only', guardMessages.cardOnly);
  const flagReason =
    marks
      .filter((mark) => mark.kind === 'flag')
      .map((mark) => mark.reason)
      .join('; ') || null;

  const { rules } = question;
  const asksHistory =
    question.order.paymentMethod === 'cash_on_delivery' && (rules.firstOrder || rules.newAddress);
  const history = asksHistory ? await question.history() : { firstOrder: false, newAddress: false };
  const tripped = trippedRules(rules, { ...question.order, ...history });
  if (tripped.length === 0) return { phoneCheckId: null, flagReason };
  const checkable = internationalPhone(question.phone, rules.phonePrefixes);
  const refusal = new AppError(
    'phone_check_required',
    checkable ? guardMessages.phoneCheckNeeded : guardMessages.phoneNotAllowed,
    { extra: { rules: tripped } },
  );
  if (!checkable || question.phoneCheckId === undefined) throw refusal;
  const check = await repository.lockCheck(tx, question.phoneCheckId, question.customerId);
  const validSince = question.now.getTime() - PHONE_CHECK_VALID_MINUTES * 60_000;
  if (
    !check?.verifiedAt ||
    check.usedAt ||
    check.phone !== checkable ||
    check.verifiedAt.getTime() < validSince
  )
    throw refusal;
  return { phoneCheckId: check.id, flagReason };
}

/** After the order is written, in its transaction: the check spent on it, its flag kept. */
export async function recordGuarded(tx: Db, verdict: GuardVerdict, orderId: number, now: Date) {
  if (verdict.phoneCheckId !== null)
    await repository.updateCheck(tx, verdict.phoneCheckId, { usedAt: now, orderId });
  if (verdict.flagReason !== null)
    await repository.insertFlag(tx, { orderId, reason: verdict.flagReason, createdAt: now });
}
