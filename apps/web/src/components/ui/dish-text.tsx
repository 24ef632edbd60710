import { euroStringToCents, formatEuro, messages } from '@tiffin/core';
import type { Product } from '@tiffin/core/contracts';

/** A dish's price beside its name, in euros with two decimals. */
export function DishPrice({ price }: { price: Product['price'] }) {
  return <p className="shrink-0 font-semibold text-saffron">{formatEuro(euroStringToCents(price))}</p>;
}

/** A dish's description and, when it has any, its allergens, as the menu and favourites cards show them. */
export function DishDescription({ product }: { product: Pick<Product, 'description' | 'allergies'> }) {
  return (
    <>
      <p className="text-sm leading-relaxed text-ink-muted">{product.description}</p>
      {product.allergies.length > 0 && (
        <p className="mt-auto pt-1 text-xs text-ink-muted">
          <span className="font-semibold tracking-wide text-ink">{messages.menu.allergens}:</span>{' '}
          {product.allergies.join(', ')}
        </p>
      )}
    </>
  );
}
