import { dublinDate, formatTime12h, messages, type preorderSchema } from '@tiffin/core';
import type { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { preorders } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { assertEmailAllowed, requireRestaurant } from '../restaurant/restaurant.service.ts';

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

/** Stores a table enquiry, then e-mails it to the restaurant and a confirmation to the customer. */
export async function submitPreorder({ db, clock, mailer, log }: AppDeps, enquiry: PreorderEnquiry) {
  const now = clock.now();
  if (enquiry.date < dublinDate(now)) throw new AppError(400, 'date', messages.validation.dateInPast);
  await assertEmailAllowed(db, enquiry.email, 'preorder');
  const restaurant = await requireRestaurant(db);
  await db
    .insert(preorders)
    .values({ ...enquiry, message: enquiry.message ?? null, restaurantId: restaurant.id, createdAt: now });

  const when = `${longDate(enquiry.date)} at ${formatTime12h(enquiry.time)}`;
  const table = `a table for ${enquiry.people} on ${when}`;
  const from = `${restaurant.name} <${restaurant.email}>`;
  const emails = [
    {
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
    },
    {
      from,
      to: enquiry.email,
      subject: `We have your table request — ${restaurant.name}`,
      text: [
        `Hello ${enquiry.name},`,
        '',
        `Thank you: ${restaurant.name} has your request for ${table}.`,
        `We will call you on ${enquiry.phone} to confirm it. To change it, call us on ${restaurant.phones[0] ?? ''}.`,
        '',
        restaurant.name,
        `${restaurant.addressLine}, ${restaurant.town}, ${restaurant.county}`,
      ].join('\n'),
    },
  ];
  // The enquiry is kept whatever the mail server does; a failed send stays in the outbox.
  for (const email of emails) {
    await mailer
      .send(email)
      .catch((error: unknown) => log.error({ err: error }, 'a pre-order e-mail failed'));
  }
  return { message: messages.preorder.submitted };
}
