import { beforeEach, describe, expect, it } from 'vitest';
import { emptyDraft, useCheckoutDraft } from './checkout-draft';
import { CLEARED_CHECKOUT_STORAGE } from './cleared-draft';

/** What a new page load of the site would read. */
async function reload() {
  await useCheckoutDraft.persist.rehydrate();
  return useCheckoutDraft.getState();
}

function stored() {
  return JSON.parse(localStorage.getItem('checkout') ?? 'null');
}

// 14:00 and 22:30 on 23 November in Dublin (UTC in winter).
const afternoon = new Date('2026-11-23T14:00:00Z');
const lateEvening = new Date('2026-11-23T22:30:00Z');

describe('the checkout draft', () => {
  beforeEach(async () => {
    localStorage.clear();
    useCheckoutDraft.setState(emptyDraft);
    await reload();
  });

  it('cleared (an order placed, the basket emptied) is cash, as the spec says, and a new visit reads it so (issue 47)', async () => {
    useCheckoutDraft.getState().setPaymentMethod('card');
    useCheckoutDraft.getState().clear();
    expect(useCheckoutDraft.getState().paymentMethod).toBe('cash');
    await reload();
    expect(useCheckoutDraft.getState().paymentMethod).toBe('cash');
    // The basket emptied on another page writes the same cleared draft.
    localStorage.setItem('checkout', CLEARED_CHECKOUT_STORAGE);
    await reload();
    expect(useCheckoutDraft.getState()).toMatchObject({ ...emptyDraft, paymentMethod: 'cash' });
  });

  it('starts with nothing chosen, the payment method either (the page takes the restaurant’s default)', () => {
    expect(useCheckoutDraft.getState()).toMatchObject(emptyDraft);
    expect(useCheckoutDraft.getState().paymentMethod).toBeNull();
  });

  it('entering sets the date to today in Dublin, tomorrow from 22:00', () => {
    useCheckoutDraft.getState().startSession(afternoon);
    expect(useCheckoutDraft.getState().date).toBe('2026-11-23');

    useCheckoutDraft.getState().clear();
    useCheckoutDraft.getState().startSession(lateEvening);
    expect(useCheckoutDraft.getState().date).toBe('2026-11-24');
  });

  it('entering keeps a chosen future date, and corrects a past one, dropping its time', () => {
    useCheckoutDraft.getState().setSchedule('2026-11-25', '6:15 PM');
    useCheckoutDraft.getState().startSession(afternoon);
    expect(useCheckoutDraft.getState()).toMatchObject({ date: '2026-11-25', time: '6:15 PM' });

    useCheckoutDraft.getState().setSchedule('2026-11-20', '6:15 PM');
    useCheckoutDraft.getState().startSession(afternoon);
    expect(useCheckoutDraft.getState()).toMatchObject({ date: '2026-11-23', time: null });
  });

  it('changing the date clears the time', () => {
    useCheckoutDraft.getState().setSchedule('2026-11-23', '6:15 PM');
    useCheckoutDraft.getState().setDate('2026-11-24');
    expect(useCheckoutDraft.getState()).toMatchObject({ date: '2026-11-24', time: null });
  });

  it('is kept under the one "checkout" key and restored on load', async () => {
    const draft = useCheckoutDraft.getState();
    draft.setSchedule('2026-11-23', '6:15 PM');
    draft.setContact({ name: ' Aoife Ryan ', phone: '0871234567' });
    draft.setOrderNote('Ring the bell');
    draft.setCouponCode('WELCOME10');
    draft.setPaymentMethod('cash');

    expect(stored().state).toMatchObject({
      time: '6:15 PM',
      contactName: 'Aoife Ryan',
      couponCode: 'WELCOME10',
    });
    // A new page load: the store starts empty and reads what was stored.
    const saved = localStorage.getItem('checkout') ?? '';
    useCheckoutDraft.setState({ ...emptyDraft });
    localStorage.setItem('checkout', saved);
    expect(await reload()).toMatchObject({
      date: '2026-11-23',
      time: '6:15 PM',
      contactName: 'Aoife Ryan',
      contactPhone: '0871234567',
      orderNote: 'Ring the bell',
      couponCode: 'WELCOME10',
      paymentMethod: 'cash',
    });
  });

  it('keeps a contact set in Your Details, marked as set; one stored unmarked (the profile’s of then) is dropped', async () => {
    useCheckoutDraft.getState().setContact({ name: 'Seán', phone: '0861234567' });
    expect(stored().state).toMatchObject({ contactName: 'Seán', contactEdited: true });
    expect(await reload()).toMatchObject({ contactName: 'Seán', contactEdited: true });

    localStorage.setItem(
      'checkout',
      JSON.stringify({ state: { contactName: 'Aoife Old', contactPhone: '0870000000' }, version: 1 }),
    );
    expect(await reload()).toMatchObject({ contactName: '', contactPhone: '', contactEdited: false });
  });

  it('a damaged entry reads as no draft, and a removed key empties it', async () => {
    localStorage.setItem(
      'checkout',
      JSON.stringify({ state: { date: 'soon', time: 5, paymentMethod: 'gold' }, version: 1 }),
    );
    expect(await reload()).toMatchObject(emptyDraft);

    useCheckoutDraft.getState().setOrderNote('No onions');
    localStorage.removeItem('checkout');
    expect((await reload()).orderNote).toBe('');
  });
});
