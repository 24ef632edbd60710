import type { SavedAddress } from '@tiffin/core';
export type CheckoutDraft = {
  mode: 'collection' | 'delivery';
  date: string | null; // 'YYYY-MM-DD' Dublin
  time: string | null; // a slot label, '6:15 PM'
  address: SavedAddress | null; // for delivery
  contactName: string;
  contactPhone: string;
  orderNote: string;
  couponCode: string | null;
  paymentMethod: 'cash' | 'card';
};
export type CheckoutModal = 'details' | 'address' | 'time' | 'notes' | 'coupons';
export type BasketLineForOrder = {
  productId: number;
  name: string;
  quantity: number;
  unitPriceCents: number;
  options: { variationName: string; label: string; optionId: number; priceCents: number }[];
  note: string;
  allergens: string[];
};
