import {
  guardMessages,
  internationalPhone,
  PHONE_CODE_MINUTES,
  PHONE_CODE_RESEND_SECONDS,
  PHONE_CODE_SENDS_PER_DAY,
  PHONE_CODE_TRIES,
  type PhoneCheckAnswer,
} from '@tiffin/core';
import { transaction } from '../../db/prepared.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { newResetCode, resetCodeMatches } from '../../lib/secrets.ts';
import { requireRestaurant } from '../restaurant/index.ts';
import * as repository from './guard.repository.ts';
import { guardRulesOf } from './guard-verdict.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * Texts a 6-digit code to the number the customer gave (decision 073), against SMS-pumping: only
 * to the country codes the owner allows (Irish by default), one a minute and five a day to a
 * number or a customer, ten a day from a client address, counted under locks so parallel asks
 * cannot pass the limits together. Only the code's salted hash is kept; the text goes out after
 * the row commits, so a count never misses a text sent.
 */
export async function sendPhoneCode(
  deps: Pick<AppDeps, 'db' | 'clock' | 'sms' | 'log'>,
  input: { customerId: number; phone: string; clientAddress: string },
): Promise<PhoneCheckAnswer> {
  const { db, clock } = deps;
  const restaurant = await requireRestaurant({ db });
  const rules = await guardRulesOf(db, restaurant.id);
  const phone = internationalPhone(input.phone, rules.phonePrefixes);
  if (!phone) throw new AppError('phone_not_allowed', guardMessages.phoneNotAllowed);
  const now = clock.now();
  const { code, codeHash } = newResetCode();
  const checkId = await transaction(db, async (tx) => {
    await repository.lockSendKeys(tx, [
      phone,
      `customer:${input.customerId}`,
      `address:${input.clientAddress}`,
    ]);
    const sent = await repository.sendCounts(tx, {
      phone,
      customerId: input.customerId,
      clientAddress: input.clientAddress,
      since: new Date(now.getTime() - DAY_MS),
    });
    if (
      sent.phone >= PHONE_CODE_SENDS_PER_DAY.phone ||
      sent.customer >= PHONE_CODE_SENDS_PER_DAY.customer ||
      sent.address >= PHONE_CODE_SENDS_PER_DAY.address
    )
      throw new AppError('phone_code_limit', guardMessages.tooManyCodes);
    const waitMs = sent.lastToPhone
      ? sent.lastToPhone.getTime() + PHONE_CODE_RESEND_SECONDS * 1000 - now.getTime()
      : 0;
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new AppError('phone_code_limit', guardMessages.resendWait(seconds), {
        headers: { 'retry-after': String(seconds) },
      });
    }
    return repository.insertCheck(tx, {
      customerId: input.customerId,
      phone,
      codeHash,
      clientAddress: input.clientAddress,
      sentAt: now,
      expiresAt: new Date(now.getTime() + PHONE_CODE_MINUTES * MINUTE_MS),
    });
  });
  try {
    await deps.sms.send({ to: phone, body: guardMessages.smsText(code, restaurant.name) });
  } catch (error) {
    deps.log.error({ err: error, checkId }, 'the code could not be texted');
    throw new AppError('sms_failed', guardMessages.smsFailed);
  }
  return { checkId, phone };
}

/**
 * The code the customer read: right once (the check is then verified), wrong five times at most,
 * and never after its ten minutes or once it has let an order through.
 */
export async function verifyPhoneCode(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  input: { customerId: number; checkId: number; code: string },
): Promise<PhoneCheckAnswer> {
  const now = clock.now();
  const outcome = await transaction(db, async (tx) => {
    const check = await repository.lockCheck(tx, input.checkId, input.customerId);
    if (!check) throw notFound('Phone check');
    if (check.usedAt || check.verifiedAt || check.expiresAt <= now || check.tries >= PHONE_CODE_TRIES)
      return { refused: new AppError('phone_code_spent', guardMessages.codeExpired) };
    if (resetCodeMatches(check.codeHash, input.code)) {
      await repository.updateCheck(tx, check.id, { verifiedAt: now });
      return { answer: { checkId: check.id, phone: check.phone } };
    }
    // The wrong try is kept: the refusal is answered after this commits.
    const tries = check.tries + 1;
    await repository.updateCheck(tx, check.id, { tries });
    return { refused: new AppError('phone_code', guardMessages.codeWrong(PHONE_CODE_TRIES - tries)) };
  });
  if (outcome.refused) throw outcome.refused;
  return outcome.answer;
}
