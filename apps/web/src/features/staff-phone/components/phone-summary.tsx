import { euroStringToCents, formatEuro, type ProductsWithCategoriesResponse } from '@tiffin/core';
import { phoneOrderWords as text } from '@/lib/messages/phone-order-messages';
import type { PhoneDraft } from './phone-draft';

type Props = { draft: PhoneDraft; menu: ProductsWithCategoriesResponse | undefined };

/**
 * What will be sent, to read back to the customer: the dishes at the menu's prices. The server has
 * no quote for the staff, so the total (fee, discount, VAT) is its answer's, shown once placed.
 */
export function PhoneSummary({ draft, menu }: Props) {
  if (draft.lines.length === 0) return null;
  const priceOf = (itemId: number) => menu?.products.find((product) => product.id === itemId)?.price;
  return (
    <section className="space-y-2 rounded-xl border border-line bg-white p-4">
      <h2 className="text-xl font-bold">{text.summary}</h2>
      <ul className="space-y-1">
        {draft.lines.map((line, index) => {
          const price = priceOf(line.item_id);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a line's place is its identity until placed
            <li key={index} className="flex justify-between gap-3 text-lg">
              <span>
                {line.quantity} × {line.name}
              </span>
              {price && <span>{formatEuro(euroStringToCents(price) * line.quantity)}</span>}
            </li>
          );
        })}
      </ul>
      <p className="text-sm text-ink-muted">{text.priced}</p>
    </section>
  );
}
