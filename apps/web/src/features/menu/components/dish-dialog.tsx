import { euroStringToCents, formatEuro, messages, type Product } from '@tiffin/core';
import { lazy, Suspense } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import type { NewCartItem } from '@/lib/cart-item';
import { DishDialogPhoto } from './dish-dialog-photo';
import { dishDialogText } from './dish-dialog-text';

/** The options form loads on the first opening (or when a card is pointed at or focused). */
const loadContent = () => import('./dish-dialog-content');
const DishDialogContent = lazy(async () => ({ default: (await loadContent()).DishDialogContent }));

type DishDialogProps = {
  /** The dish shown, or null when closed. */
  product: Product | null;
  onClose: () => void;
  /** Adding closes the dialog; the next opening starts afresh. */
  onAdd: (item: NewCartItem, product: Product) => void;
  /** The allergens the customer avoids on the menu (issue 31): options adding one cannot be chosen. */
  avoidedAllergens?: readonly string[] | undefined;
};

/**
 * The dish modal (visitor-side §2 "Product modal") on the native <dialog>: focus trapped inside,
 * Escape closes it, and focus returns to the button that opened it. Closing unmounts the form, so
 * quantity, choices and note start afresh every time.
 */
export function DishDialog({ product, onClose, onAdd, avoidedAllergens }: DishDialogProps) {
  return (
    <Dialog
      open={product !== null}
      onClose={onClose}
      title={product?.name ?? ''}
      closeLabel={messages.common.close}
      size="lg"
    >
      {product !== null && (
        <Suspense fallback={<DishDialogFallback product={product} />}>
          <DishDialogContent
            product={product}
            onAdd={(item) => onAdd(item, product)}
            avoidedAllergens={avoidedAllergens}
          />
        </Suspense>
      )}
    </Dialog>
  );
}

/** While the form's code loads: what the card already knows, in the form's own places. */
function DishDialogFallback({ product }: { product: Product }) {
  return (
    <div className="flex flex-col">
      <DishDialogPhoto product={product} />
      <div className="space-y-3 p-5">
        <p className="text-xl font-bold text-saffron-dark">{formatEuro(euroStringToCents(product.price))}</p>
        <p className="text-sm leading-relaxed text-ink-muted">{product.description}</p>
        <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
          <Spinner className="size-4" />
          {dishDialogText.loadingDetails}
        </p>
      </div>
    </div>
  );
}
