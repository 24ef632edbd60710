import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { guardMessages } from '@tiffin/core';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, signInNow } from '@/testing/auth';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderSignedIn } from '@/testing/render-signed-in';
import { PhoneCheckDialog } from './phone-check-dialog';

const d = guardMessages.dialog;
const SEND = 'POST /api/v1/customer/phone-checks';
const VERIFY = 'POST /api/v1/customer/phone-checks/:checkId/verify';

function setup() {
  signInNow();
  const onVerified = vi.fn();
  const onPayByCard = vi.fn();
  renderSignedIn(
    <PhoneCheckDialog
      open
      message={guardMessages.phoneCheckNeeded}
      phone="087 123 4567"
      onClose={() => {}}
      onVerified={onVerified}
      onPayByCard={onPayByCard}
    />,
  );
  return { onVerified, onPayByCard, user: userEvent.setup() };
}

describe('the phone check dialog', () => {
  it('texts a code to the order’s phone, takes the six digits, and reports the check verified', async () => {
    const log = mockApi({
      [SEND]: jsonResponse(200, { checkId: 12, phone: '+353871234567' }),
      [VERIFY]: jsonResponse(200, { checkId: 12, phone: '+353871234567' }),
    });
    const { onVerified, user } = setup();
    expect(screen.getByText(guardMessages.phoneCheckNeeded)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: d.sendCode }));
    expect(await screen.findByText(d.sentTo('087 123 4567'))).toBeTruthy();
    expect(bodyOf(callsTo(log, SEND)[0]?.[1])).toEqual({ phone: '087 123 4567' });

    const confirm = screen.getByRole('button', { name: d.confirm });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByLabelText(d.codeLabel), '12a3456');
    expect((screen.getByLabelText(d.codeLabel) as HTMLInputElement).value).toBe('123456');
    await user.click(confirm);
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith(12));
    expect(bodyOf(callsTo(log, 'POST /api/v1/customer/phone-checks/12/verify')[0]?.[1])).toEqual({
      code: '123456',
    });
  });

  it('says the server’s refusal: a wrong code with the tries left, a number it cannot text', async () => {
    mockApi({
      [SEND]: jsonResponse(200, { checkId: 12, phone: '+353871234567' }),
      [VERIFY]: errorResponse(422, guardMessages.codeWrong(4), 'phone_code'),
    });
    const { onVerified, user } = setup();
    await user.click(screen.getByRole('button', { name: d.sendCode }));
    await user.type(await screen.findByLabelText(d.codeLabel), '000000');
    await user.click(screen.getByRole('button', { name: d.confirm }));
    expect((await screen.findByRole('alert')).textContent).toBe('That code is not right. 4 tries left.');
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('a number the server will not text: its words, and the card instead', async () => {
    mockApi({ [SEND]: errorResponse(422, guardMessages.phoneNotAllowed, 'phone_not_allowed') });
    const { onPayByCard, user } = setup();
    await user.click(screen.getByRole('button', { name: d.sendCode }));
    expect((await screen.findByRole('alert')).textContent).toBe(guardMessages.phoneNotAllowed);
    await user.click(screen.getByRole('button', { name: d.payByCard }));
    expect(onPayByCard).toHaveBeenCalled();
  });
});
