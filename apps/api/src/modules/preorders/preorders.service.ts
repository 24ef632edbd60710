import {
  type AnswerEnquiryRequest,
  dublinDate,
  type Enquiry,
  type EnquiryStatus,
  formMessages,
  preorderDateSchema,
  preorderMessages,
  type preorderSchema,
} from '@tiffin/core';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { emailFrom } from '../../emails/letter.ts';
import {
  tableRequestAnswered,
  tableRequestReceived,
  tableRequestToRestaurant,
} from '../../emails/table-request.ts';
import { AppError, notFound } from '../../errors.ts';
import { assertEmailAllowed, requireRestaurant } from '../restaurant/index.ts';
import { recordAction } from '../staff/index.ts';
import * as repository from './preorders.repository.ts';

export type PreorderEnquiry = z.infer<ReturnType<typeof preorderSchema>>;

/**
 * Stores a table enquiry and, in the same transaction, the e-mails and the event it causes: the
 * whole enquiry to the restaurant, a confirmation to the address given, and `preorder.received`. Nobody has proved that address is the
 * sender's, so the confirmation carries nothing the sender typed (no name, no message): only the
 * date, time and seats, in the restaurant's own words.
 */
export async function submitPreorder(
  { db, clock, mailer, events }: Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'events'>,
  enquiry: PreorderEnquiry,
) {
  const now = clock.now();
  const date = preorderDateSchema(dublinDate(now)).safeParse(enquiry.date);
  if (!date.success)
    throw new AppError('date', date.error.issues[0]?.message ?? formMessages.validation.dateInvalid, {
      refusal: 'invalid',
    });
  await assertEmailAllowed({ db }, { email: enquiry.email, form: 'preorder' });
  const restaurant = await requireRestaurant({ db });

  const from = emailFrom(restaurant);
  const toRestaurant = { from, to: restaurant.email, ...tableRequestToRestaurant(enquiry) };
  const confirmation = { from, to: enquiry.email, ...tableRequestReceived(enquiry, restaurant) };
  await db.transaction(async (tx) => {
    const preorderId = await repository.insertPreorder(tx, {
      ...enquiry,
      message: enquiry.message ?? null,
      restaurantId: restaurant.id,
      createdAt: now,
    });
    await mailer.enqueue(tx, toRestaurant);
    await mailer.enqueue(tx, confirmation);
    await events.publish(tx, { type: 'preorder.received', preorderId });
  });
  mailer.wake();
  return { message: preorderMessages.submitted };
}

// ---------------------------------------------------------------------------------------------
// The staff's side (issue 14): the enquiries, confirmed or declined with a reply by e-mail

/** The staff list shows the newest 200 of a status. */
const ENQUIRIES_LIST_LIMIT = 200;

const enquiryOf = (row: repository.PreorderRow): Enquiry => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  date: row.date,
  time: row.time,
  people: row.people,
  message: row.message,
  status: row.status,
  reply: row.reply,
  created_at: row.createdAt.toISOString(),
  answered_at: row.answeredAt?.toISOString() ?? null,
});

export async function listEnquiries(
  { db }: Pick<AppDeps, 'db'>,
  { status }: { status: 'all' | EnquiryStatus },
): Promise<{ enquiries: Enquiry[] }> {
  const restaurant = await requireRestaurant({ db });
  const rows = await repository.listPreorders(db, {
    restaurantId: restaurant.id,
    status,
    limit: ENQUIRIES_LIST_LIMIT,
  });
  return { enquiries: rows.map(enquiryOf) };
}

/**
 * Confirms or declines a new enquiry: the answer, the e-mail to the address it came from (the
 * staff's reply under the table's date, time and seats) and the audit entry, in one transaction.
 */
export async function answerEnquiry(
  { db, clock, mailer }: Pick<AppDeps, 'db' | 'clock' | 'mailer'>,
  { enquiryId, answer, staffId }: { enquiryId: number; answer: AnswerEnquiryRequest; staffId: number },
): Promise<Enquiry> {
  const restaurant = await requireRestaurant({ db });
  const answered = await db.transaction(async (tx) => {
    const row = await repository.answerPreorder(tx, enquiryId, {
      status: answer.status,
      reply: answer.reply,
      answeredAt: clock.now(),
      answeredBy: staffId,
    });
    if (!row) {
      if (!(await repository.findPreorder(tx, enquiryId))) throw notFound('Enquiry');
      throw new AppError('answered', 'This enquiry has already been answered'); // not in the spec
    }
    await mailer.enqueue(tx, {
      from: emailFrom(restaurant),
      to: row.email,
      ...tableRequestAnswered(row, answer, restaurant),
    });
    await recordAction(
      { db: tx, clock },
      {
        staffId,
        action: answer.status === 'confirmed' ? 'confirmed a table enquiry' : 'declined a table enquiry',
        subject: `enquiry ${enquiryId}`,
      },
    );
    return row;
  });
  mailer.wake();
  return enquiryOf(answered);
}
