/**
 * The figures the policy pages and the order's payment texts state. Apart from constants.ts, which
 * every first visit reads: only pages and parts loaded on demand quote them.
 */
export const COMPLAINT_WINDOW_MINUTES = 30;
/** DECISIONS.md: 5-10 business days on every page (the refund page's 3-5 is not kept). */
export const REFUND_DAYS = '5-10 business days';
export const MINIMUM_AGE = 16;
export const BREACH_NOTICE_HOURS = 72;
