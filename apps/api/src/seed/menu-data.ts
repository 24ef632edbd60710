/**
 * Demo menu for Tiffin, a family Indian restaurant on Main Street, Cashel.
 *
 * Prices are in euro cents, VAT included. Allergens are the EU 14 (issue 31):
 * - a dish declares what every version of it contains, whatever the customer chooses: a curry whose
 *   protein may be king prawn does not declare crustaceans for the chicken one;
 * - an option declares what its own ingredients contain, even when the dish declares it too (every
 *   naan has gluten and milk), so its declaration stays true if the dish's list changes;
 * - a line as sold has both (combinedAllergens in @tiffin/core). The descriptions say it in words too.
 * `image` names a file in apps/api/storage/product; null shows the site's fallback.
 * VAT (issue 32): every dish is food (catering) unless it says otherwise; the cans and the bottled
 * water are soft drinks at 23% and carry Re-turn's €0.15 deposit (150 ml to 500 ml). Lassi and chai
 * are served drinks of milk and tea, taxed as catering with the food.
 */

import { curries } from './menu/curries.ts';
import { dessertsAndDrinks } from './menu/desserts-and-drinks.ts';
import { riceBreadsSides } from './menu/rice-breads-sides.ts';
import { seafoodVegetarianBiryani } from './menu/seafood-vegetarian-biryani.ts';
import { startersAndGrill } from './menu/starters-and-grill.ts';
import type { SeedCategory } from './seed-types.ts';

/** The demo menu, its categories in the order the storefront shows them. */
export const seedMenu: SeedCategory[] = [
  ...startersAndGrill,
  ...curries,
  ...seafoodVegetarianBiryani,
  ...riceBreadsSides,
  ...dessertsAndDrinks,
];
