/**
 * The staff's fake-order page (issue 51, decision 073); ours, not in the spec. Only the browser
 * says them, so they live in the web app, not in core.
 */
export const staffGuardMessages = {
  nav: 'Fake-order guard',
  title: 'Fake-order guard',
  intro:
    'Cash orders that trip a rule below ask the customer to confirm their phone by a code we text them, or to pay by card.',
  loading: 'Loading the fake-order guard...',
  failed: 'The fake-order guard could not be loaded.',
  retry: 'Try again',
  rules: 'Rules for cash orders',
  adminsOnly: 'Only admins change the rules.',
  firstOrder: 'A customer’s first order',
  basketOver: 'A basket over an amount',
  amount: 'Amount (€)',
  lateAfter: 'An order late at night, from',
  time: 'Time (HH:mm)',
  newAddress: 'A delivery to a new address',
  prefixes: 'Country codes texted, comma-separated',
  saveRules: 'Save the rules',
  rulesSaved: 'The rules are saved.',
  marks: 'Marked customers',
  noMarks: 'Nobody is marked.',
  addMark: 'Mark',
  target: 'What',
  targets: { account: 'Account number', phone: 'Phone', email: 'E-mail', address: 'Address or Eircode' },
  value: 'Value',
  kind: 'Mark',
  kinds: { flag: 'Flag: call before cooking', card_only: 'Card only', blocked: 'Blocked' },
  reason: 'Reason (logged)',
  lift: 'Lift',
  flagged: 'Flagged orders',
  noFlagged: 'No flagged orders.',
  order: (orderId: number) => `Order #${orderId}`,
  failedChange: 'The change was not saved. Please try again.',
  invalidRules: 'Check the amount (euros), the time (HH:mm) and the country codes (+353).',
  /** A flagged order's line on the board's card and the ticket page (decision 076) */
  callFirst: 'Call before cooking',
  callFirstReason: (reason: string) => `Reason: ${reason}`,
  /** "No-show" on the board's card (decision 078) */
  noShow: {
    open: 'No-show',
    openLabel: (reference: string) => `No-show on order #${reference}`,
    title: (reference: string) => `No-show on order #${reference}`,
    explain:
      'The customer did not collect or take this order. Their account (or, for a guest, their phone number) will pay by card only from now on. Lift it on the Fake-order guard page.',
    confirm: 'Mark as no-show: card only',
    doneAccount: 'Done: this customer’s account pays by card only now.',
    donePhone: (phone: string) => `Done: orders from ${phone} are card only now.`,
    close: 'Close',
    back: 'Back to the board',
  },
} as const;
