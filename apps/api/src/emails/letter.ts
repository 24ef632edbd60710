import type { EmailSender } from '../adapters/mailer.ts';
import type { RestaurantSettings } from '../modules/restaurant/index.ts';
import { emailDocument, paragraphs } from './html.ts';

/*
 * Every e-mail the restaurant sends is written in this folder (decision 039): its subject and text
 * here, the use case only choosing which and putting it in the outbox, in its transaction.
 */

/**
 * An e-mail's words: its text and, for the e-mails about an order, the same words as HTML
 * (`html.ts`), sent beside the text as multipart/alternative (issue 47).
 */
export type Letter = { subject: string; text: string; html?: string };

export type Sender = Pick<RestaurantSettings, 'name' | 'email'>;

/**
 * The one From of every e-mail: the restaurant, by name. Kept as the mail library's address object,
 * never a string of our making: an admin-set name such as `Tiffin, x@elsewhere` would otherwise
 * become a second mailbox in the header (nodemailer quotes the name itself).
 */
export const emailFrom = (restaurant: Sender): EmailSender => ({
  name: restaurant.name,
  address: restaurant.email,
});

/**
 * Whom a letter goes to, as far as it may quote them (issue 30). Until the customer has proved the
 * address is theirs (the link e-mailed at registration), anyone may have typed it: a letter to it
 * then carries no text the customer typed (name, notes, contact, address), only the restaurant's
 * own words and the order's facts, so that the restaurant's mail server relays nobody's words.
 */
export type Addressee = { firstName: string; emailVerifiedAt: Date | null };

/** Whether a letter may quote what the customer typed: their address is proved to be theirs. */
export const addressProved = (addressee: Pick<Addressee, 'emailVerifiedAt'>) =>
  addressee.emailVerifiedAt !== null;

/** 'Hello Aoife,' to a proved address; 'Hello,' to any other. */
export const greeting = (addressee: Addressee) =>
  addressProved(addressee) ? `Hello ${addressee.firstName},` : 'Hello,';

/** The restaurant's name and address, ending a letter to a customer. */
export const signature = (restaurant: RestaurantSettings) => [
  restaurant.name,
  `${restaurant.addressLine}, ${restaurant.town}, ${restaurant.county}`,
];

/**
 * Who sells, under the signature of the receipt and the order's news (issue 47): the legal name and
 * 'VAT number IE1234567FA', each when the restaurant has given it.
 */
export const sellerLines = (restaurant: Pick<RestaurantSettings, 'legalName' | 'vatNumber'>) => [
  ...(restaurant.legalName ? [restaurant.legalName] : []),
  ...(restaurant.vatNumber ? [`VAT number ${restaurant.vatNumber}`] : []),
];

/** The footer of the order's news: the restaurant, its phone and address, and who sells. */
export const newsFooter = (restaurant: RestaurantSettings) => [
  restaurant.name,
  ...(restaurant.phones[0] ? [restaurant.phones[0]] : []),
  `${restaurant.addressLine}, ${restaurant.town}, ${restaurant.county}`,
  ...sellerLines(restaurant),
];

/**
 * A letter of a few paragraphs and a footer, as text (a blank line between paragraphs) and as the
 * same words in HTML (issue 47): the e-mails telling a customer of their order.
 */
export function letterOf({
  subject,
  blocks,
  footer,
}: {
  subject: string;
  blocks: readonly string[];
  footer: readonly string[];
}): Letter {
  return {
    subject,
    text: [...blocks, footer.join('\n')].join('\n\n'),
    html: emailDocument({ title: subject, body: paragraphs(blocks), footer }),
  };
}

// One formatter for every letter: making an Intl.DateTimeFormat costs more than the rest of the e-mail.
const longDateFormat = new Intl.DateTimeFormat('en-IE', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A date as letters write it, e.g. 'Saturday 5 December 2026'. */
export const longDate = (date: string) => longDateFormat.format(new Date(`${date}T12:00:00Z`));
