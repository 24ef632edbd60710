import { PRODUCT_IMAGE_PATH } from '@tiffin/core';
import type { DishPhoto } from '@tiffin/core/contracts';

/** Shown when a dish has no image or its image fails to load (visitor-side §3). */
export const DISH_FALLBACK_IMAGE = '/images/dish-fallback.svg';

/** Product images are absolute URLs or file names under the product storage path. */
export function productImageUrl(image: string | null | undefined): string {
  if (image === null || image === undefined || image.trim() === '') return DISH_FALLBACK_IMAGE;
  if (/^https?:\/\//i.test(image)) return image;
  return `${PRODUCT_IMAGE_PATH}${encodeURIComponent(image)}`;
}

/** A photo's sizes in one format for `srcset`: `<base>-<width>.<format> <width>w`, ascending. */
export function photoSrcSet(photo: DishPhoto, format: 'avif' | 'webp' | 'jpg'): string {
  return photo.widths
    .map((width) => `${PRODUCT_IMAGE_PATH}${photo.base}-${width}.${format} ${width}w`)
    .join(', ');
}
