import { DELETE_ACCOUNT_PASSWORD_MIN_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './constants.ts';
import { addDays, isDateString, PREORDER_TIME_CHOICES } from './dublin-time.ts';
import { formMessages } from './form-messages.ts';
import {
  PREORDER_MAX_DAYS_AHEAD,
  PREORDER_MESSAGE_MAX_LENGTH,
  PREORDER_SEATS_MAX,
  PREORDER_SEATS_MIN,
} from './preorder-constants.ts';
import { isDisplayText, isMultiLineText, isSingleLineText } from './text-rules.ts';
import {
  confirmPasswordSchema,
  detectFieldType,
  type EmailRules,
  emailSchema,
  emailSchemaFor,
  irishPhoneSchema,
  loginIdentifierSchema,
  nameSchema,
  newPasswordSchema,
  numberFromText,
  otpSchema,
  passwordSchema,
  preorderPhoneSchema,
  splitFullName,
  unsupportedCharacters,
} from './validation.ts';
import { z } from './zod.ts';

const m = formMessages.validation;

/** The forms of accounts and the pre-order (table enquiry): their schemas, from validation.ts's fields. */
// Accounts

export function createRegisterSchema(rules: EmailRules = {}) {
  return z.object({
    name: nameSchema,
    phone: irishPhoneSchema,
    email: emailSchemaFor(rules, 'register'),
    password: passwordSchema,
  });
}
export const registerSchema = createRegisterSchema();

/**
 * Login is never restricted to the allowed domains: every account already satisfies them, and a
 * customer typing a wrong address should hear the login form's own message.
 */
export const loginSchema = z
  .object({
    email_or_phone: loginIdentifierSchema,
    password: passwordSchema,
    field_type: z.enum(['email', 'phone']).default('email'),
    login_type: z.literal('manual').default('manual'),
  })
  .superRefine((login, ctx) => {
    // Without this, a phone number sent as an e-mail would simply find no account.
    if (detectFieldType(login.email_or_phone) !== login.field_type) {
      ctx.addIssue({ code: 'custom', path: ['field_type'], message: m.fieldTypeMismatch });
    }
  });

export function createForgotPasswordSchema(rules: EmailRules = {}) {
  return z.object({ email: emailSchemaFor(rules, 'reset') });
}
export const forgotPasswordSchema = createForgotPasswordSchema();

// Steps 2 and 3 carry the address step 1 accepted, so only its form is checked again.
const resetEmailSchema = emailSchema([], undefined, 'reset');

export const verifyTokenSchema = z.object({
  reset_token: otpSchema,
  email: resetEmailSchema,
});

export const resetPasswordSchema = z
  .object({
    email: resetEmailSchema,
    reset_token: otpSchema,
    password: newPasswordSchema,
    confirm_password: confirmPasswordSchema,
  })
  .refine((reset) => reset.password === reset.confirm_password, {
    path: ['confirm_password'],
    error: m.passwordsDoNotMatch,
  });

/** The first version's delete form: 6 characters, with its own message. */
export const deleteAccountSchema = z.object({
  email: emailSchema([], undefined, 'deleteAccount'),
  password: z
    .string({ error: m.passwordRequired })
    .min(1, { error: m.passwordRequired, abort: true })
    .min(DELETE_ACCOUNT_PASSWORD_MIN_LENGTH, { error: m.deleteAccountPasswordTooShort, abort: true })
    .max(PASSWORD_MAX_LENGTH, { error: m.passwordTooLong, abort: true })
    .refine(isSingleLineText, unsupportedCharacters),
});

/**
 * The profile form sends the full name; first and last names are always derived from it, so
 * the three can never disagree. The e-mail is read-only on the form and optional here.
 */
export const updateProfileSchema = z
  .object({
    name: z
      .string({ error: m.fullNameRequired })
      .trim()
      .min(1, { error: m.fullNameRequired, abort: true })
      .max(NAME_MAX_LENGTH, { error: m.nameTooLong, abort: true })
      .refine(isDisplayText, unsupportedCharacters),
    phone: irishPhoneSchema,
    email: emailSchema().optional(),
    // Sent by the first version's form; always derived from `name` below.
    f_name: z.string().max(NAME_MAX_LENGTH).optional(),
    l_name: z.string().max(NAME_MAX_LENGTH).optional(),
  })
  .transform((profile) => {
    const { firstName, lastName } = splitFullName(profile.name);
    return { ...profile, f_name: firstName, l_name: lastName };
  });

export const changePasswordSchema = z
  .object({
    current_password: z
      .string({ error: m.currentPasswordRequired })
      .min(1, { error: m.currentPasswordRequired, abort: true })
      .refine(isSingleLineText, unsupportedCharacters),
    new_password: newPasswordSchema,
    confirm_password: confirmPasswordSchema,
  })
  .superRefine((change, ctx) => {
    if (change.new_password !== change.confirm_password) {
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: m.passwordsDoNotMatch });
    }
    if (change.new_password === change.current_password) {
      ctx.addIssue({ code: 'custom', path: ['new_password'], message: m.newPasswordSameAsCurrent });
    }
  });

// ---------------------------------------------------------------------------------------------
// Pre-order

const PREORDER_TIME_VALUES: readonly string[] = PREORDER_TIME_CHOICES.map((choice) => choice.value);

export type PreorderSchemaOptions = {
  /**
   * Today's date in Dublin, 'YYYY-MM-DD' (from `dublinDate(now)`): the date must be from today to
   * 90 days ahead. Without it only the date's form is checked (the server's route, which checks the
   * window against its own clock).
   */
  today?: string;
  emailRules?: EmailRules;
};

/** A pre-order date: a real calendar date, and with `today`, within the next 90 days. */
export function preorderDateSchema(today?: string) {
  if (today !== undefined && !isDateString(today)) {
    throw new RangeError(`Expected today as 'YYYY-MM-DD', got "${today}"`);
  }
  const date = z
    .string({ error: m.dateRequired })
    .trim()
    .min(1, { error: m.dateRequired, abort: true })
    .refine(isDateString, { error: m.dateInvalid, abort: true });
  if (today === undefined) return date;
  return (
    date
      // 'YYYY-MM-DD' strings order as the days they name.
      .refine((value) => value >= today, { error: m.dateInPast, abort: true })
      .refine((value) => value <= addDays(today, PREORDER_MAX_DAYS_AHEAD), { error: m.dateTooFar })
  );
}

/** A table request: every field but the message required, the date within the next 90 days, seats 1-20. */
export function preorderSchema({ today, emailRules = {} }: PreorderSchemaOptions = {}) {
  return z.object({
    name: nameSchema,
    email: emailSchemaFor(emailRules, 'preorder'),
    phone: preorderPhoneSchema,
    date: preorderDateSchema(today),
    time: z
      .string({ error: m.timeRequired })
      .refine((time) => PREORDER_TIME_VALUES.includes(time), { error: m.timeRequired }),
    people: z.preprocess(
      numberFromText,
      z
        .number({ error: (issue) => (issue.input === undefined ? m.seatsRequired : m.seatsOutOfRange) })
        .int({ error: m.seatsOutOfRange })
        .min(PREORDER_SEATS_MIN, { error: m.seatsOutOfRange })
        .max(PREORDER_SEATS_MAX, { error: m.seatsOutOfRange }),
    ),
    message: z
      .string()
      .trim()
      .max(PREORDER_MESSAGE_MAX_LENGTH, { error: m.messageTooLong, abort: true })
      .refine(isMultiLineText, unsupportedCharacters)
      .optional(),
  });
}
