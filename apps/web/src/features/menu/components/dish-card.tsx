import { euroStringToCents, formatEuro, messages } from '@tiffin/core';
import type { Product } from '@tiffin/core/contracts';
import { DishImage } from '@/components/ui/dish-image';
import { siteText } from '@/lib/site-text';

type DishCardProps = { product: Product; eagerImage?: boolean };

/** One dish of the menu: photo, name, price, description and its allergens. */
export function DishCard({ product, eagerImage = false }: DishCardProps) {
  const headingId = `dish-${product.id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-row-reverse overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-line sm:flex-col"
    >
      {/* Below 640 px a thumbnail beside the text keeps a long menu short; above, a photo on top. */}
      <div className="w-32 shrink-0 p-3 pl-0 sm:w-full sm:p-0">
        <DishImage
          image={product.image}
          alt={product.name}
          eager={eagerImage}
          className="rounded-xl sm:rounded-none"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
          <h4 id={headingId} className="text-base font-semibold leading-snug">
            {product.veg && <VegMark />}
            {product.name}
          </h4>
          <p className="shrink-0 font-semibold text-saffron">
            {formatEuro(euroStringToCents(product.price))}
          </p>
        </div>
        <p className="text-sm leading-relaxed text-ink-muted">{product.description}</p>
        {product.allergies.length > 0 && (
          <p className="mt-auto pt-1 text-xs text-ink-muted">
            <span className="font-semibold tracking-wide text-ink">{messages.menu.allergens}:</span>{' '}
            {product.allergies.join(', ')}
          </p>
        )}
      </div>
    </article>
  );
}

/** The green square-and-dot mark Indian menus use for vegetarian dishes. */
function VegMark() {
  return (
    <span
      role="img"
      aria-label={siteText.menu.vegetarian}
      title={siteText.menu.vegetarian}
      className="mr-2 inline-flex size-4 translate-y-0.5 items-center justify-center rounded-sm border-2 border-chutney align-baseline"
    >
      <span className="size-1.5 rounded-full bg-chutney" />
    </span>
  );
}
