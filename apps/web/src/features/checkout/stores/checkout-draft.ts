import { earliestOrderableDate, isDateString, PAYMENT_METHODS, type SavedAddress } from '@tiffin/core';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { isRecord, safeLocalStorage, storageKeys } from '@/lib/browser-storage';
import type { CheckoutDraft, PaymentMethod } from '../types';
import { CLEARED_CHECKOUT_DRAFT } from './cleared-draft';

/**
 * The draft as stored: every choice of the page but the delivery mode, which is the basket's. The
 * payment method is null until the customer chooses one: the page then takes card when the
 * restaurant takes cards, cash otherwise (DECISIONS.md "initial payment method"). The contact is
 * the one the customer set in Your Details for this order (`contactEdited`); until they do, it is
 * empty here and the page takes the profile's name and phone as they are now.
 */
export type StoredDraft = Omit<CheckoutDraft, 'mode' | 'paymentMethod' | 'tip'> & {
  paymentMethod: PaymentMethod | null;
  contactEdited: boolean;
};

export type CheckoutDraftState = StoredDraft & {
  /**
   * Entering the checkout (§2.5): no date, or one before the earliest orderable date (today in
   * Dublin, tomorrow from 22:00), becomes that date, and its time is dropped.
   */
  startSession: (now: Date) => void;
  /** Changing the date clears the time (§4 "Date"). */
  setDate: (date: string) => void;
  setTime: (time: string | null) => void;
  /** Date and time together, as the time modal saves them. */
  setSchedule: (date: string, time: string) => void;
  setAddress: (address: SavedAddress | null) => void;
  /** The contact set in Your Details: this order's, no longer the profile's. */
  setContact: (contact: { name: string; phone: string }) => void;
  setOrderNote: (note: string) => void;
  setCouponCode: (code: string | null) => void;
  setPaymentMethod: (method: PaymentMethod) => void;
  /** Everything back to nothing chosen (§4 "Cart empty"). */
  clear: () => void;
};

export const emptyDraft: StoredDraft = {
  date: null,
  time: null,
  address: null,
  contactName: '',
  contactPhone: '',
  contactEdited: false,
  orderNote: '',
  couponCode: null,
  paymentMethod: null,
};

const STORAGE_VERSION = 1;

const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

function isSavedAddress(value: unknown): value is SavedAddress {
  return (
    isRecord(value) &&
    Number.isSafeInteger(value.id) &&
    typeof value.address === 'string' &&
    typeof value.in_delivery_area === 'boolean'
  );
}

function isPaymentMethod(value: unknown): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly unknown[]).includes(value);
}

/** The stored value, field by field: a damaged or older entry cannot break the page. */
export function readStoredDraft(value: unknown): StoredDraft {
  if (!isRecord(value)) return emptyDraft;
  const date = textOrNull(value.date);
  return {
    date: date !== null && isDateString(date) ? date : null,
    time: textOrNull(value.time),
    address: isSavedAddress(value.address) ? value.address : null,
    // A contact stored before it was marked as set here was the profile's of then: not kept.
    ...(value.contactEdited === true
      ? { contactName: text(value.contactName), contactPhone: text(value.contactPhone), contactEdited: true }
      : { contactName: '', contactPhone: '', contactEdited: false }),
    orderNote: text(value.orderNote),
    couponCode: textOrNull(value.couponCode),
    paymentMethod: isPaymentMethod(value.paymentMethod) ? value.paymentMethod : null,
  };
}

/**
 * The checkout's choices, kept in localStorage under the one 'checkout' key with Zustand's persist
 * (§3 "Part of it is kept in browser storage under one checkout key and restored on load"):
 * `{ "state": { "date": "2026-11-23", "time": "6:15 PM", ... }, "version": 1 }`.
 */
/** The stored choices, without the actions. */
export const selectStoredDraft = (state: CheckoutDraftState): StoredDraft => ({
  date: state.date,
  time: state.time,
  address: state.address,
  contactName: state.contactName,
  contactPhone: state.contactPhone,
  contactEdited: state.contactEdited,
  orderNote: state.orderNote,
  couponCode: state.couponCode,
  paymentMethod: state.paymentMethod,
});

export const useCheckoutDraft = create<CheckoutDraftState>()(
  persist(
    (set) => ({
      ...emptyDraft,
      startSession: (now) =>
        set((state) => {
          const earliest = earliestOrderableDate(now);
          return state.date === null || state.date < earliest ? { date: earliest, time: null } : {};
        }),
      setDate: (date) => set((state) => (state.date === date ? {} : { date, time: null })),
      setTime: (time) => set({ time }),
      setSchedule: (date, time) => set({ date, time }),
      setAddress: (address) => set({ address }),
      setContact: ({ name, phone }) =>
        set({ contactName: name.trim(), contactPhone: phone.trim(), contactEdited: true }),
      setOrderNote: (orderNote) => set({ orderNote: orderNote.trim() }),
      setCouponCode: (couponCode) => set({ couponCode: couponCode?.trim() || null }),
      setPaymentMethod: (paymentMethod) => set({ paymentMethod }),
      clear: () => set({ ...emptyDraft, ...CLEARED_CHECKOUT_DRAFT }),
    }),
    {
      name: storageKeys.checkout,
      version: STORAGE_VERSION,
      storage: createJSONStorage(() => safeLocalStorage),
      partialize: selectStoredDraft,
      migrate: () => emptyDraft,
      // The stored key is the whole truth: when it is gone (the basket emptied, signed out), so is the draft.
      merge: (persisted, current) => ({ ...current, ...readStoredDraft(persisted) }),
    },
  ),
);

// Changed or removed in another tab, or by the app when the basket empties: this tab follows.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === storageKeys.checkout) void useCheckoutDraft.persist.rehydrate();
  });
}
