import type { PrinterPrintOn, PrinterState } from './contracts/printers.ts';

/** The kitchen printers' texts (issue 28), on the staff side and on the printed ticket: ours, not in the spec. */
export const printerMessages = {
  nav: 'Printers',
  title: 'Printers',
  loading: 'Loading printers...',
  failed: 'The printers could not be loaded.',
  retry: 'Try again',
  none: 'No printers yet',
  intro:
    'Star printers with CloudPRNT (TSP100IV, mC-Print3…) print each order’s kitchen ticket by themselves: add one here, then type its address, user name and password into the printer’s CloudPRNT settings.',
  adminsOnly: 'Only admins add and change printers.',
  add: 'Add a printer',
  edit: (name: string) => `Edit ${name}`,
  editButton: 'Edit',
  remove: (name: string) => `Delete ${name}`,
  removeButton: 'Delete',
  removed: (name: string) => `${name} is deleted.`,
  confirmRemove: (name: string) => `Delete ${name}? It stops printing at once.`,
  newSecret: (name: string) => `New password for ${name}`,
  newSecretButton: 'New password',
  name: 'Name (e.g. Kitchen)',
  printOn: 'Prints each order',
  printOnChoices: {
    arrival: 'As soon as it arrives',
    acceptance: 'When the kitchen accepts it',
  } satisfies Record<PrinterPrintOn, string>,
  copies: 'Copies of each ticket',
  paperColumns: 'Paper',
  paperChoices: { 48: '80 mm (48 characters a line)', 32: '58 mm (32 characters a line)' } as Record<
    number,
    string
  >,
  enabled: 'Prints orders',
  save: 'Save',
  create: 'Add printer',
  cancel: 'Cancel',
  saving: 'Saving...',
  saved: (name: string) => `${name} is saved.`,
  disabled: 'Switched off',
  copiesLabel: (copies: number) => (copies === 1 ? '1 copy' : `${copies} copies`),
  credentialsTitle: (name: string) => `Set up ${name}`,
  credentialsIntro:
    'In the printer’s web settings (type its IP address in a browser), turn on CloudPRNT and enter these. The password is shown only now: copy it before closing.',
  serverUrl: 'Server URL',
  username: 'User name',
  password: 'Password',
  pollInterval: 'Polling interval: 5 seconds (at most 10)',
  done: 'Done',
  copy: 'Copy',
  states: {
    online: 'Online',
    paper_low: 'Paper low',
    paper_out: 'Paper out',
    cover_open: 'Cover open',
    error: 'Error',
    offline: 'Offline',
    never: 'Not connected yet',
  } satisfies Record<PrinterState, string>,
  lastSeen: (time: string) => `last seen ${time}`,
  strip: 'Printers',
  reprint: 'Reprint',
  reprinted: (count: number) =>
    count === 0
      ? 'No printer is switched on.'
      : count === 1
        ? 'Sent to the printer.'
        : `Sent to ${count} printers.`,
  reprintFailed: 'The ticket could not be sent to the printers.',
  // On the printed ticket
  ticket: {
    copy: (copy: number, copies: number) => `Copy ${copy} of ${copies}`,
    reprint: 'REPRINT',
    allergens: 'ALLERGENS',
    note: 'NOTE',
    orderNote: 'ORDER NOTE',
    /** A flagged order (decision 076): the kitchen rings the customer first */
    callFirst: 'CALL BEFORE COOKING',
    reason: 'REASON',
    eircode: 'EIRCODE',
    scanForDirections: 'Scan for directions',
    coordinates: (latitude: string, longitude: string) => `GPS: ${latitude}, ${longitude}`,
  },
} as const;
