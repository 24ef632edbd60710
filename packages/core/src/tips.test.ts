import { describe, expect, it } from 'vitest';
import { placeOrderRequestSchema } from './contracts/orders.ts';
import { tipSettingsSchema } from './contracts/tips.ts';
import {
  checkTip,
  NO_TIPS,
  percentTipCents,
  type TipSettings,
  tipBaseCents,
  tipsNotice,
  tipsOffered,
} from './tips.ts';

const settings: TipSettings = {
  percents: [5, 10, 15],
  custom_max_cents: 50_00,
  shared: true,
  how: 'in equal parts per hour worked, paid every fortnight with wages.',
  with_whom: 'everyone on the shift',
  card_cost_basis_points: 0,
  mandatory_charge: '',
};

describe('the tip arithmetic', () => {
  it('takes a percentage of the total before the tip, the deposit left out, to the nearest cent', () => {
    expect(tipBaseCents({ totalCents: 25_45, depositCents: 45 })).toBe(25_00);
    expect(percentTipCents(10, 25_00)).toBe(2_50);
    // 10 % of €12.35 is 123.5 cents: half a cent goes up; 5 % of €12.34 is 61.7 cents: 62.
    expect(percentTipCents(10, 12_35)).toBe(1_24);
    expect(percentTipCents(5, 12_34)).toBe(62);
    expect(percentTipCents(15, 0)).toBe(0);
  });

  it('adds nothing when nothing is chosen, on cash as on card', () => {
    expect(checkTip(settings, { tip: null, cash: true, baseCents: 20_00 })).toEqual({
      ok: true,
      tipCents: 0,
    });
    expect(checkTip(settings, { tip: undefined, cash: false, baseCents: 20_00 })).toEqual({
      ok: true,
      tipCents: 0,
    });
  });

  it('refuses a tip on cash, a percentage not offered, an amount out of bounds, and any tip when off', () => {
    expect(checkTip(settings, { tip: { percent: 10 }, cash: true, baseCents: 20_00 }).ok).toBe(false);
    expect(checkTip(settings, { tip: { percent: 12 }, cash: false, baseCents: 20_00 }).ok).toBe(false);
    expect(checkTip(settings, { tip: { amount: 50_01 }, cash: false, baseCents: 20_00 }).ok).toBe(false);
    expect(checkTip(settings, { tip: { amount: 0 }, cash: false, baseCents: 20_00 }).ok).toBe(false);
    expect(checkTip(NO_TIPS, { tip: { percent: 10 }, cash: false, baseCents: 20_00 }).ok).toBe(false);
    expect(
      checkTip({ ...settings, custom_max_cents: 0 }, { tip: { amount: 1_00 }, cash: false, baseCents: 0 }).ok,
    ).toBe(false);
  });

  it('takes an offered percentage and an amount within the bounds', () => {
    expect(checkTip(settings, { tip: { percent: 10 }, cash: false, baseCents: 20_00 })).toEqual({
      ok: true,
      tipCents: 2_00,
    });
    expect(checkTip(settings, { tip: { amount: 50_00 }, cash: false, baseCents: 20_00 })).toEqual({
      ok: true,
      tipCents: 50_00,
    });
  });

  it('reads the body’s tip: a percentage, or euro into cents; nothing else', () => {
    const base = { tip: { amount: '2.50' } };
    expect(placeOrderRequestSchema.shape.tip.parse(base.tip)).toEqual({ amount: 2_50 });
    expect(placeOrderRequestSchema.shape.tip.parse({ percent: 10 })).toEqual({ percent: 10 });
    expect(placeOrderRequestSchema.shape.tip.safeParse({ percent: 10, amount: '1' }).success).toBe(false);
    expect(placeOrderRequestSchema.shape.tip.safeParse({ amount: '-1' }).success).toBe(false);
  });
});

describe('the tips notice (s.4E)', () => {
  it('says tips are optional, with whom and how they are shared, and that nothing is deducted', () => {
    const notice = tipsNotice(settings, 'Tiffin');
    expect(notice[0]).toContain('nothing is added unless you choose one');
    expect(notice[1]).toBe(
      'Every tip paid by card at Tiffin is shared with everyone on the shift: in equal parts per hour worked, paid every fortnight with wages.',
    );
    expect(notice[2]).toBe('Nothing is deducted from card tips: the staff receive all of every tip.');
    expect(notice).toContain('We add no service charge or other mandatory charge to your order.');
    expect(notice.at(-1)).toContain('section 4E of the Payment of Wages Act 1991');
  });

  it('names the card-cost share and the mandatory charge when there are, and says when tips are not taken', () => {
    const notice = tipsNotice(
      { ...settings, card_cost_basis_points: 150, mandatory_charge: 'none on takeaways.' },
      'Tiffin',
    );
    expect(notice[2]).toContain('The only deduction is 1.5 % of each card tip');
    expect(notice).toContain('Mandatory charge: none on takeaways.');
    expect(tipsNotice(NO_TIPS, 'Tiffin')[0]).toBe('Tiffin does not take tips online.');
  });
});

describe('the tip settings', () => {
  it('offer tips only when shared with the staff, with how and with whom said', () => {
    expect(tipsOffered(settings)).toBe(true);
    expect(tipsOffered({ ...settings, shared: false })).toBe(false);
    expect(tipSettingsSchema.safeParse({ ...settings, shared: false }).success).toBe(false);
    expect(tipSettingsSchema.safeParse({ ...settings, how: '' }).success).toBe(false);
    expect(tipSettingsSchema.safeParse({ ...NO_TIPS }).success).toBe(true);
    expect(tipSettingsSchema.parse({ ...settings, percents: [15, 5] }).percents).toEqual([5, 15]);
    expect(tipSettingsSchema.safeParse({ ...settings, percents: [10, 10] }).success).toBe(false);
  });
});
