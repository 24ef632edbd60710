/**
 * The table pre-order form's constants (visitor-side, "Pre-order"). Apart from constants.ts, which
 * every first visit reads: the form is loaded on demand, and a module's exports travel with it.
 */
import { SECOND_MS } from './constants.ts';

export const PREORDER_FIRST_TIME = '17:15';
export const PREORDER_LAST_TIME = '22:00';
export const PREORDER_TIME_INTERVAL_MINUTES = 15;
/** DECISIONS.md: one form everywhere, seats 1 to 20 (the 2/4/6/8 choice is not kept). */
/** Not in the spec: how far ahead a table can be asked for (a date typed years ahead is a mistake). */
export const PREORDER_MAX_DAYS_AHEAD = 90;
export const PREORDER_SEATS_MIN = 1;
export const PREORDER_SEATS_MAX = 20;
/** Not in the spec: a bound for the optional message. */
export const PREORDER_MESSAGE_MAX_LENGTH = 1000;
export const PREORDER_SUCCESS_MS = 3 * SECOND_MS;
export const PREORDER_ERROR_MS = 5 * SECOND_MS;
