import { DELIVERY_MODES, type DeliveryMode, depositTotalCents, subtotalCents } from '@tiffin/core';
import type { CartCategory, MenuAvailability, NewCartItem, SelectedVariations } from '@/lib/cart-item';

/**
 * One line of the basket (visitor-side §3 "Cart item"). The spec's fields, with money in integer
 * cents and named for it:
 *
 * | spec            | here                  |
 * |-----------------|-----------------------|
 * | id              | id                    |
 * | uniqueId        | uniqueId              |
 * | productId       | productId             |
 * | name            | name                  |
 * | description     | description           |
 * | price           | priceCents (base + options, one portion) |
 * | basePrice       | basePriceCents        |
 * | variationPrice  | variationPriceCents   |
 * | image           | image                 |
 * | category        | category ({ id, name }) |
 * | quantity        | quantity              |
 * | deliveryMode    | deliveryMode          |
 * | selectedVariations | selectedVariations (variation id → chosen option) |
 * | additionalNote, notes | additionalNote (the first version kept the same text twice) |
 * | allergens       | allergens             |
 * | addedAt         | addedAt (ISO time)    |
 * | (ours, issue 32) | depositCents: the Re-turn deposit per unit; absent when none |
 *
 * These prices are what the customer saw; the server prices every order from its own data
 * (DECISIONS.md), so they are a preview and never sent as the price to charge.
 */
export type CartItem = {
  id: string;
  uniqueId: string;
  productId: number;
  name: string;
  description: string;
  priceCents: number;
  basePriceCents: number;
  variationPriceCents: number;
  image: string | null;
  category: CartCategory | null;
  quantity: number;
  deliveryMode: DeliveryMode;
  selectedVariations: SelectedVariations;
  additionalNote: string;
  allergens: string[];
  addedAt: string;
  depositCents?: number;
};

/** The chosen options as 'variationId:optionId' pairs in variation order, e.g. '13:52,14:56'. */
export function variationSignature(selected: SelectedVariations): string {
  return Object.values(selected)
    .map((choice) => [choice.variationId, choice.optionId] as const)
    .sort(([a], [b]) => a - b)
    .map(([variationId, optionId]) => `${variationId}:${optionId}`)
    .join(',');
}

/**
 * The spec's uniqueId: product id + variation signature + note. The note comes last, so whatever
 * it holds cannot be mistaken for the parts before it.
 */
export function cartUniqueId(productId: number, selected: SelectedVariations, note: string): string {
  return `${productId}|${variationSignature(selected)}|${note.trim()}`;
}

export function variationPriceCents(selected: SelectedVariations): number {
  return Object.values(selected).reduce((sum, choice) => sum + choice.priceCents, 0);
}

/** A random id for a new line; `crypto.randomUUID` needs a secure context, getRandomValues does not. */
export function newLineId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

type LineSource = { id?: string; now?: Date };

export function toCartItem(
  input: NewCartItem,
  deliveryMode: DeliveryMode,
  source: LineSource = {},
): CartItem {
  const note = input.additionalNote.trim();
  const optionsCents = variationPriceCents(input.selectedVariations);
  return {
    id: source.id ?? newLineId(),
    uniqueId: cartUniqueId(input.productId, input.selectedVariations, note),
    productId: input.productId,
    name: input.name,
    description: input.description,
    priceCents: input.basePriceCents + optionsCents,
    basePriceCents: input.basePriceCents,
    variationPriceCents: optionsCents,
    image: input.image,
    category: input.category,
    quantity: wholeQuantity(input.quantity),
    deliveryMode,
    selectedVariations: input.selectedVariations,
    additionalNote: note,
    allergens: input.allergens,
    addedAt: (source.now ?? new Date()).toISOString(),
    ...(input.depositCents ? { depositCents: input.depositCents } : {}),
  };
}

function wholeQuantity(quantity: number): number {
  return Number.isFinite(quantity) ? Math.max(0, Math.floor(quantity)) : 0;
}

/**
 * visitor-side §4 "Cart": the same dish with the same options, note and delivery mode raises that
 * line's quantity; anything else is a new line.
 */
export function addLine(
  items: readonly CartItem[],
  input: NewCartItem,
  deliveryMode: DeliveryMode,
  source: LineSource = {},
): CartItem[] {
  const line = toCartItem(input, deliveryMode, source);
  if (line.quantity === 0) return [...items];
  const same = items.find((item) => item.uniqueId === line.uniqueId && item.deliveryMode === deliveryMode);
  if (same === undefined) return [...items, line];
  return items.map((item) => (item === same ? { ...item, quantity: item.quantity + line.quantity } : item));
}

/** A quantity of 0 or below removes the line. */
export function setLineQuantity(items: readonly CartItem[], id: string, quantity: number): CartItem[] {
  const next = wholeQuantity(quantity);
  if (next === 0) return items.filter((item) => item.id !== id);
  return items.map((item) => (item.id === id && item.quantity !== next ? { ...item, quantity: next } : item));
}

export function removeLine(items: readonly CartItem[], id: string): CartItem[] {
  return items.filter((item) => item.id !== id);
}

/**
 * The mode applies to every line. Lines that only differed by mode become one (a basket kept by an
 * older version could hold both).
 */
export function withDeliveryMode(items: readonly CartItem[], deliveryMode: DeliveryMode): CartItem[] {
  const merged: CartItem[] = [];
  for (const item of items) {
    const same = merged.find((line) => line.uniqueId === item.uniqueId);
    if (same === undefined)
      merged.push(item.deliveryMode === deliveryMode ? item : { ...item, deliveryMode });
    else merged[merged.indexOf(same)] = { ...same, quantity: same.quantity + item.quantity };
  }
  return merged;
}

/** How many portions the basket holds (the floating button's badge). */
export function itemCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

export function lineTotal(item: CartItem): number {
  return item.priceCents * item.quantity;
}

/** The basket's total: the items' subtotal, no fees (visitor-side §4; an empty basket is €0.00). */
export function basketSubtotalCents(items: readonly CartItem[]): number {
  return subtotalCents(items.map((item) => ({ unitPriceCents: item.priceCents, quantity: item.quantity })));
}

/** The deposit on the basket's cans and bottles (issue 32): added to its total, never discounted. */
export function basketDepositCents(items: readonly CartItem[]): number {
  return depositTotalCents(
    items.map((item) => ({ depositCents: item.depositCents ?? 0, quantity: item.quantity })),
  );
}

/** How many of each dish are in the basket, whatever their options (the card's 'IN CART (n)'). */
export function quantitiesByProduct(items: readonly CartItem[]): ReadonlyMap<number, number> {
  const quantities = new Map<number, number>();
  for (const item of items)
    quantities.set(item.productId, (quantities.get(item.productId) ?? 0) + item.quantity);
  return quantities;
}

export function isDeliveryMode(value: unknown): value is DeliveryMode {
  return (DELIVERY_MODES as readonly unknown[]).includes(value);
}

const isCents = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** A stored line is used only when every field is as this version writes it. */
export function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'string' &&
    typeof item.uniqueId === 'string' &&
    Number.isSafeInteger(item.productId) &&
    typeof item.name === 'string' &&
    typeof item.description === 'string' &&
    isCents(item.priceCents) &&
    isCents(item.basePriceCents) &&
    isCents(item.variationPriceCents) &&
    (item.image === null || typeof item.image === 'string') &&
    (item.category === null || (typeof item.category === 'object' && item.category !== undefined)) &&
    Number.isSafeInteger(item.quantity) &&
    (item.quantity as number) > 0 &&
    isDeliveryMode(item.deliveryMode) &&
    typeof item.selectedVariations === 'object' &&
    item.selectedVariations !== null &&
    typeof item.additionalNote === 'string' &&
    Array.isArray(item.allergens) &&
    typeof item.addedAt === 'string'
  );
}

/**
 * The lines the menu no longer sells (issue 29): the dish is not on the menu (86'd, hidden), or a
 * chosen option is not on sale (sold out, gone) once the dish's details have been read. Nothing is
 * judged before the menu has come.
 */
export function unavailableLineIds(
  items: readonly CartItem[],
  availability: MenuAvailability | undefined,
): ReadonlySet<string> {
  const found = new Set<string>();
  if (availability?.dishIds === undefined) return found;
  const { dishIds, optionIds } = availability;
  for (const item of items) {
    const options = optionIds.get(item.productId);
    const chosen = Object.values(item.selectedVariations);
    if (!dishIds.has(item.productId) || (options && chosen.some((choice) => !options.has(choice.optionId))))
      found.add(item.id);
  }
  return found;
}

/** The lines still sold: what the basket counts and totals. */
export function availableLines(items: readonly CartItem[], unavailable: ReadonlySet<string>): CartItem[] {
  return unavailable.size === 0 ? [...items] : items.filter((item) => !unavailable.has(item.id));
}
