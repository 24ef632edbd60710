import {
  type PhoneOrderPayload,
  type PhoneQuotePayload,
  type Place,
  phoneOrderRequestSchema,
} from '@tiffin/core';
import { phoneOrderWords as text } from '@/lib/messages/phone-order-messages';

/*
 * The phone order as the staff fill it in (issue 49): what the form shows, and the body it sends.
 * Pure: the page keeps it in state and checks it with core's own schema before sending.
 */

export type PhoneLine = {
  item_id: number;
  name: string;
  quantity: number;
  variations: { name: string; values: { label: string[] } }[];
  item_note: string;
};

export type PhoneDraft = {
  /** The account found by phone or e-mail (its e-mail gets the confirmation), or null: a guest */
  customer: { id: number; email: string } | null;
  name: string;
  phone: string;
  order_type: 'take_away' | 'delivery';
  /** The place the server's search found for the caller's address: its line and its point */
  place: Place | null;
  house: string;
  road: string;
  floor: string;
  eircode: string;
  date: string;
  time: string;
  any_time: boolean;
  lines: PhoneLine[];
  order_note: string;
  allergy: 'no' | 'yes' | null;
  allergy_details: string;
  payment: 'cash' | 'link' | null;
};

export const emptyDraft = (today: string): PhoneDraft => ({
  customer: null,
  name: '',
  phone: '',
  order_type: 'take_away',
  place: null,
  house: '',
  road: '',
  floor: '',
  eircode: '',
  date: today,
  time: '',
  any_time: false,
  lines: [],
  order_note: '',
  allergy: null,
  allergy_details: '',
  payment: null,
});

const orNothing = (value: string) => (value.trim() === '' ? undefined : value);

/** The body the page sends: the checkout's fields, a collection without an address. */
export function payloadOf(draft: PhoneDraft): PhoneOrderPayload {
  const delivery = draft.order_type === 'delivery';
  return {
    restaurant_id: '2',
    is_buy_now: 'false',
    cutlery: 'false',
    order_type: draft.order_type,
    customer_id: draft.customer?.id ?? null,
    contact_person_name: draft.name,
    contact_person_number: draft.phone,
    schedule_at: draft.date && draft.time ? `${draft.date} ${draft.time}:00` : undefined,
    any_time: draft.any_time,
    cart: draft.lines.map(({ name: _name, item_note, ...line }) => ({
      ...line,
      item_note: orNothing(item_note),
    })),
    order_note: orNothing(draft.order_note),
    // A missing answer is left for the schema to refuse in its own words.
    allergy: (draft.allergy === 'yes'
      ? { answer: 'yes', details: draft.allergy_details }
      : draft.allergy === 'no'
        ? { answer: 'no' }
        : undefined) as PhoneOrderPayload['allergy'],
    payment: draft.payment as PhoneOrderPayload['payment'],
    ...(delivery
      ? {
          address: draft.place?.description,
          latitude: draft.place?.latitude,
          longitude: draft.place?.longitude,
          house: orNothing(draft.house),
          road: orNothing(draft.road),
          floor: orNothing(draft.floor),
          eircode: orNothing(draft.eircode),
        }
      : {}),
  };
}

/** The order as taken so far, to price: the allergy and the payment may not be asked yet. */
export function quotePayloadOf(draft: PhoneDraft): PhoneQuotePayload {
  return { ...payloadOf(draft), payment: draft.payment ?? undefined };
}

/**
 * The one check before sending: core's schema (the server's), plus what the server asks of a phone
 * order beyond it (a name and a phone, a time). Empty when the body may be sent.
 */
export function validate(draft: PhoneDraft): string[] {
  const problems: string[] = [];
  if (!draft.name.trim() || !draft.phone.trim()) problems.push(text.contactRequired);
  if (draft.lines.length === 0) problems.push(text.linesRequired);
  if (!draft.date || !draft.time) problems.push(text.timeRequired);
  if (draft.order_type === 'delivery' && draft.place === null) problems.push(text.addressRequired);
  const checked = phoneOrderRequestSchema.safeParse(payloadOf(draft));
  for (const issue of checked.error?.issues ?? []) {
    const message = issue.path[0] === 'payment' ? text.paymentRequired : issue.message;
    if (!problems.includes(message)) problems.push(message);
  }
  return problems;
}
