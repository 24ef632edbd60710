import { PRODUCT_IMAGE_PATH, type ProductsWithCategoriesResponse } from '@tiffin/core';

/** A dish photo as a link preview and the restaurant's structured data show it. */
export type SharedPhoto = { url: string; width: number; height: number; alt: string };

/**
 * The photo a shared link shows (Open Graph, Twitter's card) and the restaurant's image: the first
 * dish on the menu with a photo the pipeline made (decision 052), as its widest JPEG (1,280 px:
 * every preview reads JPEG, not all read AVIF or WebP). None until a dish has a photo: a drawing is
 * no photo, and previews take no SVG.
 */
export function sharedPhoto(siteUrl: string, menu: ProductsWithCategoriesResponse): SharedPhoto | null {
  const dish = menu.products.find((product) => product.photo !== undefined);
  if (dish?.photo === undefined) return null;
  const { base, widths, width, height } = dish.photo;
  const widest = widths[widths.length - 1] ?? width;
  return {
    url: `${siteUrl}${PRODUCT_IMAGE_PATH}${base}-${widest}.jpg`,
    width: widest,
    height: Math.round((height * widest) / width),
    alt: dish.name,
  };
}
