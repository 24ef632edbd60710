/**
 * The words only the browser says of drivers (issue 50): the driver's phone page, the board's runs,
 * the team's driver role and the day-end report's cash-ups. The server's own words of drivers are
 * core's `driverMessages`.
 */
export const driverPageMessages = {
  title: 'My run',
  driverTitle: (name: string) => `${name}'s run`,
  loading: 'Loading the run...',
  failed: 'The run could not be loaded.',
  retry: 'Try again',
  notADriver: 'You are not a driver. An admin makes a member a driver on the Team page.',
  empty: 'Nothing on the run. The kitchen puts orders on it from the board.',
  stop: (position: number, reference: string) => `${position}. Order #${reference}`,
  eircode: 'Eircode',
  note: 'Note',
  directions: 'Directions',
  call: (name: string) => `Call ${name}`,
  collect: (amount: string) => `Collect ${amount} cash`,
  paid: 'Paid by card',
  waiting: 'Waiting at the pass',
  onItsWay: (time: string) => `On its way since ${time}`,
  pickedUp: 'Picked up',
  delivered: 'Delivered',
  couldNotDeliver: 'Could not deliver',
  reason: 'Why could it not be delivered?',
  reasonHint: 'The kitchen reads this and decides what to do.',
  sendBack: 'Send back to the kitchen',
  cancel: 'Cancel',
  working: 'Saving...',
  move: { earlier: '↑ Earlier', later: '↓ Later' },
  moveLabel: (reference: string, direction: 'earlier' | 'later') =>
    `Move order #${reference} ${direction} in the run`,
  finishedHeading: 'Since the last cash-up',
  finishedDelivered: (reference: string, amount: string) => `#${reference} delivered · ${amount}`,
  finishedReturned: (reference: string, reason: string) => `#${reference} not delivered: ${reason}`,
  cashUpHeading: 'Cash-up',
  expected: 'Cash expected',
  counted: 'Cash counted (€)',
  countedHint: 'Counted by another member, not the driver.',
  noteLabel: 'Note (needed when the cash is not what was expected)',
  difference: (amount: string) => `Difference: ${amount}`,
  record: 'Record the cash-up',
  recorded: (amount: string) => `Cash-up recorded: ${amount} difference.`,
  // Issue 51: the card tips of the deliveries counted, the driver's to pass on; no cash.
  tipsRecorded: (amount: string) =>
    `Card tips on these deliveries: ${amount} (paid by card, not in the cash).`,
  lastCashUp: (at: string, counted: string, difference: string) =>
    `Last cash-up at ${at}: ${counted} counted, ${difference} difference.`,
  nothingToCount: 'Nothing to count since the last cash-up.',
} as const;

export const boardDriverMessages = {
  heading: 'Drivers',
  none: 'No drivers yet. An admin makes members drivers on the Team page.',
  free: 'Free',
  assigned: (count: number) => `${count} waiting to leave`,
  out: (count: number) => `Out with ${count}`,
  open: (name: string) => `Open ${name}'s run`,
  assign: 'Driver',
  assignTo: (reference: string) => `Put order #${reference} on a driver's run`,
  choose: 'Choose a driver',
  put: 'Put on run',
  onRun: (name: string) => `On ${name}'s run`,
  outWith: (name: string) => `Out with ${name}`,
  returned: (name: string, reason: string) => `${name} could not deliver: ${reason}`,
  failed: 'The drivers could not be loaded.',
} as const;

export const teamDriverMessages = {
  driver: 'Driver',
  driverFor: (name: string) => `${name} drives deliveries`,
} as const;

export const reportDriverMessages = {
  heading: 'Drivers’ cash-ups',
  driver: 'Driver',
  countedBy: 'Counted by',
  orders: 'Orders',
  expected: 'Expected',
  counted: 'Counted',
  difference: 'Difference',
  note: 'Note',
  tips: 'Card tips',
  download: 'Cash-ups (CSV)',
} as const;
