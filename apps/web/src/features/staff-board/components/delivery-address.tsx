import { type BoardOrder, deliveryAddressLines, printerMessages } from '@tiffin/core';
import { staffMessages } from '@/lib/messages/staff-messages';

const text = staffMessages.order;

type DeliveryAddressProps = {
  order: Pick<BoardOrder, 'reference' | 'address' | 'delivery_address'>;
  /** On the ticket page, which prints: the link is left off the paper, the coordinates are on it. */
  printed?: boolean;
};

/**
 * Where a delivery goes, for the driver (issue 29): the door (house, floor), the road, the place
 * chosen on the map, the Eircode in bold, and a link that opens directions on the driver's phone.
 * The board card's and the ticket page's; an order with no parts shows its one line.
 */
export function DeliveryAddress({ order, printed = false }: DeliveryAddressProps) {
  const address = order.delivery_address;
  if (address === null) return order.address ? <span className="block">{order.address}</span> : null;
  return (
    <span className="block">
      {deliveryAddressLines(address).map((line) => (
        <span key={line} className="block break-words">
          {line}
        </span>
      ))}
      {address.eircode && (
        <span className="block">
          {text.eircode}: <strong>{address.eircode}</strong>
        </span>
      )}
      {address.map_url && (
        <a
          href={address.map_url}
          target="_blank"
          rel="noreferrer"
          aria-label={text.directionsFor(order.reference)}
          className={`inline-flex min-h-11 items-center font-semibold underline ${printed ? 'print:hidden' : 'text-saffron-dark'}`}
        >
          {text.directions}
        </a>
      )}
      {printed && (
        <span className="block">
          {printerMessages.ticket.coordinates(address.latitude.toFixed(5), address.longitude.toFixed(5))}
        </span>
      )}
    </span>
  );
}
