import { describe, expect, it } from 'vitest';
import { restaurants } from '../../db/schema.ts';
import { call, confirmEmail, emailsTo, newCustomer, register, signInStaff } from '../../test/auth-helpers.ts';
import { bed, collectionOrder, place, startOrderTestbed } from './orders.testbed.ts';

/*
 * Issue 47: the receipt of a placed order, and the e-mails of its status, carry an HTML part beside
 * the text, with the seller's legal name and VAT number from the settings; what the customer typed
 * arrives in it as text, never as markup.
 */
startOrderTestbed();

const SCRIPT = '<script>alert("tiffin")</script>';
const ESCAPED = '&lt;script&gt;alert(&quot;tiffin&quot;)&lt;/script&gt;';

const receiptTo = async (email: string) =>
  (await emailsTo(bed.ctx, email)).find((mail) => mail.subject.startsWith('Your order #'));

describe('the receipt e-mail', () => {
  it('has a text and an HTML part, both naming the seller and its VAT number, the typed text escaped', async () => {
    const customer = await register(bed.ctx, newCustomer({ name: SCRIPT }));
    await confirmEmail(bed.ctx, customer);
    const order = collectionOrder({ contact_person_name: SCRIPT, order_note: `Ring twice ${SCRIPT}` });
    const answer = await place(customer.token, {
      ...order,
      cart: order.cart.map((line) => ({ ...line, item_note: `No onions ${SCRIPT}` })),
    });
    expect(answer.status).toBe(200);
    const receipt = await receiptTo(customer.email);
    for (const part of [receipt?.textBody, receipt?.htmlBody]) {
      expect(part).toContain('Tiffin Cashel Ltd');
      expect(part).toContain('VAT number IE1234567FA');
      expect(part).toContain('3 × Onion Bhaji');
      expect(part).toContain('Payment: Cash due €19.50');
    }
    expect(receipt?.textBody).toContain(`Note: No onions ${SCRIPT}`);
    expect(receipt?.htmlBody).toMatch(/^<!doctype html>/);
    expect(receipt?.htmlBody).not.toContain('<script');
    expect(receipt?.htmlBody).toContain(`Thank you, ${ESCAPED}: Tiffin has your order`);
    expect(receipt?.htmlBody).toContain(`Note: No onions ${ESCAPED}`);
    expect(receipt?.htmlBody).toContain(`Order note: Ring twice ${ESCAPED}`);
    // The kitchen's copy stays text: the kitchen's inbox and printer read it as such.
    const kitchen = (await emailsTo(bed.ctx, bed.restaurant.email)).find((mail) =>
      mail.subject.startsWith(`New order #${answer.body.order_reference}`),
    );
    expect(kitchen?.htmlBody).toBeNull();

    // Without a VAT number (a business below the threshold), the next receipt names the seller only.
    await bed.ctx.db.update(restaurants).set({ vatNumber: null });
    const again = await place(customer.token, collectionOrder());
    expect(again.status).toBe(200);
    const [latest] = await emailsTo(bed.ctx, customer.email);
    expect(latest?.subject).toBe(`Your order #${again.body.order_reference} at Tiffin`);
    expect(latest?.htmlBody).toContain('Tiffin Cashel Ltd');
    expect(latest?.htmlBody).not.toContain('VAT number');
    expect(latest?.textBody).not.toContain('VAT number');
    await bed.ctx.db.update(restaurants).set({ vatNumber: 'IE1234567FA' });
  });

  it('is followed by status e-mails with an HTML part too, which a resend keeps', async () => {
    const customer = await register(bed.ctx);
    const answer = await place(customer.token, collectionOrder());
    const cook = await signInStaff(bed.ctx);
    const accepted = await call(bed.ctx, 'POST', `/api/v1/staff/orders/${answer.body.order_id}/accept`, {
      token: cook.token,
      body: {},
    });
    expect(accepted.status).toBe(200);
    const [news] = await emailsTo(bed.ctx, customer.email);
    expect(news?.subject).toBe(`Order #${answer.body.order_reference} accepted`);
    expect(news?.htmlBody).toContain('has accepted your order');
    expect(news?.htmlBody).toContain('VAT number IE1234567FA');
    const admin = await signInStaff(bed.ctx, 'admin');
    const resent = await call(bed.ctx, 'POST', `/api/v1/staff/outbox/${news?.id}/resend`, {
      token: admin.token,
    });
    expect(resent.status).toBe(200);
    const [copy] = await emailsTo(bed.ctx, customer.email);
    expect(copy?.id).toBe(resent.body.id);
    expect(copy?.htmlBody).toBe(news?.htmlBody);
    expect(copy?.textBody).toBe(news?.textBody);
  });
});
