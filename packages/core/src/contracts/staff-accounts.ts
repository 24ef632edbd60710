import { emailSchema, idParamSchema, isSingleLineText } from '../validation.ts';
import { z } from '../zod.ts';

/** The staff's accounts: roles, signing in, passwords, the team (issues 14, 30). */
export const STAFF_ROLES = ['staff', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A staff password is longer than a customer's: the account sees every customer's orders. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
const STAFF_PASSWORD_MAX_LENGTH = 128;

const staffPasswordSchema = z
  .string({ error: 'Enter the password' })
  .min(1, { error: 'Enter the password', abort: true })
  .max(STAFF_PASSWORD_MAX_LENGTH, { error: 'The password is too long', abort: true })
  .refine(isSingleLineText, { error: 'The password has characters that are not supported' });

export const staffLoginSchema = z.object({
  email: emailSchema([], undefined, 'login'),
  password: staffPasswordSchema,
});
export type StaffLoginRequest = z.infer<typeof staffLoginSchema>;

export const staffMemberSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  disabled: z.boolean(),
  /**
   * Networks held back from signing in to this member after wrong passwords (decision 060), and
   * until when the last hold lasts (an ISO instant); null when none is
   */
  sign_in_held: z.object({ networks: z.number(), until: z.string() }).nullable(),
  created_at: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffLoginResponseSchema = z.object({ token: z.string(), staff: staffMemberSchema });
export type StaffLoginResponse = z.infer<typeof staffLoginResponseSchema>;

/**
 * A password a member of staff is given or chooses: 12 characters or more. Whether it is hard enough
 * to guess the server decides (its strength estimator's dictionaries stay out of the browser's code).
 */
const newStaffPasswordSchema = staffPasswordSchema.refine(
  (password) => password.length >= STAFF_PASSWORD_MIN_LENGTH,
  { error: `The password needs at least ${STAFF_PASSWORD_MIN_LENGTH} characters` },
);

export const newStaffMemberSchema = z.object({
  name: z
    .string({ error: 'Enter the name' })
    .trim()
    .min(1, { error: 'Enter the name', abort: true })
    .max(100, { error: 'The name is too long', abort: true })
    .refine(isSingleLineText, { error: 'The name has characters that are not supported' }),
  email: emailSchema(),
  password: newStaffPasswordSchema,
  role: z.enum(STAFF_ROLES),
});
export type NewStaffMember = z.infer<typeof newStaffMemberSchema>;

/** A member's own password change (issue 30): the current one, and the new one twice. */
export const staffPasswordChangeSchema = z
  .object({
    current_password: staffPasswordSchema,
    new_password: newStaffPasswordSchema,
    confirm_password: z.string({ error: 'Enter the new password again' }),
  })
  .superRefine((change, ctx) => {
    if (change.new_password !== change.confirm_password) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirm_password'],
        message: 'The two passwords are not the same',
      });
    }
    if (change.new_password === change.current_password) {
      ctx.addIssue({
        code: 'custom',
        path: ['new_password'],
        message: 'The new password must be different from the current one',
      });
    }
  });
export type StaffPasswordChange = z.infer<typeof staffPasswordChangeSchema>;

export const staffMemberChangeSchema = z.object({ disabled: z.boolean() });
export const staffMemberParamsSchema = z.object({ staffId: idParamSchema });
export const staffMembersResponseSchema = z.object({ staff: z.array(staffMemberSchema) });
