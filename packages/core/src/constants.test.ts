import { describe, expect, it } from 'vitest';
import { ALLERGEN_CODES, ALLERGENS, allergenName, isAllergenCode } from './allergens.ts';
import { MENU_CACHE_MS, MENU_REFETCH_MS, SIGN_OUT_OVERLAY_MS, SLOT_REFRESH_MS } from './constants.ts';
import {
  FINISHED_ORDER_STATUSES,
  ORDER_CANCEL_WINDOW_MS,
  ORDER_STATUSES,
  RUNNING_ORDER_STATUSES,
} from './order-constants.ts';
import { REFUND_DAYS } from './policy-constants.ts';
import { PREORDER_SEATS_MAX, PREORDER_SEATS_MIN } from './preorder-constants.ts';

describe('constants', () => {
  it('lists the 14 EU allergens, each with its display name', () => {
    expect(ALLERGEN_CODES).toHaveLength(14);
    expect(Object.keys(ALLERGENS)).toEqual([...ALLERGEN_CODES]);
    expect(ALLERGENS.gluten).toBe('Cereals containing gluten');
    expect(ALLERGENS.sulphites).toBe('Sulphur dioxide and sulphites');
    expect(ALLERGENS.tree_nuts).toBe('Tree nuts');
  });

  it('names an allergen by its code, and shows an unknown code as stored', () => {
    expect(allergenName('milk')).toBe('Milk');
    expect(allergenName('gluten')).toBe('Cereals containing gluten');
    expect(allergenName('celeriac')).toBe('celeriac');
    expect(allergenName('toString')).toBe('toString');
    expect(isAllergenCode('soya')).toBe(true);
    expect(isAllergenCode('constructor')).toBe(false);
  });

  it('states durations in milliseconds', () => {
    expect(MENU_CACHE_MS).toBe(1_800_000);
    expect(MENU_REFETCH_MS).toBe(300_000);
    expect(SLOT_REFRESH_MS).toBe(180_000);
    expect(ORDER_CANCEL_WINDOW_MS).toBe(120_000);
  });

  it('keeps the overrides of DECISIONS.md', () => {
    expect(SIGN_OUT_OVERLAY_MS).toBe(1000);
    expect(REFUND_DAYS).toBe('5-10 business days');
    expect([PREORDER_SEATS_MIN, PREORDER_SEATS_MAX]).toEqual([1, 20]);
  });

  it('splits every order status into running or finished, never both', () => {
    const running = new Set<string>(RUNNING_ORDER_STATUSES);
    const finished = new Set<string>(FINISHED_ORDER_STATUSES);
    expect(ORDER_STATUSES.filter((status) => running.has(status) === finished.has(status))).toEqual([]);
  });
});
