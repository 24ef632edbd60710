import { dublinInstant, NO_TIPS, type PricedOrder } from '@tiffin/core';
import { describe, expect, it } from 'vitest';
import type { RestaurantSettings } from '../modules/restaurant/index.ts';
import { orderStatusNews, paymentRefundedNews } from './order-news.ts';
import { kitchenCopy, orderReceipt, type Payment, paymentLine, type ReceiptOrder } from './order-receipt.ts';

const restaurant = {
  name: 'Tiffin',
  email: 'orders@tiffin.ie',
  phones: ['+353 62 61234'],
  addressLine: '1 Main Street',
  town: 'Cashel',
  county: 'Co. Tipperary',
  tipSettings: NO_TIPS,
} as RestaurantSettings;

const priced: PricedOrder = {
  lines: [{ unitPriceCents: 1250, lineTotalCents: 2500, quantity: 2 }],
  totals: { subtotalCents: 2500, deliveryFeeCents: 0, discountCents: 0, depositCents: 0, totalCents: 2500 },
};

/** A customer who has proved their address: letters may greet them by name. */
const aoife = { firstName: 'Aoife', emailVerifiedAt: new Date('2026-11-01T10:00:00Z') };

function order(payment: Partial<Payment> = {}): ReceiptOrder {
  return {
    reference: 'ACD347',
    contact: { name: 'Aoife', number: '0871234567' },
    delivery: null,
    scheduledAt: dublinInstant('2026-11-27', '18:30'),
    scheduledTime: '18:30',
    lines: [{ name: 'Chicken Tikka', quantity: 2, options: [], note: null, allergens: ['milk'] }],
    priced,
    couponCode: null,
    vat: [{ rate_basis_points: 1350, vat_cents: 298 }],
    orderNote: null,
    payment: { state: 'cash_due', totalCents: 2500, ...payment },
    tipCents: 0,
  };
}

describe("the e-mails' payment line", () => {
  it('says how the order is paid in the words of every surface', () => {
    expect(paymentLine({ state: 'card_paid', totalCents: 2500 })).toBe('Payment: Paid by card');
    expect(paymentLine({ state: 'cash_due', totalCents: 2500 })).toBe('Payment: Cash due €25.00');
    expect(paymentLine({ state: 'cash_paid', totalCents: 2500 })).toBe('Payment: Paid in cash');
    expect(paymentLine({ state: 'card_refunded', totalCents: 2500, refundedCents: 2500 })).toBe(
      'Payment: Refunded €25.00 (5-10 business days)',
    );
    expect(paymentLine({ state: 'nothing_due', totalCents: 2500 })).toBe('Payment: Nothing due');
  });

  it('is on the receipt and the kitchen copy: a card order never reads as cash', () => {
    const card = order({ state: 'card_paid' });
    expect(orderReceipt(card, restaurant, aoife).text).toContain('Payment: Paid by card');
    expect(orderReceipt(card, restaurant, aoife).text).not.toMatch(/\bcash\b/i);
    expect(kitchenCopy(card).text).toContain('Payment: Paid by card');
    expect(kitchenCopy(card).text).not.toMatch(/\bcash\b/i);
    expect(orderReceipt(order(), restaurant, aoife).text).toContain('Payment: Cash due €25.00');
    expect(kitchenCopy(order()).text).toContain('Payment: Cash due €25.00');
  });

  it('closes the story in the last e-mail: cash paid when collected, the card refunded when cancelled', () => {
    const changed = {
      reference: 'ACD347',
      fulfilment: 'collection' as const,
      readyAt: null,
      cancelReason: 'We are out of chicken.',
      totalCents: 2500,
      canceledByCustomer: false,
    };
    const collected = orderStatusNews(
      { ...changed, status: 'delivered', payment: { state: 'cash_paid', totalCents: 2500 } },
      aoife,
      restaurant,
    );
    expect(collected.letter.text).toContain('Payment: Paid in cash');
    const refunded = orderStatusNews(
      {
        ...changed,
        status: 'refunded',
        payment: { state: 'card_refunded', totalCents: 2500, refundedCents: 2500 },
      },
      aoife,
      restaurant,
    );
    expect(refunded.title).toBe('Order #ACD347 cancelled and refunded');
    expect(refunded.letter.text).toContain('Payment: Refunded €25.00 (5-10 business days)');
    const canceled = orderStatusNews(
      { ...changed, status: 'canceled', payment: { state: 'nothing_due', totalCents: 2500 } },
      aoife,
      restaurant,
    );
    expect(canceled.title).toBe('Order #ACD347 cancelled');
    expect(canceled.letter.text).toContain('Tiffin cancelled your order #ACD347: We are out of chicken.');
    expect(canceled.letter.text).toContain('Payment: Nothing due');
    const accepted = orderStatusNews(
      { ...changed, status: 'confirmed', payment: { state: 'cash_due', totalCents: 2500 } },
      aoife,
      restaurant,
    );
    expect(accepted.letter.text).not.toContain('Payment:');
  });
});

describe("the e-mails' allergens (issue 31)", () => {
  const kormaWithKingPrawn = {
    name: 'Korma',
    quantity: 1,
    options: [{ variation: 'Protein', label: 'King prawn', price_cents: 350 }],
    note: null,
    allergens: ['crustaceans', 'milk', 'tree_nuts'],
  };
  const chips = { name: 'Chips', quantity: 1, options: [], note: null, allergens: [] };
  const twoLines: ReceiptOrder = {
    ...order(),
    lines: [kormaWithKingPrawn, chips],
    priced: {
      lines: [
        { unitPriceCents: 1745, lineTotalCents: 1745, quantity: 1 },
        { unitPriceCents: 395, lineTotalCents: 395, quantity: 1 },
      ],
      totals: {
        subtotalCents: 2140,
        deliveryFeeCents: 0,
        discountCents: 0,
        depositCents: 0,
        totalCents: 2140,
      },
    },
  };

  it("list each line's as sold under it, none for a line without, and the order's at the end", () => {
    for (const text of [orderReceipt(twoLines, restaurant, aoife).text, kitchenCopy(twoLines).text]) {
      expect(text).toContain(
        [
          '1 × Korma  €17.45',
          '    Protein: King prawn (+€3.50)',
          '    Allergens: Crustaceans, Milk, Tree nuts',
          '1 × Chips  €3.95',
          '',
          'Products: €21.40',
        ].join('\n'),
      );
      expect(text).toContain('Allergens in this order: Crustaceans, Milk, Tree nuts');
    }
  });

  it('are on the receipt to an address not yet proved too: they are the menu’s words, not typed', () => {
    const text = orderReceipt(twoLines, restaurant, { emailVerifiedAt: null }).text;
    expect(text).toContain('    Allergens: Crustaceans, Milk, Tree nuts');
  });
});

describe('a letter to an address nobody has proved (issue 30)', () => {
  const unproved = { firstName: 'Visit evil.example', emailVerifiedAt: null };
  const typed = {
    ...order(),
    contact: { name: 'CLAIM your prize at evil.example', number: '0871234567' },
    delivery: { address: '1 Fake St, see evil.example', distanceKm: 2 },
    lines: [
      { name: 'Chicken Tikka', quantity: 2, options: [], note: 'line evil.example', allergens: ['milk'] },
    ],
    orderNote: 'order evil.example',
  };

  it("quotes nothing the orderer typed on the receipt: only the restaurant's words and the order's facts", () => {
    const receipt = orderReceipt(typed, restaurant, unproved);
    expect(receipt.subject).not.toContain('evil.example');
    expect(receipt.text).not.toContain('evil.example');
    expect(receipt.text).not.toContain('0871234567');
    expect(receipt.text).toContain('Thank you: Tiffin has your order #ACD347.');
    expect(receipt.text).toContain('2 × Chicken Tikka  €25.00');
    expect(receipt.text).toContain('Deliver to: the address given with the order (2.00 km)');
    expect(receipt.text).toContain('Total: €25.00');
    expect(receipt.text).toContain('until you confirm your e-mail address');
    // Once proved, the same receipt quotes them; the kitchen's copy always does.
    const proved = orderReceipt(typed, restaurant, aoife).text;
    expect(proved).toContain('Thank you, CLAIM your prize at evil.example:');
    expect(proved).toContain('Note: line evil.example');
    expect(proved).toContain('Order note: order evil.example');
    expect(proved).toContain('Deliver to: 1 Fake St, see evil.example');
    expect(kitchenCopy(typed).text).toContain('Order note: order evil.example');
  });

  it('greets without a name in the status e-mails and the refund e-mail', () => {
    const processing = {
      reference: 'ACD347',
      fulfilment: 'collection' as const,
      readyAt: null,
      cancelReason: null,
      totalCents: 2500,
      canceledByCustomer: false,
      status: 'processing' as const,
      payment: { state: 'cash_due' as const, totalCents: 2500 },
    };
    const toUnproved = orderStatusNews(processing, unproved, restaurant).letter.text;
    expect(toUnproved).toMatch(/^Hello,\n/);
    expect(toUnproved).not.toContain('evil.example');
    expect(orderStatusNews(processing, aoife, restaurant).letter.text).toMatch(/^Hello Aoife,\n/);
    const refunded = paymentRefundedNews(
      { amountCents: 2500, reason: 'The shop closed.' },
      unproved,
      restaurant,
    );
    expect(refunded.letter.text).toMatch(/^Hello,\n/);
    expect(refunded.letter.text).not.toContain('evil.example');
  });
});

describe('the receipt’s VAT by rate and deposit', () => {
  const curryAndCans: ReceiptOrder = {
    ...order(),
    lines: [
      { name: 'Chicken Tikka', quantity: 1, options: [], note: null, allergens: [] },
      { name: 'Coca-Cola (330ml can)', quantity: 2, options: [], note: null, allergens: [] },
    ],
    priced: {
      lines: [
        { unitPriceCents: 1495, lineTotalCents: 1495, quantity: 1 },
        { unitPriceCents: 250, lineTotalCents: 500, quantity: 2 },
      ],
      totals: {
        subtotalCents: 1995,
        deliveryFeeCents: 0,
        discountCents: 0,
        depositCents: 30,
        totalCents: 2025,
      },
    },
    vat: [
      { rate_basis_points: 900, vat_cents: 123 },
      { rate_basis_points: 2300, vat_cents: 93 },
    ],
  };

  it('shows the deposit as its own line and the VAT of each rate, on both copies', () => {
    for (const text of [orderReceipt(curryAndCans, restaurant, aoife).text, kitchenCopy(curryAndCans).text]) {
      expect(text).toContain('Deposit (Re-turn): €0.30\nTotal: €20.25\nVAT 9%: €1.23 · VAT 23%: €0.93');
    }
  });

  it('says 13.5% as such, and no deposit line when there is none', () => {
    const text = orderReceipt(order(), restaurant, aoife).text;
    expect(text).toContain('VAT 13.5%: €2.98');
    expect(text).not.toContain('Deposit');
  });
});

describe('the receipt of an order with a tip (issue 51)', () => {
  const tips = {
    ...restaurant,
    tipSettings: {
      percents: [5, 10, 15],
      custom_max_cents: 5000,
      shared: true,
      how: 'in equal parts per hour worked.',
      with_whom: 'everyone on the shift',
      card_cost_basis_points: 0,
      mandatory_charge: '',
    },
  } as RestaurantSettings;

  it('shows the tip as its own line after the total and its VAT, what the card paid, and the tips notice', () => {
    const text = orderReceipt({ ...order({ state: 'card_paid' }), tipCents: 250 }, tips, aoife).text;
    expect(text).toContain('Total: €25.00\nTip: €2.50\nTotal with tip: €27.50\nVAT 13.5%: €2.98');
    expect(text).not.toMatch(/service charge: /i);
    expect(text).toContain('Tips and gratuities\nTips are optional');
    expect(text).toContain(
      'Every tip paid by card at Tiffin is shared with everyone on the shift: in equal parts per hour worked.',
    );
    const html = orderReceipt({ ...order({ state: 'card_paid' }), tipCents: 250 }, tips, aoife).html;
    expect(html).toContain('<h2');
    expect(html).toContain('Tips and gratuities');
  });

  it('has no tip line without a tip, and no notice where tips are neither offered nor paid', () => {
    expect(orderReceipt(order(), tips, aoife).text).not.toContain('Tip:');
    expect(orderReceipt(order(), tips, aoife).text).toContain('Tips and gratuities');
    expect(orderReceipt(order(), restaurant, aoife).text).not.toContain('Tips and gratuities');
  });
});
