import {
  type Coupon,
  couponSchema,
  type QuoteResponse,
  quoteResponseSchema,
  type SavedAddress,
  type SlotsResponse,
  slotsResponseSchema,
} from '@tiffin/core';
import type { BasketLineForOrder, CheckoutDraft } from '@/features/checkout/types';

/** Test data for the place-order flow, checked against the API's own schemas. */

export function buildLine(overrides: Partial<BasketLineForOrder> = {}): BasketLineForOrder {
  return {
    lineId: 'line-7',
    productId: 7,
    name: 'Lamb Chops',
    quantity: 2,
    unitPriceCents: 950,
    options: [
      { variationId: 12, variationName: 'Portion', label: 'Six chops', optionId: 31, priceCents: 150 },
    ],
    note: 'Well done',
    allergens: ['milk', 'mustard'],
    ...overrides,
  };
}

export function buildDraft(overrides: Partial<CheckoutDraft> = {}): CheckoutDraft {
  return {
    mode: 'collection',
    date: '2026-11-23',
    time: '6:15 PM',
    address: null,
    contactName: 'Aoife Ryan',
    contactPhone: '087 123 4567',
    orderNote: 'Ring the bell',
    couponCode: null,
    paymentMethod: 'cash',
    ...overrides,
  };
}

export function buildQuote(overrides: Partial<QuoteResponse> = {}): QuoteResponse {
  return quoteResponseSchema.parse({
    lines: [],
    subtotal: '19.00',
    distance_km: null,
    delivery_fee: '0.00',
    discount: '0.00',
    coupon_code: null,
    total: '19.00',
    deposit: '0.00',
    vat_included: '1.57',
    vat: [{ rate: 9, vat: '1.57' }],
    minimum_order: '15.00',
    problems: [],
    ...overrides,
  });
}

export function buildSlots(overrides: Partial<SlotsResponse> = {}): SlotsResponse {
  return slotsResponseSchema.parse({
    slots: ['6:00 PM', '6:15 PM', '6:30 PM'],
    current_time: '17:10',
    timezone: 'Europe/Dublin',
    is_today: true,
    next_slot_in_minutes: 50,
    first_slot: '6:00 PM',
    closed: false,
    ...overrides,
  });
}

export function buildCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return couponSchema.parse({
    id: 3,
    code: 'WELCOME10',
    title: 'Welcome',
    discount: '10.00',
    discount_type: 'percent',
    start_date: '2026-01-01',
    expire_date: '2026-12-31',
    total_uses: 2,
    limit: 100,
    min_purchase: '15.00',
    status: 1,
    ...overrides,
  });
}

export function buildSavedAddress(overrides: Partial<SavedAddress> = {}): SavedAddress {
  return {
    id: 12,
    address_type: 'home',
    address_label: null,
    address: '3 Friar Street, Cashel',
    latitude: '52.5200000',
    longitude: '-7.8850000',
    contact_person_name: 'Aoife Ryan',
    contact_person_number: '087 123 4567',
    house: '3',
    floor: null,
    road: 'Friar Street',
    eircode: 'E25 X9T4',
    zone_id: 4,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    distance_km: 0.54,
    in_delivery_area: true,
    ...overrides,
  };
}
