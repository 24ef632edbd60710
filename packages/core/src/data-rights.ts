/**
 * A customer's data rights (issue 32, decision 045): the copy of their data they download, and what
 * an order keeps of an account deleted. The order stays for the restaurant's tax records, six years;
 * who placed it, how to reach them and where it went do not.
 */

/** What an order of a deleted account says in place of its contact and delivery address. */
export const ERASED_ORDER_CONTACT = {
  name: 'Deleted customer',
  /** No number: the board and the ticket show none rather than a made-up one */
  phone: '',
  address: 'Address removed',
} as const;

/** How long the restaurant keeps an order's record: Irish tax law's six years. */
export const ORDER_RECORDS_KEPT_YEARS = 6;

/** The file the export is saved as, named by the Dublin day it was made: 'tiffin-my-data-2026-11-27.json'. */
export const dataExportFileName = (dublinDay: string): string => `tiffin-my-data-${dublinDay}.json`;

/** The server's refusal of a deletion while an order is still to be made, delivered or collected. */
export const dataRightsMessages = {
  orderInProgress:
    'You have an order in progress. You can delete your account once it has been delivered or collected, or canceled.', // not in the spec
} as const;
