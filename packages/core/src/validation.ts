/**
 * The zod schemas of the forms and payloads both the browser and the server check, with the
 * specification's exact messages (visitor-side §5, checkout-and-account §5).
 *
 * Where the spec requires a rule but words no message, the message is ours and sits in
 * `formMessages.validation` marked "not in the spec": name too long, password too long, current
 * password, new password equal to the current one, field type mismatch, note too long,
 * quantity, pre-order date/time/seats/message, e-mail too long, API query parameters.
 */

import {
  CATEGORY_PAGE_LIMIT,
  CATEGORY_PAGE_OFFSET,
  CATEGORY_PRODUCT_TYPES,
  DEFAULT_CATEGORY_PRODUCT_TYPE,
  EMAIL_MAX_LENGTH,
  IRISH_PHONE_PATTERN,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  NOTE_MAX_LENGTH,
  OTP_MAX_LENGTH,
  OTP_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  QUANTITY_MIN,
} from './constants.ts';
import { hasDeliveryDirections } from './delivery-address.ts';
import {
  ADDRESS_LABEL_MAX_LENGTH,
  ADDRESS_PAGE_SIZE,
  ADDRESS_PAGE_SIZE_MAX,
  ADDRESS_TYPES,
  DEFAULT_ADDRESS_TYPE,
  IRELAND_BOUNDS,
  PLACE_SEARCH_MAX_LENGTH,
  PLACE_SEARCH_MIN_LENGTH,
} from './delivery-constants.ts';
import { dishMessages } from './dish-messages.ts';
import { compactEircode, isEircode } from './eircode.ts';
import { emailMessages, formMessages } from './form-messages.ts';
import { isDisplayText, isMultiLineDisplayText, isMultiLineText, isSingleLineText } from './text-rules.ts';
import { unselectedVariations } from './variations.ts';
import { z } from './zod.ts';

const m = formMessages.validation;

/** How long a free-text address part (house, floor, road, contact name) may be; not in the spec. */
const ADDRESS_PART_MAX_LENGTH = 255;
const MENU_LIMIT_MAX = 100;

const removeWhitespace = (value: string) => value.replace(/\s+/g, '');

// The rules of the characters a person types live in text-rules.ts, with the order fields' schemas.
export { isDisplayText, isMultiLineDisplayText, isMultiLineText, isSingleLineText };

/** Also used by validation-forms.ts. */
export const unsupportedCharacters = { error: m.unsupportedCharacters };

// ---------------------------------------------------------------------------------------------
// E-mail

/** The forms that take an e-mail address; each has its own wording for an invalid one. */
export type EmailForm = 'register' | 'login' | 'reset' | 'preorder' | 'deleteAccount';

/** DECISIONS.md: any valid address unless the restaurant restricts them to some domains. */
export type EmailRules = {
  /** Empty (the default) accepts any valid address. */
  allowedDomains?: readonly string[];
  /** The provider's name as the messages say it ('Gmail'); defaults to the first domain. */
  providerName?: string;
};

function normaliseDomains(domains: readonly string[]): string[] {
  return domains.map((domain) => domain.trim().toLowerCase().replace(/^@/, '')).filter(Boolean);
}

export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && z.regexes.email.test(value);
}

function invalidEmailMessage(form: EmailForm, domains: readonly string[], providerName?: string): string {
  const firstDomain = domains[0];
  if (form === 'login') return emailMessages.login;
  if (firstDomain === undefined) return emailMessages.invalid;
  const provider = providerName ?? firstDomain;
  if (form === 'reset') return emailMessages.reset(provider);
  if (form === 'preorder') return emailMessages.preorder(provider, `yourname@${firstDomain}`);
  return emailMessages.invalid;
}

/**
 * An e-mail address, trimmed and lower-cased so one customer cannot hold two accounts that
 * differ only in case. With allowed domains, an address elsewhere gets the same message as a
 * malformed one, as the spec's provider-specific texts cover both.
 */
export function emailSchema(
  allowedDomains: readonly string[] = [],
  providerName?: string,
  form: EmailForm = 'register',
) {
  const domains = normaliseDomains(allowedDomains);
  const invalid = invalidEmailMessage(form, domains, providerName);
  return z
    .string({ error: emailMessages.required })
    .trim()
    .toLowerCase()
    .min(1, { error: emailMessages.required, abort: true })
    .max(EMAIL_MAX_LENGTH, { error: emailMessages.tooLong, abort: true })
    .regex(z.regexes.email, { error: invalid, abort: true })
    .refine((email) => domains.length === 0 || domains.includes(email.slice(email.lastIndexOf('@') + 1)), {
      error: invalid,
    });
}

/** Also used by validation-forms.ts. */
export const emailSchemaFor = (rules: EmailRules, form: EmailForm) =>
  emailSchema(rules.allowedDomains ?? [], rules.providerName, form);

// ---------------------------------------------------------------------------------------------
// Login identifier

/** Optional +, a first digit 1-9, at most 16 digits, once spaces are removed. */
export const PHONE_IDENTIFIER_PATTERN = /^\+?[1-9]\d{0,15}$/;

/**
 * 'phone' for a phone number, else 'email'. Besides the spec's international form, the Irish
 * '08' form that registration requires counts as a phone, or a customer could not sign in with
 * the number exactly as they registered it.
 */
export function detectFieldType(value: string): 'email' | 'phone' {
  const compact = removeWhitespace(value);
  return PHONE_IDENTIFIER_PATTERN.test(compact) || IRISH_PHONE_PATTERN.test(compact) ? 'phone' : 'email';
}

/** An e-mail address (lower-cased) or a phone number (spaces removed). */
export const loginIdentifierSchema = z
  .string({ error: m.identifierRequired })
  .trim()
  .min(1, { error: m.identifierRequired, abort: true })
  .refine((value) => detectFieldType(value) === 'phone' || isEmailAddress(value.toLowerCase()), {
    error: m.identifierInvalid,
  })
  .transform((value) => (detectFieldType(value) === 'phone' ? removeWhitespace(value) : value.toLowerCase()));

// ---------------------------------------------------------------------------------------------
// Passwords and codes. Passwords are checked exactly as typed: a space is a character.

function passwordWith(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage, abort: true })
    .min(PASSWORD_MIN_LENGTH, { error: m.passwordTooShort, abort: true })
    .max(PASSWORD_MAX_LENGTH, { error: m.passwordTooLong, abort: true })
    .refine(isSingleLineText, unsupportedCharacters);
}

export const passwordSchema = passwordWith(m.passwordRequired);
export const newPasswordSchema = passwordWith(m.newPasswordRequired);

export const confirmPasswordSchema = z
  .string({ error: m.confirmPasswordRequired })
  .min(1, { error: m.confirmPasswordRequired, abort: true })
  .refine(isSingleLineText, unsupportedCharacters);

/** The reset code; the input takes at most 6 characters, so more is as wrong as too few. */
export const otpSchema = z
  .string({ error: m.otpRequired })
  .trim()
  .min(1, { error: m.otpRequired, abort: true })
  .min(OTP_MIN_LENGTH, { error: m.otpInvalid, abort: true })
  .max(OTP_MAX_LENGTH, { error: m.otpInvalid, abort: true })
  .refine(isSingleLineText, { error: m.otpInvalid });

// ---------------------------------------------------------------------------------------------
// Names and phones

/** A person's name, trimmed; an empty one is simply too short, as the spec words it. */
export const nameSchema = z
  .string({ error: m.nameTooShort })
  .trim()
  .min(NAME_MIN_LENGTH, { error: m.nameTooShort, abort: true })
  .max(NAME_MAX_LENGTH, { error: m.nameTooLong, abort: true })
  .refine(isDisplayText, unsupportedCharacters);

function irishPhoneWith(invalidMessage: string) {
  return z
    .string({ error: m.phoneRequired })
    .trim()
    .min(1, { error: m.phoneRequired, abort: true })
    .overwrite(removeWhitespace)
    .regex(IRISH_PHONE_PATTERN, { error: invalidMessage });
}

/** '08' and 8 more digits once spaces are removed; the output has no spaces. */
export const irishPhoneSchema = irishPhoneWith(m.phoneInvalid);
/** The pre-order form's variant, whose message gives an example. */
export const preorderPhoneSchema = irishPhoneWith(m.preorderPhoneInvalid);

/** 'Mary Ann Byrne' → first 'Mary', last 'Ann Byrne': the first space divides them. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const trimmed = fullName.trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  return space === -1
    ? { firstName: trimmed, lastName: '' }
    : { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) };
}

// ---------------------------------------------------------------------------------------------
// Basket

export const noteSchema = z
  .string()
  .trim()
  .max(NOTE_MAX_LENGTH, { error: m.noteTooLong, abort: true })
  .refine(isMultiLineDisplayText, unsupportedCharacters);

/** At least 1, with no maximum (visitor-side §5). */
export const quantitySchema = z
  .number({ error: m.quantityNotWhole })
  .int({ error: m.quantityNotWhole })
  .min(QUANTITY_MIN, { error: m.quantityTooSmall });

/** A map from variation id to the chosen option; every listed group needs one. */
export function variationChoiceSchema(groupIds: readonly (string | number)[]) {
  return z.record(z.string(), z.unknown()).superRefine((selections, ctx) => {
    for (const groupId of unselectedVariations(groupIds, selections)) {
      ctx.addIssue({ code: 'custom', path: [groupId], message: dishMessages.selectVariation });
    }
  });
}

export const couponCodeSchema = z
  .string({ error: formMessages.validation.couponCodeRequired })
  .trim()
  .min(1, { error: formMessages.validation.couponCodeRequired, abort: true })
  .refine(isDisplayText, unsupportedCharacters);

/** '12' → 12 for form and query strings; anything else is left for the number schema to reject. */
export function numberFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : value;
}

// ---------------------------------------------------------------------------------------------
// Addresses

/**
 * A coordinate as the first version sends it (a string, '0.0' meaning unset) or a number: unset or
 * not a number asks for a pick on the map; a number outside Ireland is refused too.
 */
function coordinateSchema(min: number, max: number) {
  return z
    .union([z.string(), z.number()], { error: m.selectValidLocation })
    .transform((value) => (typeof value === 'string' ? Number(value.trim() || Number.NaN) : value))
    .refine((value) => Number.isFinite(value) && value !== 0, { error: m.selectValidLocation, abort: true })
    .refine((value) => value >= min && value <= max, { error: m.locationOutsideIreland });
}

export const latitudeSchema = coordinateSchema(IRELAND_BOUNDS.south, IRELAND_BOUNDS.north);
export const longitudeSchema = coordinateSchema(IRELAND_BOUNDS.west, IRELAND_BOUNDS.east);

const optionalAddressPart = z
  .string()
  .trim()
  .max(ADDRESS_PART_MAX_LENGTH, { abort: true })
  .refine(isDisplayText, unsupportedCharacters)
  .optional();

/**
 * Optional; typed with or without the space and in any case, kept compact and upper-case
 * ('E25X9T4', as stored) and shown with its space (formatEircode).
 */
export const eircodeSchema = z
  .string()
  .transform(compactEircode)
  .refine((value) => value === '' || isEircode(value), { error: m.eircodeInvalid })
  .transform((value) => value || undefined)
  .optional();

/**
 * The add/edit address payload. `address_label` is the 'other' type's own name ('Gym'), kept so the
 * customer sees it again (the first version dropped it); the server ignores it for home and work.
 * The delivery-radius check is the server's, against settings.
 */
export const addressSchema = z
  .object({
    address_type: z.enum(ADDRESS_TYPES).default(DEFAULT_ADDRESS_TYPE),
    address_label: z
      .string()
      .trim()
      .max(ADDRESS_LABEL_MAX_LENGTH, { error: m.addressLabelTooLong, abort: true })
      .refine(isDisplayText, unsupportedCharacters)
      .optional(),
    address: z
      .string({ error: m.addressRequired })
      .trim()
      .min(1, { error: m.addressRequired, abort: true })
      .max(ADDRESS_PART_MAX_LENGTH, { abort: true })
      .refine(isDisplayText, unsupportedCharacters),
    latitude: latitudeSchema,
    longitude: longitudeSchema,
    // Sent but not validated, as in the first version.
    contact_person_name: optionalAddressPart,
    contact_person_number: optionalAddressPart,
    house: optionalAddressPart,
    floor: optionalAddressPart,
    road: optionalAddressPart,
    eircode: eircodeSchema,
    zone_id: z.number().int().optional(),
  })
  // Every saved address is one to deliver to: a point on the map alone does not bring the driver to
  // the door (issue 29). The error sits on the first of the parts, House/Flat No.
  .refine(hasDeliveryDirections, { error: m.addressDirectionsRequired, path: ['house'] });
export type AddressInput = z.input<typeof addressSchema>;

// ---------------------------------------------------------------------------------------------
// API parameters

function queryInteger(min: number, max: number, message: string) {
  return z.preprocess(
    numberFromText,
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message }),
  );
}

/** `GET /api/v1/categories/products/{categoryId}?limit&offset&type`, from query strings. */
export const menuQuerySchema = z.object({
  limit: queryInteger(1, MENU_LIMIT_MAX, m.limitOutOfRange).default(CATEGORY_PAGE_LIMIT),
  offset: queryInteger(0, Number.MAX_SAFE_INTEGER, m.offsetOutOfRange).default(CATEGORY_PAGE_OFFSET),
  type: z
    .enum(CATEGORY_PRODUCT_TYPES, { error: m.productTypeInvalid })
    .default(DEFAULT_CATEGORY_PRODUCT_TYPE),
});

/** `GET /api/v1/customer/address/list?limit&offset`: offset counts the addresses skipped. */
export const addressListQuerySchema = z.object({
  limit: queryInteger(1, ADDRESS_PAGE_SIZE_MAX, m.limitOutOfRange).default(ADDRESS_PAGE_SIZE),
  offset: queryInteger(0, Number.MAX_SAFE_INTEGER, m.offsetOutOfRange).default(0),
});

/** `GET /api/v1/geo/search?q=`: a place name, an address or an Eircode. */
export const placeSearchQuerySchema = z.object({
  q: z
    .string({ error: m.placeSearchLength })
    .trim()
    .min(PLACE_SEARCH_MIN_LENGTH, { error: m.placeSearchLength, abort: true })
    .max(PLACE_SEARCH_MAX_LENGTH, { error: m.placeSearchLength, abort: true })
    .refine(isSingleLineText, unsupportedCharacters),
});

/** `GET /api/v1/geo/reverse?lat&lng`: a point in Ireland. */
export const reverseGeocodeQuerySchema = z.object({ lat: latitudeSchema, lng: longitudeSchema });

/** A path id: digits only ('12', not '1e1', '0x0c' or ' 12'), above 0, within PostgreSQL's integer. */
export const idParamSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
  z
    .number({ error: m.idInvalid })
    .refine((id) => Number.isInteger(id) && id >= 1 && id <= 2_147_483_647, { error: m.idInvalid }),
);
