import { euroStringToCents, formatEuro, messages, type Product } from '@tiffin/core';

/** A dish's price beside its name, in euros with two decimals. */
export function DishPrice({ price }: { price: Product['price'] }) {
  return <p className="shrink-0 font-semibold text-saffron">{formatEuro(euroStringToCents(price))}</p>;
}

/**
 * A dish's description and its allergens, as the menu and favourites cards show them: its own, and
 * what its options may add (issue 47), so a dish that declares none itself but whose options add
 * some is never read as free of them. Nothing when neither has any.
 */
export function DishDescription({
  product,
}: {
  product: Pick<Product, 'description' | 'allergies' | 'options_may_add'>;
}) {
  const mayAdd = product.options_may_add ?? [];
  return (
    <>
      <p className="text-sm leading-relaxed text-ink-muted">{product.description}</p>
      {(product.allergies.length > 0 || mayAdd.length > 0) && (
        <div className="mt-auto space-y-0.5 pt-1 text-xs text-ink-muted">
          <p>
            <span className="font-semibold tracking-wide text-ink">{messages.menu.allergens}:</span>{' '}
            {product.allergies.length > 0 ? product.allergies.join(', ') : messages.menu.noneInDish}
          </p>
          {mayAdd.length > 0 && <p>{messages.menu.optionsMayAdd(mayAdd)}</p>}
        </div>
      )}
    </>
  );
}
