import type { Product } from '@tiffin/core';
import { DishImage } from '@/components/ui/dish-image';
import { DISH_DIALOG_PHOTO_SIZES } from './dish-dialog-text';

/** The dish's photo at the top of its modal: the form's, and the same place while the form loads. */
export function DishDialogPhoto({ product }: { product: Product }) {
  return (
    <div className="h-48 shrink-0 overflow-hidden sm:h-60 [&_img]:aspect-auto [&_img]:h-full">
      <DishImage
        image={product.image}
        photo={product.photo}
        alt={product.name}
        sizes={DISH_DIALOG_PHOTO_SIZES}
        eager
      />
    </div>
  );
}
