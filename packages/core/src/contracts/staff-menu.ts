import { ALLERGEN_CODES, allergenCodeOf } from '../allergens.ts';
import { idParamSchema, isDisplayText, isMultiLineText } from '../validation.ts';
import { VAT_CLASSES } from '../vat.ts';
import { vatMessages } from '../vat-messages.ts';
import { z } from '../zod.ts';
import { scheduleWindowSchema } from './schedules.ts';

/** The menu as the staff keep it: availability, stock, and (admins) its content (issue 14). */
// The menu, as the kitchen keeps it: a dish on or off the menu ("86"), an option's stock

export const staffMenuOptionSchema = z.object({
  id: z.number(),
  variation_id: z.number(),
  variation: z.string(),
  label: z.string(),
  price_cents: z.number(),
  /** null: unlimited; a count: limited, 0 sold out */
  stock: z.number().nullable(),
  /** The allergens the option adds to its dish, EU codes (issue 31) */
  allergens: z.array(z.string()),
  /** "Sold out for today" until this ISO instant (issue 33); null when not, or when it has passed */
  sold_out_until: z.string().nullable(),
});
export type StaffMenuOption = z.infer<typeof staffMenuOptionSchema>;

export const staffMenuDishSchema = z.object({
  id: z.number(),
  category_id: z.number(),
  name: z.string(),
  description: z.string(),
  price_cents: z.number(),
  vegetarian: z.boolean(),
  allergens: z.array(z.string()),
  /** Its VAT class and deposit per unit in cents (decision 046) */
  vat_class: z.enum(VAT_CLASSES),
  deposit_cents: z.number(),
  /** a file name under the product images' path, an absolute URL, or null for the fallback */
  image: z.string().nullable(),
  /** false: 86'd, off the customers' menu */
  available: z.boolean(),
  /** "Sold out for today" until this ISO instant (issue 33); null when not, or when it has passed */
  sold_out_until: z.string().nullable(),
  /** When it is offered (issue 33): none is whenever the restaurant takes orders */
  schedule: z.array(scheduleWindowSchema),
  /** The option groups, empty ones too, in order */
  variations: z.array(z.object({ id: z.number(), name: z.string() })),
  options: z.array(staffMenuOptionSchema),
});
export type StaffMenuDish = z.infer<typeof staffMenuDishSchema>;

export const staffMenuResponseSchema = z.object({
  categories: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      /** false: hidden from customers with its dishes */
      visible: z.boolean(),
      /** Its dishes are not counted as a slot's portions (issue 33) */
      portions_exempt: z.boolean(),
      /** When its dishes are offered (issue 33): none is whenever the restaurant takes orders */
      schedule: z.array(scheduleWindowSchema),
      dishes: z.array(staffMenuDishSchema),
    }),
  ),
});
export type StaffMenuResponse = z.infer<typeof staffMenuResponseSchema>;

/**
 * One change to the allergens of a dish or of one of its options (issue 31): who made it and when,
 * with what was added and removed and the list it left. Names are display names.
 */
export const allergenChangeSchema = z.object({
  id: z.number(),
  /** ISO instant */
  at: z.string(),
  /** null: made by the seed or a member since deleted */
  staff_name: z.string().nullable(),
  /** null: the dish's own allergens; otherwise the option's group and label, as they were named then */
  variation: z.string().nullable(),
  option: z.string().nullable(),
  added: z.array(z.string()),
  removed: z.array(z.string()),
  allergens: z.array(z.string()),
});
export type AllergenChange = z.infer<typeof allergenChangeSchema>;
/** GET /api/v1/staff/menu/dishes/:productId/allergen-history, newest first */
export const allergenHistoryResponseSchema = z.object({
  dish: z.string(),
  changes: z.array(allergenChangeSchema),
});
export type AllergenHistoryResponse = z.infer<typeof allergenHistoryResponseSchema>;

export const dishParamsSchema = z.object({ productId: idParamSchema });
export const optionParamsSchema = z.object({ optionId: idParamSchema });

export const dishAvailabilitySchema = z.object({ available: z.boolean() });
export type DishAvailabilityRequest = z.infer<typeof dishAvailabilitySchema>;

/** An option's stock: null for unlimited, or how many are left (0: sold out, "86"). */
export const optionStockSchema = z.object({
  stock: z
    .number({ error: 'A whole number, or unlimited' })
    .int({ error: 'A whole number, or unlimited' })
    .min(0, { error: 'Not below 0' })
    .max(100_000, { error: 'At most 100000' })
    .nullable(),
});
export type OptionStockRequest = z.infer<typeof optionStockSchema>;

// The menu's content, which admins edit: categories, dishes, their option groups and options.

const menuText = (what: string, max: number) =>
  z
    .string({ error: `Enter the ${what}` })
    .trim()
    .min(1, { error: `Enter the ${what}`, abort: true })
    .max(max, { error: `At most ${max} characters`, abort: true })
    .refine(isDisplayText, { error: 'This has characters that are not supported' });
const priceCents = z
  .number({ error: 'A price in euros' })
  .int({ error: 'A price in euros' })
  .min(0, { error: 'Not below €0.00' })
  .max(100_000, { error: 'At most €1000.00' });

export const categoryParamsSchema = z.object({ categoryId: idParamSchema });
export const variationParamsSchema = z.object({ variationId: idParamSchema });
export const categoryChangeSchema = z.object({
  name: menuText('name', 60),
  visible: z.boolean(),
  /** Its dishes are not counted as a slot's portions (issue 33: drinks); left out, unchanged (false when new) */
  portions_exempt: z.boolean().optional(),
});
export type CategoryChange = z.infer<typeof categoryChangeSchema>;
/** Moves a category one place up or down the menu. */
export const categoryMoveSchema = z.object({ direction: z.enum(['up', 'down']) });
export type CategoryMove = z.infer<typeof categoryMoveSchema>;

/**
 * A dish's or an option's allergens: each one of the EU list, once, given by its code ('tree_nuts')
 * or its name as the regulation words it ('Tree nuts', any case); kept as codes (issue 31).
 */
export const allergenListSchema = z
  .array(
    z.string({ error: 'An allergen of the EU list' }).transform((given, context) => {
      const code = allergenCodeOf(given);
      if (code === null) {
        context.issues.push({ code: 'custom', message: 'An allergen of the EU list', input: given });
        return z.NEVER;
      }
      return code;
    }),
  )
  .max(ALLERGEN_CODES.length)
  .refine((codes) => new Set(codes).size === codes.length, { error: 'Each allergen once' });

export const DISH_DESCRIPTION_MAX_LENGTH = 500;
export const dishChangeSchema = z.object({
  category_id: z.number({ error: 'Choose a category' }).int().positive({ error: 'Choose a category' }),
  name: menuText('name', 80),
  description: z
    .string()
    .trim()
    .max(DISH_DESCRIPTION_MAX_LENGTH, {
      error: `At most ${DISH_DESCRIPTION_MAX_LENGTH} characters`,
      abort: true,
    })
    .refine(isMultiLineText, { error: 'This has characters that are not supported' }),
  price_cents: priceCents,
  vegetarian: z.boolean(),
  allergens: allergenListSchema,
  /** What the dish is for VAT (decision 046); left out, food */
  vat_class: z.enum(VAT_CLASSES, { error: vatMessages.invalidVatClass }).default('food'),
  /** The Re-turn deposit per unit on its can or bottle, cents; left out, none */
  deposit_cents: z
    .number({ error: vatMessages.invalidDeposit })
    .int({ error: vatMessages.invalidDeposit })
    .min(0, { error: vatMessages.invalidDeposit })
    .max(1000, { error: 'At most €10.00' })
    .default(0),
});
export type DishChange = z.infer<typeof dishChangeSchema>;

export const variationChangeSchema = z.object({ name: menuText('name', 60) });
export type VariationChange = z.infer<typeof variationChangeSchema>;
/** An option's name, what it adds to the price, and (issue 31) the allergens it adds to the dish. */
export const optionChangeSchema = z.object({
  label: menuText('name', 60),
  price_cents: priceCents,
  allergens: allergenListSchema.default([]),
});
export type OptionChange = z.infer<typeof optionChangeSchema>;
/** A new option: its name, what it adds to the price, and its stock (null: unlimited). */
export const newOptionSchema = optionChangeSchema.extend({ stock: optionStockSchema.shape.stock });
export type NewOption = z.infer<typeof newOptionSchema>;

/** A dish photo: its bytes sent as the body, with their type. */
export const DISH_IMAGE_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
export type DishImageType = keyof typeof DISH_IMAGE_TYPES;
/** A phone's photo: 3-5 MB for 12 megapixels, more for 48 (decision 052). */
export const DISH_IMAGE_MAX_BYTES = 15 * 1024 * 1024;
