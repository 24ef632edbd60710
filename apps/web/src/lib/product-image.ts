import { type DishPhoto, PRODUCT_IMAGE_PATH } from '@tiffin/core';

/** Shown when a dish has no image or its image fails to load (visitor-side §3). */
export const DISH_FALLBACK_IMAGE = '/images/dish-fallback.svg';

/**
 * The one address of a dish image, for `src`, `srcset` and every other place: an absolute URL as
 * it is, else a path under the product storage path. Each segment is encoded on its own, so a
 * photo's folder (`uploads/`, `demo/`) stays a folder the server serves it from, and a space or
 * comma cannot break a `srcset` apart.
 */
export function productImageUrl(image: string | null | undefined): string {
  if (image === null || image === undefined || image.trim() === '') return DISH_FALLBACK_IMAGE;
  if (/^https?:\/\//i.test(image)) return image;
  return `${PRODUCT_IMAGE_PATH}${image.split('/').map(encodeURIComponent).join('/')}`;
}

/** A photo's sizes in one format for `srcset`: `<base>-<width>.<format> <width>w`, ascending. */
export function photoSrcSet(photo: DishPhoto, format: 'avif' | 'webp' | 'jpg'): string {
  return photo.widths
    .map((width) => `${productImageUrl(`${photo.base}-${width}.${format}`)} ${width}w`)
    .join(', ');
}
