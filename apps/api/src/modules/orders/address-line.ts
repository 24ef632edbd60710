import type { OrderAddressSnapshot } from '../../db/schema.ts';

/** A delivery address on one line, as the ticket, the board and the receipts show it. */
export const addressLine = (address: OrderAddressSnapshot): string =>
  [address.house, address.floor && `Floor ${address.floor}`, address.address, address.road, address.eircode]
    .filter(Boolean)
    .join(', ');
