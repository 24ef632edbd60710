/**
 * The characters a person types, and the schemas of the free text of orders, payments and addresses
 * built on them. Every text field refuses the rest, so the browser and the server agree and nothing
 * reaches the database, the logs, a ticket or an e-mail with them.
 */

import { formMessages } from './form-messages.ts';
import { z } from './zod.ts';

/**
 * C0 controls (NUL, BEL, ESC…), DEL and C1 controls. PostgreSQL refuses NUL in text, and the rest
 * turn into escape sequences in a terminal reading the logs.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
/** The same, but tab and line breaks, which a multi-line field (a message, a note) may hold. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTER_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/**
 * Characters that change how the text around them is shown without showing themselves: direction
 * marks, embeddings, overrides and isolates ('evil' shown as 'live'), the zero-width space, word
 * joiner and byte-order mark. The zero-width joiner and non-joiner (U+200C, U+200D) are allowed:
 * Indic and Persian names need them to be spelt correctly.
 */
const INVISIBLE_FORMATTING = /[\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;

/** One line of text: no control character, no tab or line break. */
export const isSingleLineText = (value: string) => !CONTROL_CHARACTER.test(value);
/** Several lines of text: tabs and line breaks, but no other control character. */
export const isMultiLineText = (value: string) => !CONTROL_CHARACTER_BUT_LINE_BREAKS.test(value);
/** A name or a one-line field shown to others: one line, and nothing invisible that reorders it. */
export const isDisplayText = (value: string) => isSingleLineText(value) && !INVISIBLE_FORMATTING.test(value);
/**
 * A note shown to others (the kitchen's board and ticket, a receipt): line breaks and tabs, but
 * nothing invisible that reorders it, so no note can make an order look paid.
 */
export const isMultiLineDisplayText = (value: string) =>
  isMultiLineText(value) && !INVISIBLE_FORMATTING.test(value);

const unsupportedCharacters = { error: formMessages.validation.unsupportedCharacters };

/**
 * A one-line field of an order, a payment or an address (a name, a phone, a street, an option's
 * label, a coupon code, a payment's id), trimmed: no line break, no control character, nothing
 * invisible.
 */
export const lineTextSchema = (max: number, min = 0) =>
  z
    .string()
    .trim()
    .min(min, { abort: true })
    .max(max, { abort: true })
    .refine(isDisplayText, unsupportedCharacters);

/** A note of an order, trimmed: line breaks and tabs, but no other control character, nothing invisible. */
export const noteTextSchema = (max: number) =>
  z.string().trim().max(max, { abort: true }).refine(isMultiLineDisplayText, unsupportedCharacters);
