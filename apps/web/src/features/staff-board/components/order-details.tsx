import { allergenName, type BoardOrder, phoneOrderMessages } from '@tiffin/core';
import { staffMessages } from '@/lib/messages/staff-messages';

const text = staffMessages.order;

/**
 * The type of the card (on screen, 16 px) and of the ticket (80 mm paper, 13 px): on both the dish
 * name is at least as large as its option and note lines, and bolder, so the cook reads the dish first.
 */
const SIZES = {
  card: { name: 'font-semibold', detail: 'text-sm', allergens: 'font-semibold text-danger' },
  ticket: { name: 'text-[15px] font-bold', detail: 'text-[13px]', allergens: 'font-bold' },
} as const;

/**
 * The dishes of an order with their options, notes and allergens as sold (the options' with the
 * dish's, issue 31), and the order's allergens in bold: the card's and the ticket's.
 */
export function OrderLines({ order, on = 'card' }: { order: BoardOrder; on?: keyof typeof SIZES }) {
  const allergens = [...new Set(order.lines.flatMap((line) => line.allergens))].map(allergenName);
  const size = SIZES[on];
  return (
    <div className="space-y-2">
      <AllergyAnswer order={order} on={on} />
      <ul className="space-y-1.5">
        {order.lines.map((line, index) => (
          // The lines of an order never change order or content: the position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index}>
            <span className={size.name}>
              {line.quantity} × {line.name}
            </span>
            {line.options.length > 0 && (
              <span className={`block pl-5 ${size.detail}`}>
                {line.options.map((option) => `${option.variation}: ${option.label}`).join(', ')}
              </span>
            )}
            {line.note && (
              <span className={`block pl-5 italic ${size.detail}`}>
                {text.note}: {line.note}
              </span>
            )}
            {line.allergens.length > 0 && (
              <span className={`block pl-5 ${size.detail} ${size.allergens}`}>
                {text.allergens}: {line.allergens.map(allergenName).join(', ')}
              </span>
            )}
          </li>
        ))}
      </ul>
      {order.order_note && (
        <p className={size.detail}>
          <span className="font-semibold">{text.orderNote}:</span> {order.order_note}
        </p>
      )}
      {allergens.length > 0 && (
        <p className={size.detail}>
          {text.allergens}: <strong>{allergens.join(', ')}</strong>
        </p>
      )}
    </div>
  );
}

/**
 * A phone order's answer to the allergy question (decision 063): a yes reversed and in bold, above
 * what to cook; a no said plainly. An online order was not asked and says nothing.
 */
function AllergyAnswer({ order, on }: { order: BoardOrder; on: keyof typeof SIZES }) {
  if (!order.allergy) return null;
  if (order.allergy.answer === 'no')
    return <p className={SIZES[on].detail}>{phoneOrderMessages.allergyNone}</p>;
  return (
    <p
      className={`rounded px-2 py-1 font-bold ${on === 'ticket' ? 'bg-black text-white' : 'bg-danger text-white'}`}
    >
      {phoneOrderMessages.allergyLine(order.allergy.details ?? '')}
    </p>
  );
}
