import {
  dublinDate,
  formatTime12h,
  formMessages,
  messages,
  preorderDateSchema,
  type preorderSchema,
} from '@tiffin/core';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { assertEmailAllowed, requireRestaurant } from '../restaurant/restaurant.service.ts';
import * as repository from './preorders.repository.ts';

/** Long dates for e-mails, e.g. 'Saturday 5 December 2026'. */
const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-IE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));

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
    throw new AppError(400, 'date', date.error.issues[0]?.message ?? formMessages.validation.dateInvalid);
  await assertEmailAllowed({ db }, { email: enquiry.email, form: 'preorder' });
  const restaurant = await requireRestaurant({ db });

  const when = `${longDate(enquiry.date)} at ${formatTime12h(enquiry.time)}`;
  const table = `a table for ${enquiry.people} on ${when}`;
  const from = `${restaurant.name} <${restaurant.email}>`;
  const toRestaurant = {
    from,
    to: restaurant.email,
    subject: `Table request: ${enquiry.people} on ${when}`,
    text: [
      `${enquiry.name} asks for ${table}.`,
      '',
      `Phone: ${enquiry.phone}`,
      `E-mail: ${enquiry.email}`,
      `Message: ${enquiry.message || '(none)'}`,
    ].join('\n'),
  };
  const confirmation = {
    from,
    to: enquiry.email,
    subject: `We have your table request — ${restaurant.name}`,
    text: [
      'Hello,',
      '',
      `Thank you: ${restaurant.name} has a request for ${table}, made with this email address.`,
      `We will call to confirm it. To change it, call us on ${restaurant.phones[0] ?? ''}.`,
      '',
      restaurant.name,
      `${restaurant.addressLine}, ${restaurant.town}, ${restaurant.county}`,
    ].join('\n'),
  };
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
  return { message: messages.preorder.submitted };
}
