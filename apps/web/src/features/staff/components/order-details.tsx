import { allergenName, type BoardOrder, staffMessages } from '@tiffin/core';

const text = staffMessages.order;

/** The dishes of an order with their options and notes, and the order's allergens in bold: the card's and the ticket's. */
export function OrderLines({ order }: { order: BoardOrder }) {
  const allergens = [...new Set(order.lines.flatMap((line) => line.allergens))].map(allergenName);
  return (
    <div className="space-y-2">
      <ul className="space-y-1.5">
        {order.lines.map((line, index) => (
          // The lines of an order never change order or content: the position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index}>
            <span className="font-semibold">
              {line.quantity} × {line.name}
            </span>
            {line.options.length > 0 && (
              <span className="block pl-5 text-sm">
                {line.options.map((option) => `${option.variation}: ${option.label}`).join(', ')}
              </span>
            )}
            {line.note && (
              <span className="block pl-5 text-sm italic">
                {text.note}: {line.note}
              </span>
            )}
          </li>
        ))}
      </ul>
      {order.order_note && (
        <p className="text-sm">
          <span className="font-semibold">{text.orderNote}:</span> {order.order_note}
        </p>
      )}
      {allergens.length > 0 && (
        <p className="text-sm">
          {text.allergens}: <strong>{allergens.join(', ')}</strong>
        </p>
      )}
    </div>
  );
}
