import type { BoardOrder, ChangeLine } from '@tiffin/core';
import { describe, expect, it } from 'vitest';
import { readStarCommands } from '../../test/fake-printer.ts';
import { encodeKitchenTicket, type TicketOptions } from './kitchen-ticket.ts';

const order: BoardOrder = {
  id: 7,
  reference: 'K7M2QP',
  status: 'pending',
  fulfilment: 'delivery',
  payment_method: 'cash_on_delivery',
  paid: false,
  payment_state: 'cash_due',
  refunded_cents: null,
  placed_at: '2026-11-23T17:32:00Z',
  scheduled_at: '2026-11-23T18:30:00Z',
  ready_at: null,
  contact_name: 'Aoife Ryan',
  contact_phone: '087 123 4567',
  address: '12, Floor 2, Main Street, Near Cashel, Co. Tipperary, E25 X9T4',
  delivery_address: {
    address: 'Near Cashel, Co. Tipperary',
    house: '12',
    floor: '2',
    road: 'Main Street',
    eircode: 'E25 X9T4',
    latitude: 52.5159336,
    longitude: -7.8890741,
    map_url: 'https://www.google.com/maps/dir/?api=1&destination=52.5159336%2C-7.8890741',
  },
  order_note: 'Ring the bell',
  cancel_reason: null,
  lines: [
    {
      quantity: 3,
      name: 'Onion Bhaji',
      options: [],
      note: 'Extra crispy',
      allergens: ['gluten', 'mustard'],
      line_total_cents: 1350,
    },
    {
      quantity: 1,
      name: 'Tandoori Lamb Chops',
      options: [{ variation: 'Portion', label: 'Six chops' }],
      note: null,
      allergens: ['milk'],
      line_total_cents: 1895,
    },
  ],
  subtotal_cents: 3245,
  delivery_fee_cents: 300,
  discount_cents: 0,
  deposit_cents: 0,
  total_cents: 3545,
  vat: [{ rate_basis_points: 900, vat_cents: 293 }],
  change_id: 1,
  version: 0,
  to_pay_cents: 0,
  tip_cents: 0,
  source: 'online',
  allergy: null,
  call_first: null,
};

const options: TicketOptions = {
  mediaType: 'application/vnd.star.starprnt',
  columns: 48,
  copies: 1,
  restaurantName: 'Tiffin',
  reprint: false,
};

const read = (overrides: Partial<TicketOptions> = {}, ticket = order) =>
  readStarCommands(encodeKitchenTicket(ticket, { ...options, ...overrides }));

describe('the kitchen ticket on paper', () => {
  it('starts with StarPRNT initialisation and carries the order number, fulfilment and time in bold', () => {
    const bytes = encodeKitchenTicket(order, options);
    expect([...bytes.slice(0, 2)]).toEqual([0x1b, 0x40]);
    const { text, bold } = readStarCommands(bytes);
    expect(text).toContain('#K7M2QP');
    const heading = bold.find((run) => run.includes('#K7M2QP')) ?? '';
    expect(heading).toContain('DELIVERY');
    expect(heading).toContain('Due: 6:30 PM');
  });

  it('prints the allergens and the notes in bold, each line with its own and the order with them all', () => {
    const { text, bold } = read();
    expect(bold).toContainEqual(expect.stringContaining('ALLERGENS: Cereals containing gluten, Mustard'));
    expect(bold).toContainEqual(expect.stringContaining('ALLERGENS: Milk'));
    expect(bold).toContainEqual(expect.stringContaining('NOTE: Extra crispy'));
    expect(bold).toContainEqual(expect.stringContaining('ORDER NOTE: Ring the bell'));
    expect(bold).toContainEqual(
      expect.stringContaining('ALLERGENS: Cereals containing gluten, Mustard, Milk'),
    );
    // The options are not shouted.
    expect(text).toContain('Portion: Six chops');
    expect(bold.some((run) => run.includes('Six chops'))).toBe(false);
  });

  it('prints a phone order’s allergy answer, a yes in bold with what it is, and says when it awaits its link', () => {
    const phoned = {
      ...order,
      source: 'phone' as const,
      allergy: { answer: 'yes' as const, details: 'Peanuts and tree nuts' },
      payment_method: 'digital_payment' as const,
      payment_state: 'link_due' as const,
    };
    const { bold } = read({}, phoned);
    expect(bold).toContainEqual(expect.stringContaining('ALLERGY: Peanuts and tree nuts'));
    expect(bold).toContainEqual(expect.stringMatching(/AWAITING PAYMENT .35\.45 BY LINK/));
    const none = read({}, { ...phoned, allergy: { answer: 'no' as const, details: null } });
    expect(none.text).toContain('No food allergy');
    expect(none.bold.some((run) => run.includes('ALLERGY'))).toBe(false);
    // An online order was not asked: it says nothing of it.
    expect(read().text).not.toContain('food allergy');
  });

  it('a flagged order says CALL BEFORE COOKING and why in bold, above what to cook (decision 076)', () => {
    const flagged = { ...order, call_first: { reason: 'Two orders not picked up' } };
    const { text, bold } = read({}, flagged);
    expect(bold).toContainEqual(expect.stringContaining('CALL BEFORE COOKING'));
    expect(bold).toContainEqual(expect.stringContaining('REASON: Two orders not picked up'));
    expect(text.indexOf('CALL BEFORE COOKING')).toBeGreaterThan(text.indexOf('#K7M2QP'));
    expect(text.indexOf('CALL BEFORE COOKING')).toBeLessThan(text.indexOf('3 x Onion Bhaji'));
    // A long reason wraps within narrow paper.
    const long = { ...order, call_first: { reason: 'Flagged twice: gave a wrong address; never answered' } };
    const narrow = read({ columns: 32 }, long).text.split('\n');
    expect(Math.max(...narrow.map((line) => line.length))).toBeLessThanOrEqual(32);
    expect(read().text).not.toContain('CALL BEFORE COOKING');
  });

  it('says who, where, the total and that cash is due; a card order says it is paid', () => {
    const { text, bold } = read();
    expect(text).toContain('Aoife Ryan');
    expect(text).toContain('087 123 4567');
    expect(text).toMatch(/Delivery fee +.3\.00/);
    expect(bold).toContainEqual(expect.stringMatching(/CASH DUE .35\.45/));
    const card = {
      ...order,
      paid: true,
      payment_method: 'digital_payment',
      payment_state: 'card_paid',
    } as const;
    expect(read({}, card).bold).toContainEqual(expect.stringContaining('PAID BY CARD'));
  });

  it('prints the deposit on cans and bottles as its own line, none when there is none', () => {
    expect(read().text).not.toContain('Deposit');
    const withCans = { ...order, deposit_cents: 30, total_cents: 3575 };
    expect(read({}, withCans).text).toMatch(/Deposit \(Re-turn\) +.0\.30/);
  });

  it('a refunded card order says the amount refunded, a collected or cancelled cash order no cash due', () => {
    const refundedOrder = {
      ...order,
      status: 'refunded',
      payment_method: 'digital_payment',
      payment_state: 'card_refunded',
      refunded_cents: 4608,
    } as const;
    const refunded = read({}, refundedOrder);
    expect(refunded.bold).toContainEqual(expect.stringMatching(/REFUNDED .46\.08 \(5-10 BUSINESS DAYS\)/));
    expect(refunded.text).not.toContain('CASH DUE');
    // The longest of the payment lines still fits narrow paper.
    const narrow = read({ columns: 32 }, refundedOrder).text.split('\n');
    expect(Math.max(...narrow.map((line) => line.length))).toBeLessThanOrEqual(32);
    const collected = read({}, { ...order, status: 'delivered', payment_state: 'cash_paid' });
    expect(collected.bold).toContainEqual(expect.stringContaining('PAID IN CASH'));
    expect(collected.text).not.toContain('CASH DUE');
    const canceled = read({}, { ...order, status: 'canceled', payment_state: 'nothing_due' });
    expect(canceled.bold).toContainEqual(expect.stringContaining('NOTHING DUE'));
    expect(canceled.text).not.toContain('CASH DUE');
  });

  it("breaks a long unbroken note or name to the paper's width, losing no letter (issue 30)", () => {
    const word = 'A'.repeat(300);
    const long = {
      ...order,
      order_note: word,
      contact_name: 'B'.repeat(100),
      lines: order.lines.map((line) => ({ ...line, note: 'C'.repeat(300) })),
    };
    for (const columns of [48, 32]) {
      for (const mediaType of ['application/vnd.star.starprnt', 'application/vnd.star.line'] as const) {
        const { text } = read({ columns, mediaType }, long);
        const lines = text.split('\n');
        expect(Math.max(...lines.map((line) => line.length)), `${mediaType} ${columns}`).toBeLessThanOrEqual(
          columns,
        );
        const joined = text.replace(/\s/g, '');
        expect(joined).toContain(`ORDERNOTE:${word}`);
        expect(joined).toContain(`NOTE:${'C'.repeat(300)}`);
        expect(joined).toContain('B'.repeat(100));
      }
    }
  });

  it('keeps a line’s allergens, options and note indented under the dish when they wrap (issue 47)', () => {
    const many = {
      ...order,
      lines: [
        {
          ...order.lines[0],
          quantity: 1,
          name: 'Peshwari Naan',
          options: [{ variation: 'Bread', label: 'Peshwari naan with almonds and coconut, extra butter' }],
          note: 'No butter on top please, and cut into four pieces for the children',
          allergens: [
            'gluten',
            'eggs',
            'milk',
            'mustard',
            'tree_nuts',
            'peanuts',
            'sesame',
            'soya',
            'sulphites',
          ],
          line_total_cents: 450,
        },
      ],
    } as BoardOrder;
    for (const columns of [48, 32]) {
      const lines = read({ columns }, many).text.split('\n');
      const start = lines.findIndex((line) => line.includes('1 x Peshwari Naan'));
      const under = lines.slice(
        start + 1,
        lines.findIndex((line, index) => index > start && /^(.)\1+$/.test(line)),
      );
      // Up to the rule: every line under the dish, first or wrapped, starts indented, and none is wider than the paper.
      expect(under.length, `${columns}`).toBeGreaterThan(3);
      for (const line of under) {
        expect(line.startsWith('   '), `${columns}: ${JSON.stringify(line)}`).toBe(true);
        expect(line.length).toBeLessThanOrEqual(columns);
      }
      expect(under.join(' ').replace(/\s+/g, ' ')).toContain('Sulphur dioxide and sulphites');
    }
  });

  it('gives the driver the address in its parts, the Eircode in bold, and directions as a QR code', () => {
    for (const mediaType of ['application/vnd.star.starprnt', 'application/vnd.star.line'] as const) {
      const { text, bold, qrCodes } = read({ mediaType });
      const lines = text.split('\n').map((line) => line.trim());
      expect(lines).toEqual(
        expect.arrayContaining(['12, Floor 2', 'Main Street', 'Near Cashel, Co. Tipperary']),
      );
      expect(bold).toContainEqual('EIRCODE: E25 X9T4');
      expect(qrCodes).toEqual([order.delivery_address?.map_url]);
      expect(text).toContain('Scan for directions');
      expect(text).toContain('GPS: 52.51593, -7.88907');
    }
  });

  it('prints a collection order with no address and no QR code', () => {
    const { text, qrCodes } = read(
      {},
      { ...order, fulfilment: 'collection', address: null, delivery_address: null },
    );
    expect(qrCodes).toEqual([]);
    expect(text).not.toContain('GPS');
  });

  it('prints each dish name in bold, at least as large as its option lines', () => {
    const { bold } = read();
    expect(bold).toContainEqual(expect.stringContaining('3 x Onion Bhaji'));
    expect(bold).toContainEqual(expect.stringContaining('1 x Tandoori Lamb Chops'));
  });

  it('prints each copy whole, with a cut after each', () => {
    const one = read();
    expect(one.cuts).toBe(1);
    expect(one.text).not.toContain('Copy 1 of');
    const three = read({ copies: 3 });
    expect(three.cuts).toBe(3);
    expect(three.text.split('#K7M2QP')).toHaveLength(4);
    expect(three.text).toContain('Copy 3 of 3');
  });

  it('marks a reprint, and fits the lines to narrow paper', () => {
    expect(read({ reprint: true }).bold[0]).toContain('REPRINT');
    const narrow = read({ columns: 32 });
    const widest = Math.max(...narrow.text.split('\n').map((line) => line.length));
    expect(widest).toBeLessThanOrEqual(32);
    expect(
      Math.max(
        ...read()
          .text.split('\n')
          .map((line) => line.length),
      ),
    ).toBeLessThanOrEqual(48);
  });

  it('is encoded in Star Line mode as well', () => {
    const { text, cuts } = read({ mediaType: 'application/vnd.star.line', copies: 2 });
    expect(text).toContain('#K7M2QP');
    expect(cuts).toBe(2);
  });
});

describe('a changed order’s ticket (issue 49)', () => {
  const line = (name: string, quantity: number, cents: number): ChangeLine => ({
    name,
    quantity,
    options: [],
    note: null,
    line_total_cents: cents,
  });
  const change = {
    removed: [line('Onion Bhaji', 3, 1350)],
    added: [line('Garlic Naan', 2, 700)],
    changed: [],
    details: [{ field: 'time', before: '7:00 PM, Mon 23 Nov', after: '7:30 PM, Mon 23 Nov' }],
    old_total_cents: 3545,
    new_total_cents: 3995,
    difference_cents: 450,
    settlement: 'cash' as const,
  };

  it('prints CHANGED, the removed lines struck out, the added marked, then the whole order with its allergens and what is to pay', () => {
    const { text, bold } = read({ change }, { ...order, to_pay_cents: 450 });
    expect(bold).toContainEqual(expect.stringContaining('CHANGED'));
    expect(text).toContain('Removed: X 3-x-Onion-Bhaji');
    expect(bold).toContainEqual(expect.stringContaining('+ Added: 2 x Garlic Naan'));
    expect(bold).toContainEqual(expect.stringContaining('time: 7:30 PM, Mon 23 Nov'));
    expect(text).toMatch(/.35\.45 -> .39\.95 \(\+.4\.50\)/);
    expect(bold).toContainEqual(
      expect.stringContaining('ALLERGENS: Cereals containing gluten, Mustard, Milk'),
    );
    expect(bold).toContainEqual(expect.stringMatching(/.4\.50 TO PAY/));
    // An unchanged ticket says none of it.
    expect(read().text).not.toContain('CHANGED');
  });
});
