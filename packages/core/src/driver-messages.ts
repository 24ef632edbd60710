/**
 * The words the server says of drivers and their runs (issue 50): its refusals, and what the
 * customer is told when the driver leaves. Not in the spec. The driver's page's own words are the
 * web app's (apps/web/src/lib/messages/driver-messages.ts).
 */
export const driverMessages = {
  refusals: {
    notADriver: (name: string) =>
      `${name} is not a driver: an admin makes a member a driver on the Team page`,
    notAssignable: (reference: string) =>
      `Order #${reference} cannot go on a run: only a delivery order accepted and not yet on its way can`,
    alreadyOnARun: (reference: string, driver: string) => `Order #${reference} is already on ${driver}'s run`,
    notYourDelivery: (reference: string) => `Order #${reference} is on another driver's run`,
    notNow: (reference: string, state: string) => `Order #${reference} is ${state} now`,
    atTheEnd: (reference: string, direction: 'earlier' | 'later') =>
      `Order #${reference} is ${direction === 'earlier' ? 'first' : 'last'} on the run already`,
    notePlease: 'Say why the cash is not what was expected',
    nothingToCount: 'There is nothing to count: no delivery since the last cash-up',
    selfCount: 'Another member counts a driver’s cash',
    driverGone: 'That member is disabled or gone',
  },
  /** The delivery's state, lower-case in the refusals above */
  states: {
    assigned: 'waiting to be picked up',
    picked_up: 'on its way',
    delivered: 'delivered',
    returned: 'back from a run it could not be delivered on',
  },
  /** What the customer's news and push say when their driver leaves with the order */
  onItsWay: (reference: string, firstName: string, time: string) =>
    `Your order ${reference} is on its way with ${firstName}: left at ${time}.`,
} as const;

/** A driver's first name, as the customer is told it: the first word of the name the team page has. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}
