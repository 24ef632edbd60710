import { COUPON_DISCOUNT_TYPES } from '../order-constants.ts';
import { idParamSchema, isDisplayText, isMultiLineText, isSingleLineText } from '../validation.ts';
import { z } from '../zod.ts';
import { boardOrderSchema, wholeNumber } from './staff.ts';

/** The staff's desk work: the e-mail outbox, customers, table enquiries, coupons and the figures. */
// The e-mail outbox and the customers, as the staff look them up

export const OUTBOX_STATES = ['sent', 'waiting', 'failed'] as const;
export const outboxQuerySchema = z.object({
  state: z.enum(['all', ...OUTBOX_STATES]).default('all'),
});
export const outboxEmailSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  /** null for an e-mail holding a secret (a password-reset code), which is never shown */
  text: z.string().nullable(),
  state: z.enum(OUTBOX_STATES),
  attempts: z.number(),
  error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;
export const outboxResponseSchema = z.object({ emails: z.array(outboxEmailSchema) });
export const outboxParamsSchema = z.object({ emailId: idParamSchema });

export const customerSearchSchema = z.object({
  q: z.string().trim().min(2, { error: 'At least 2 characters' }).max(100).refine(isSingleLineText),
});
export const staffCustomerSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  created_at: z.string(),
  orders_count: z.number(),
});
export type StaffCustomer = z.infer<typeof staffCustomerSchema>;
export const staffCustomersResponseSchema = z.object({ customers: z.array(staffCustomerSchema) });
export const customerParamsSchema = z.object({ customerId: idParamSchema });
export const customerOrdersResponseSchema = z.object({ orders: z.array(boardOrderSchema) });

// ---------------------------------------------------------------------------------------------
// Table enquiries (the pre-order form's), answered by the staff with an e-mail

export const ENQUIRY_STATUSES = ['new', 'confirmed', 'declined'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const enquiriesQuerySchema = z.object({ status: z.enum(['all', ...ENQUIRY_STATUSES]).default('new') });
export const enquirySchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The Dublin date and time asked for */
  date: z.string(),
  time: z.string(),
  people: z.number(),
  message: z.string().nullable(),
  status: z.enum(ENQUIRY_STATUSES),
  /** What the staff wrote back, once answered */
  reply: z.string().nullable(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
});
export type Enquiry = z.infer<typeof enquirySchema>;
export const enquiriesResponseSchema = z.object({ enquiries: z.array(enquirySchema) });
export const enquiryParamsSchema = z.object({ enquiryId: idParamSchema });
export const ENQUIRY_REPLY_MAX_LENGTH = 1000;
export const answerEnquirySchema = z.object({
  status: z.enum(['confirmed', 'declined'], { error: 'Confirm or decline' }),
  reply: z
    .string({ error: 'Write to the customer' })
    .trim()
    .min(3, { error: 'Write to the customer', abort: true })
    .max(ENQUIRY_REPLY_MAX_LENGTH, { error: `At most ${ENQUIRY_REPLY_MAX_LENGTH} characters`, abort: true })
    .refine(isMultiLineText, { error: 'The reply has characters that are not supported' }),
});
export type AnswerEnquiryRequest = z.infer<typeof answerEnquirySchema>;

// ---------------------------------------------------------------------------------------------
// Coupons, as the staff keep them (admins change them)

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'A date as YYYY-MM-DD' });

/** A coupon as the staff edit it: the discount a whole percent, or cents off. */
export const couponChangeSchema = z
  .object({
    code: z
      .string({ error: 'Enter a code' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{3,20}$/, { error: '3 to 20 letters, digits or dashes' }),
    title: z
      .string({ error: 'Enter a title' })
      .trim()
      .min(1, { error: 'Enter a title', abort: true })
      .max(80, { error: 'At most 80 characters', abort: true })
      .refine(isDisplayText, { error: 'The title has characters that are not supported' }),
    discount_type: z.enum(COUPON_DISCOUNT_TYPES),
    discount: wholeNumber(1, 100_000),
    min_purchase_cents: wholeNumber(0, 1_000_000),
    start_date: isoDate,
    expire_date: isoDate,
    limit: wholeNumber(1, 1_000_000),
    active: z.boolean(),
  })
  .refine((coupon) => coupon.discount_type !== 'percent' || coupon.discount <= 100, {
    error: 'At most 100%',
    path: ['discount'],
  })
  .refine((coupon) => coupon.expire_date >= coupon.start_date, {
    error: 'It ends on or after the day it starts',
    path: ['expire_date'],
  });
export type CouponChange = z.infer<typeof couponChangeSchema>;
export const staffCouponSchema = z.object({
  id: z.number(),
  code: z.string(),
  title: z.string(),
  discount_type: z.enum(COUPON_DISCOUNT_TYPES),
  discount: z.number(),
  min_purchase_cents: z.number(),
  start_date: z.string(),
  expire_date: z.string(),
  limit: z.number(),
  /** Orders that have used it so far */
  total_uses: z.number(),
  active: z.boolean(),
});
export type StaffCoupon = z.infer<typeof staffCouponSchema>;
export const staffCouponsResponseSchema = z.object({ coupons: z.array(staffCouponSchema) });
export const couponParamsSchema = z.object({ couponId: idParamSchema });

// ---------------------------------------------------------------------------------------------
// Figures: page views, orders and revenue per Dublin day

export const FIGURES_DAYS = { min: 7, max: 90, default: 30 } as const;
export const figuresQuerySchema = z.object({
  days: z.coerce.number().int().min(FIGURES_DAYS.min).max(FIGURES_DAYS.max).default(FIGURES_DAYS.default),
});
const fulfilmentFigures = z.object({ orders: z.number(), revenue_cents: z.number() });
export const figuresResponseSchema = z.object({
  /** Every Dublin day of the range, oldest first, today last */
  days: z.array(
    z.object({
      day: z.string(),
      page_views: z.number(),
      collection: fulfilmentFigures,
      delivery: fulfilmentFigures,
    }),
  ),
  /** The paths viewed in the range, most viewed first, with their views per day */
  paths: z.array(
    z.object({
      path: z.string(),
      views: z.number(),
      by_day: z.array(z.object({ day: z.string(), count: z.number() })),
    }),
  ),
});
export type Figures = z.infer<typeof figuresResponseSchema>;
