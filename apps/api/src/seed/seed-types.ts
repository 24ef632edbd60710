/**
 * Shapes of the demo seed content for Tiffin.
 * Plain data types only: this file is imported with `import type` and runs under Node's type stripping.
 */

import type { TipSettings } from '@tiffin/core';

/** The 14 allergens that EU Regulation 1169/2011 requires a food business to declare. */
export type Allergen =
  | 'celery'
  | 'gluten'
  | 'crustaceans'
  | 'eggs'
  | 'fish'
  | 'lupin'
  | 'milk'
  | 'molluscs'
  | 'mustard'
  | 'tree_nuts'
  | 'peanuts'
  | 'sesame'
  | 'soya'
  | 'sulphites';

/**
 * stock undefined = unlimited; a number = limited stock count. `allergens`: those the option's own
 * ingredients contain (issue 31), whether or not the dish declares them too; none when left out.
 */
export type SeedOption = { label: string; priceCents: number; stock?: number; allergens?: Allergen[] };

/** A choice the customer makes for a dish, e.g. 'Spice level' or 'Protein'. */
export type SeedVariation = { name: string; options: SeedOption[] };

export type SeedDish = {
  name: string;
  description: string;
  priceCents: number;
  /** no meat or fish (eggs and milk allowed): the menu's 'veg' filter */
  vegetarian: boolean;
  allergens: Allergen[];
  variations: SeedVariation[];
  /** file name in apps/api/storage/product, or null (the site then shows its fallback illustration) */
  image: string | null;
  /** 'food' when left out (decision 046) */
  vatClass?: 'food' | 'soft_drink' | 'alcohol' | 'zero';
  /** The Re-turn deposit per unit in cents; none when left out */
  depositCents?: number;
};

/** `portionsExempt`: its dishes count as no slot's portions (issue 33), the drinks */
export type SeedCategory = { name: string; portionsExempt?: boolean; dishes: SeedDish[] };

/** weekday 1=Mon..7=Sun, times as 'HH:mm' */
export type SeedOpeningHours = { weekday: number; opensAt: string; closesAt: string };

export type SeedCoupon = {
  code: string;
  title: string;
  discountType: 'percent' | 'amount';
  /** percent (e.g. 10) or cents */
  discount: number;
  minPurchaseCents: number;
  /** 'YYYY-MM-DD' */
  startDate: string;
  /** 'YYYY-MM-DD' */
  expireDate: string;
  limit: number;
  totalUses: number;
  status: 0 | 1;
};

export type SeedTestimonial = { name: string; location: string; rating: number; text: string };

export type SeedPolicyPage = {
  slug:
    | 'about-us'
    | 'terms-conditions'
    | 'refund-and-cancellation-policy'
    | 'shipping-and-delivery-policy'
    | 'privacy-policy';
  title: string;
  /** markdown-ish paragraphs separated by blank lines, '## ' headings allowed */
  body: string;
};

export type SeedRestaurant = {
  name: string;
  addressLine: string;
  town: string;
  county: string;
  eircode: string;
  latitude: number;
  longitude: number;
  phones: string[];
  email: string;
  minimumOrderCents: number;
  deliveryBaseFeeCents: number;
  deliveryBaseKm: number;
  deliveryPerKmCents: number;
  deliveryRadiusKm: number;
  collectionLeadMinutes: number;
  deliveryLeadMinutes: number;
  slotIntervalMinutes: number;
  slotCapacity: number;
  orderingWindowDays: number;
  waitMinMinutes: number;
  waitMaxMinutes: number;
  allowedEmailDomains: string[];
  /** The kitchen's "may contain" statement (issue 31) */
  allergenStatement: string;
  /** What the kitchen cooks, for search engines (issue 52) */
  cuisine: string;
  /** Who sells, as receipts name them (issue 47) */
  legalName: string | null;
  vatNumber: string | null;
  /** The tip choices and the tips notice's answers (issue 51) */
  tipSettings: TipSettings;
};
