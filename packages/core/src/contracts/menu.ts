import type { menuQuerySchema } from '../validation.ts';
import { z } from '../zod.ts';
import { availabilityStepSchema } from './schedules.ts';

/** Money the spec shows as "a number as string": euros with 2 decimals, e.g. "12.50". */
export const euroString = z.string().regex(/^\d+\.\d{2}$/);

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

/**
 * Ours (issue 34): a dish photo made by the upload's pipeline (decision 052), for `srcset`: the file
 * `<base>-<width>.<avif|webp|jpg>` under /storage/app/public/product/ exists for each of `widths`
 * (ascending); `width` × `height` is the widest one's size; `placeholder` a tiny blurred data URI.
 */
export const dishPhotoSchema = z.object({
  base: z.string(),
  widths: z.array(z.number().int().positive()),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  placeholder: z.string(),
});
export type DishPhoto = z.infer<typeof dishPhotoSchema>;

export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: euroString,
  /** a file name under /storage/app/public/product/, an absolute URL, or null for the fallback image */
  image: z.string().nullable(),
  /** Ours (issue 34): the photo's sizes and formats; absent for a drawing, a URL or none */
  photo: dishPhotoSchema.optional(),
  category_id: z.number().int(),
  category: categorySchema,
  veg: z.boolean(),
  /** allergen display names */
  allergies: z.array(z.string()),
  /**
   * Ours (issue 47): the allergens its options may add beyond the dish's own, by name, each with
   * the options that add it; absent when none does
   */
  options_may_add: z.array(z.object({ allergen: z.string(), options: z.array(z.string()) })).optional(),
  /** Ours (not in the spec): whether the dish has option groups, so a card adds one without at once. */
  has_variations: z.boolean(),
  /** Ours (issue 32): the Re-turn deposit per unit on its can or bottle; absent when none */
  deposit: euroString.optional(),
  /**
   * Ours (issue 33, decision 051): on a dish with hours of its own or its category's, what the
   * storefront says of it from the answer's time through the coming day, as steps (null: offered);
   * absent when it is offered whenever the restaurant takes orders
   */
  availability: z.array(availabilityStepSchema).min(1).optional(),
  /**
   * Ours (issue 47): while the dish is "sold out for today", until when (its next day's opening, an
   * ISO instant) and the storefront's note; it is still ordered for a slot from then. Absent when not.
   */
  sold_out_today: z.object({ until: z.string(), note: z.string() }).optional(),
});
export type Product = z.infer<typeof productSchema>;

export const variationValueSchema = z.object({
  option_id: z.number().int(),
  label: z.string(),
  optionPrice: euroString,
  stock_type: z.enum(['unlimited', 'limited']),
  /** null when unlimited */
  current_stock: z.number().int().nullable(),
  /** Ours (issue 31): the allergens this option adds to the dish, display names; empty when none */
  allergies_name: z.array(z.string()),
});
export type VariationValue = z.infer<typeof variationValueSchema>;

export const variationSchema = z.object({
  variation_id: z.number().int(),
  name: z.string(),
  values: z.array(variationValueSchema),
});
export type Variation = z.infer<typeof variationSchema>;

export const productDetailsSchema = productSchema.extend({
  variations: z.array(variationSchema),
  allergies_name: z.array(z.string()),
});
export type ProductDetails = z.infer<typeof productDetailsSchema>;

export const categoriesResponseSchema = z.array(categorySchema);

export type CategoryProductsQuery = z.infer<typeof menuQuerySchema>;

export const categoryProductsResponseSchema = z.object({
  total_size: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  products: z.array(productSchema),
});
export type CategoryProductsResponse = z.infer<typeof categoryProductsResponseSchema>;

export const productsWithCategoriesResponseSchema = z.object({
  categories: z.array(categorySchema),
  products: z.array(productSchema),
});
export type ProductsWithCategoriesResponse = z.infer<typeof productsWithCategoriesResponseSchema>;
