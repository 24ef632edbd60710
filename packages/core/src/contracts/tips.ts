import { TIP_LIMITS, type TipSettings } from '../tips.ts';
import { isMultiLineText, isSingleLineText } from '../validation.ts';
import { z } from '../zod.ts';

const ownerWords = (max: number) => z.string().trim().max(max);

/** `PUT /api/v1/staff/settings/tips` (admins): the tip choices and the notice's answers. */
export const tipSettingsSchema = z
  .object({
    percents: z
      .array(z.number().int().min(1).max(TIP_LIMITS.maxPercent))
      .max(TIP_LIMITS.maxChoices)
      .refine((list) => new Set(list).size === list.length, { error: 'Each percentage once' }),
    custom_max_cents: z.number().int().min(0).max(TIP_LIMITS.maxCustomCents),
    shared: z.boolean(),
    how: ownerWords(500).refine(isMultiLineText, { error: 'Letters, numbers and punctuation only' }),
    with_whom: ownerWords(300).refine(isSingleLineText, { error: 'One line' }),
    card_cost_basis_points: z.number().int().min(0).max(TIP_LIMITS.maxCardCostBasisPoints),
    mandatory_charge: ownerWords(500).refine(isMultiLineText, {
      error: 'Letters, numbers and punctuation only',
    }),
  })
  .refine((tips) => tips.percents.length + tips.custom_max_cents === 0 || tips.shared, {
    error:
      'Card tips must be shared with the staff (Payment of Wages Act 1991, s.4C) before they are offered',
    path: ['shared'],
  })
  .refine((tips) => !tips.shared || (tips.how.length > 0 && tips.with_whom.length > 0), {
    error: 'Say how and with whom the tips are shared: the notice tells the customers',
    path: ['how'],
  })
  .transform((tips): TipSettings => ({ ...tips, percents: [...tips.percents].sort((a, b) => a - b) }));
export type TipSettingsPayload = z.input<typeof tipSettingsSchema>;

/** `GET /api/v1/tips` (public): the settings, whether tips are offered, and the notice as written. */
export const tipsInfoSchema = z.object({
  settings: z.object({
    percents: z.array(z.number().int()),
    custom_max_cents: z.number().int(),
    shared: z.boolean(),
    how: z.string(),
    with_whom: z.string(),
    card_cost_basis_points: z.number().int(),
    mandatory_charge: z.string(),
  }),
  offered: z.boolean(),
  notice: z.array(z.string()),
});
export type TipsInfo = z.infer<typeof tipsInfoSchema>;
