import { dublinDate, dublinWallClock, formatDublinDate } from './dublin-time.ts';

/**
 * The staff side's texts that the server says too (issue 14; issue 48 kept here only these): the
 * sign-in hold's refusal, the order's and the ticket's words on the printed ticket, the accepted
 * ready time's refusals. The browser's own staff texts are in apps/web/src/lib/messages/. The spec
 * shows no staff role, so every text here is ours: not in the spec.
 */
export const staffMessages = {
  /**
   * Sign-ins to a staff e-mail address held back from one network after too many wrong passwords
   * in a row (decision 060); the account still opens from everywhere else.
   */
  signInHold: {
    /** Dublin's time a hold ends, '18:42', with the day when that is not today's: '18:42 on 06 Mar 2026' */
    until: (until: Date, now: Date) =>
      dublinDate(until) === dublinDate(now)
        ? dublinWallClock(until).time
        : `${dublinWallClock(until).time} on ${formatDublinDate(until)}`,
    refused: (until: string) =>
      `Too many wrong passwords from this network: signing in to this account from here is held until ${until} (Dublin time). Try again then, sign in from another network, or ask an admin to lift the hold.`,
  },
  order: {
    placed: (minutes: number) => (minutes < 1 ? 'Placed just now' : `Placed ${minutes} min ago`),
    waiting: (minutes: number) => `Waiting ${minutes} min: accept or reject`,
    collection: 'Collection',
    delivery: 'Delivery',
    /** The time the order is for; with the day when that is not today, so nobody cooks it a day early */
    for: (time: string, day: string | null) => (day ? `for ${time}, ${day}` : `for ${time}`),
    readyAt: (time: string) => `Ready at ${time}`,
    note: 'Note',
    orderNote: 'Order note',
    allergens: 'Allergens',
    eircode: 'Eircode',
    directions: 'Directions',
    directionsFor: (reference: string) => `Directions for order #${reference}`,
    accept: 'Accept',
    reject: 'Reject',
    cancel: 'Cancel order',
    ticket: 'Print ticket',
    next: {
      processing: 'Start cooking',
      handoverCollection: 'Ready for collection',
      handoverDelivery: 'Out for delivery',
      deliveredCollection: 'Collected',
      deliveredDelivery: 'Delivered',
    },
    /** Issue 47: what the step's button says where a tablet's column is narrow; its name stays the whole */
    nextShort: { handoverCollection: 'Ready', handoverDelivery: 'On its way' },
    cancelReason: (reason: string) => `Reason: ${reason}`,
  },
  accept: {
    title: (reference: string) => `Accept order #${reference}`,
    question: 'When will it be ready?',
    atTheirTime: (time: string) => `At the time asked, ${time}`,
    inMinutes: (minutes: number) => `In ${minutes} min`,
    /** The server's refusals of a ready time (issue 29), not in the spec */
    beforeAsked: (time: string) => `The customer asked for ${time}: it cannot be ready before then`,
    beforeOpening: (time: string) => `The restaurant opens at ${time}: it cannot be ready before then`,
    submit: 'Accept order',
    close: 'Close',
  },
  ticket: {
    print: 'Print',
    back: 'Back to the orders',
    loading: 'Loading the ticket...',
    failed: 'The ticket could not be loaded.',
    total: 'Total',
    products: 'Products',
    deliveryFee: 'Delivery fee',
    discount: 'Discount',
    placed: 'Placed',
    due: 'Due',
  },
} as const;
