import { euroStringToCents } from '@tiffin/core';

/**
 * What a form's text inputs hold, read as the payload's values before core's schema checks them.
 * A text that is not a value reads as NaN, which the schema refuses in its own words ('A price in
 * euros', 'A whole number'), so the form shows the server's message for it.
 */

/** Euros as typed ('6.25', ' 6 ', '0.5') in cents: 625, 600, 50. */
export function centsFromEuros(typed: string): number {
  try {
    return euroStringToCents(typed.trim());
  } catch {
    return Number.NaN;
  }
}

/** A number as typed; an empty field is NaN rather than 0. */
export function numberFromText(typed: string): number {
  return typed.trim() === '' ? Number.NaN : Number(typed);
}
