import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { orderMessages } from '@tiffin/core';
import { describe, expect, it } from 'vitest';
import { bodyOf, signInNow } from '@/testing/auth';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderSignedIn } from '@/testing/render-signed-in';
import { CardPaymentDialog } from './card-payment-dialog';

const card = orderMessages.card;
const CONFIRM = 'POST /api/v1/payments/simulated/confirm';

/** The simulated gateway's card form, open on its payment of €19.00. */
async function openCardForm() {
  const log = mockApi({
    'GET /api/v1/payments/config': jsonResponse(200, { gateway: 'simulated', publishable_key: null }),
    'POST /api/v1/stripe/wpay': jsonResponse(200, {
      clientSecret: 'pi_sim_1_secret_x',
      stripePaymentId: 'pi_sim_1',
      stripeCustomerId: null,
      amount: '19.00',
    }),
    [CONFIRM]: jsonResponse(200, { status: 'succeeded', error: null }),
  });
  signInNow();
  renderSignedIn(
    <CardPaymentDialog
      open
      order={{
        order_amount: '19.00',
        payment_method: 'digital_payment',
        order_type: 'take_away',
        restaurant_id: '2',
        cart: [],
      }}
      contact={{ name: 'Aoife Ryan', phone: '087 123 4567' }}
      onPaid={() => undefined}
      onClose={() => undefined}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: card.dialogTitle });
  fireEvent.click(within(dialog).getByRole('button', { name: card.enterCardDetails }));
  await within(dialog).findByRole('textbox', { name: card.cardNumber });
  return { dialog: within(dialog), log };
}

describe('the simulated card form', () => {
  it('takes an expiry typed on a number pad, 1229, as 12 / 29, on a numeric keypad', async () => {
    const { dialog, log } = await openCardForm();
    const expiry = dialog.getByRole('textbox', { name: card.expiry }) as HTMLInputElement;
    expect(expiry.inputMode).toBe('numeric');

    fireEvent.change(dialog.getByRole('textbox', { name: card.cardNumber }), {
      target: { value: '4242424242424242' },
    });
    // Grouped in fours as it is printed on the card (issue 47).
    expect((dialog.getByRole('textbox', { name: card.cardNumber }) as HTMLInputElement).value).toBe(
      '4242 4242 4242 4242',
    );
    fireEvent.change(expiry, { target: { value: '12' } });
    expect(expiry.value).toBe('12');
    fireEvent.change(expiry, { target: { value: '1229' } });
    expect(expiry.value).toBe('12 / 29');
    fireEvent.change(dialog.getByRole('textbox', { name: card.cvc }), { target: { value: '123' } });
    fireEvent.click(dialog.getByRole('button', { name: card.pay('€19.00') }));

    expect(await dialog.findByText(card.paymentSuccessful)).toBeTruthy();
    expect(bodyOf(callsTo(log, CONFIRM)[0]?.[1])).toMatchObject({
      card: { exp_month: 12, exp_year: 29 },
    });
    expect(dialog.queryByText(card.fieldRequired)).toBeNull();
  });

  it('says how to write an expiry that is filled but not a date', async () => {
    const { dialog, log } = await openCardForm();
    fireEvent.change(dialog.getByRole('textbox', { name: card.cardNumber }), {
      target: { value: '4242 4242 4242 4242' },
    });
    fireEvent.change(dialog.getByRole('textbox', { name: card.expiry }), { target: { value: '122' } });
    fireEvent.change(dialog.getByRole('textbox', { name: card.cvc }), { target: { value: '123' } });
    fireEvent.click(dialog.getByRole('button', { name: card.pay('€19.00') }));

    expect(await dialog.findByText(card.expiryFormat)).toBeTruthy();
    await waitFor(() => expect(callsTo(log, CONFIRM)).toHaveLength(0));
  });
});
