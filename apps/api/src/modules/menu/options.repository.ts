import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { variationOptions, variations } from '../../db/schema.ts';

/*
 * The dishes' options and their stock as orders use them (placement, "Order again", give-back),
 * through this module's index.ts.
 */

/** The option groups of those dishes, each option with its group's name and its allergens, in menu order. */
export function listOptions(db: Db, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      productId: variations.productId,
      variationId: variations.id,
      variation: variations.name,
      optionId: variationOptions.id,
      label: variationOptions.label,
      priceCents: variationOptions.priceCents,
      stock: variationOptions.stock,
      allergens: variationOptions.allergens,
    })
    .from(variations)
    .leftJoin(variationOptions, eq(variationOptions.variationId, variations.id))
    .where(inArray(variations.productId, productIds))
    .orderBy(asc(variations.position), asc(variations.id), asc(variationOptions.position));
}

/**
 * Takes `quantity` of an option's stock, only if that much is left; an unlimited option (stock null)
 * always has enough. False when there is not enough: the conditional update cannot oversell.
 */
export async function takeOptionStock(db: Db, optionId: number, quantity: number): Promise<boolean> {
  const rows = await db
    .update(variationOptions)
    .set({ stock: sql`${variationOptions.stock} - ${quantity}` })
    .where(
      and(
        eq(variationOptions.id, optionId),
        or(isNull(variationOptions.stock), sql`${variationOptions.stock} >= ${quantity}`),
      ),
    )
    .returning({ id: variationOptions.id });
  return rows.length > 0;
}

/** Gives `quantity` back to an option's stock; an option unlimited now (stock null) stays so. */
export async function returnOptionStock(db: Db, optionId: number, quantity: number): Promise<void> {
  await db
    .update(variationOptions)
    .set({ stock: sql`${variationOptions.stock} + ${quantity}` })
    .where(and(eq(variationOptions.id, optionId), isNotNull(variationOptions.stock)));
}
