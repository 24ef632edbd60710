import { describe, expect, it } from 'vitest';
import { call, confirmEmail, emailsTo, newCustomer, register, signInStaff } from '../../test/auth-helpers.ts';
import { bed, collectionOrder, northOfRestaurant, place, startOrderTestbed } from './orders.testbed.ts';

/*
 * Issue 30, finding 2: the restaurant's mail server relayed what anyone typed to any address. Until a
 * customer has proved their address, the e-mails to it carry only the restaurant's words and the
 * order's facts; ordering does not wait for the proof.
 */
startOrderTestbed();

const MARK = 'zq-evil.example';
const typed = {
  contact_person_name: `Claim your prize ${MARK}`,
  order_note: `Order note ${MARK}`,
};
const withNotes = (overrides: Record<string, unknown> = {}) => {
  const order = collectionOrder({ ...typed, ...overrides });
  return { ...order, cart: order.cart.map((line) => ({ ...line, item_note: `Line note ${MARK}` })) };
};
const receiptTo = async (email: string) =>
  (await emailsTo(bed.ctx, email)).find((mail) => mail.subject.startsWith('Your order #'));

describe('e-mails to an address nobody has proved', () => {
  it("carry no name, note, contact or address typed: only the restaurant's words and the order's facts", async () => {
    const customer = await register(bed.ctx, newCustomer({ name: `Visit ${MARK}` }));
    const answer = await place(customer.token, withNotes());
    expect(answer.status).toBe(200);
    const receipt = await receiptTo(customer.email);
    expect(receipt?.subject).toBe(`Your order #${answer.body.order_reference} at Tiffin`);
    expect(receipt?.textBody).toContain(`Thank you: Tiffin has your order #${answer.body.order_reference}.`);
    expect(receipt?.textBody).toContain('3 × Onion Bhaji  €19.50');
    expect(receipt?.textBody).toContain('Total: €19.50');
    expect(receipt?.textBody).not.toContain(MARK);
    expect(receipt?.textBody).not.toContain('0871234567');
    // Nor its HTML part (issue 47), which says what the text says.
    expect(receipt?.htmlBody).toContain('3 × Onion Bhaji');
    expect(receipt?.htmlBody).not.toContain(MARK);
    expect(receipt?.htmlBody).not.toContain('0871234567');
    // The kitchen's copy, to the restaurant's own address, keeps all of it.
    const [kitchen] = await emailsTo(bed.ctx, bed.restaurant.email);
    expect(kitchen?.textBody).toContain(`Order note: Order note ${MARK}`);

    const cook = await signInStaff(bed.ctx);
    const accepted = await call(bed.ctx, 'POST', `/api/v1/staff/orders/${answer.body.order_id}/accept`, {
      token: cook.token,
      body: {},
    });
    expect(accepted.status).toBe(200);
    const [news] = await emailsTo(bed.ctx, customer.email);
    expect(news?.subject).toBe(`Order #${answer.body.order_reference} accepted`);
    expect(news?.textBody).toMatch(/^Hello,\n/);
    expect(news?.textBody).not.toContain(MARK);
    expect(news?.htmlBody).not.toContain(MARK);
  });

  it('leave out the delivery address typed, but not its distance', async () => {
    const customer = await register(bed.ctx);
    const point = northOfRestaurant(5);
    const saved = await call(bed.ctx, 'POST', '/api/v1/customer/address/add', {
      token: customer.token,
      body: {
        address_type: 'home',
        address: `Rock View ${MARK}, Cashel`,
        latitude: String(point.latitude),
        longitude: String(point.longitude),
        house: `House ${MARK}`,
        road: `Road ${MARK}`,
      },
    });
    expect(saved.status).toBe(200);
    const delivery = withNotes({
      order_type: 'delivery',
      address_id: saved.body.address.id,
      order_amount: '24.75',
    });
    const answer = await place(customer.token, delivery);
    expect(answer.status).toBe(200);
    const receipt = await receiptTo(customer.email);
    expect(receipt?.textBody).toContain('Delivery Fee: €5.25');
    expect(receipt?.textBody).toContain('Deliver to: the address given with the order (5.00 km)');
    expect(receipt?.textBody).not.toContain(MARK);
  });

  it('once the address is proved, the receipt quotes the name and notes again', async () => {
    const customer = await register(bed.ctx);
    await confirmEmail(bed.ctx, customer);
    expect((await place(customer.token, withNotes())).status).toBe(200);
    const receipt = await receiptTo(customer.email);
    expect(receipt?.textBody).toContain(`Thank you, Claim your prize ${MARK}:`);
    expect(receipt?.textBody).toContain(`Note: Line note ${MARK}`);
    expect(receipt?.textBody).toContain(`Order note: Order note ${MARK}`);
  });
});
