import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orderMessages } from '@tiffin/core';
import { describe, expect, it, vi } from 'vitest';
import { buildCoupon } from '@/features/checkout/testing/place-order-fixtures';
import { signInNow } from '@/testing/auth';
import { errorResponse, jsonResponse, mockApi, networkError } from '@/testing/mock-api';
import { renderSignedIn } from '@/testing/render-signed-in';
import { CouponsDialog } from './coupons-dialog';

const coupons = orderMessages.coupons;
const d = orderMessages.checkout.couponDialog;
const LIST = 'GET /api/v1/coupon/list';
const APPLY = 'GET /api/v1/coupon/apply';

function setup() {
  signInNow();
  const onApplied = vi.fn();
  const onClose = vi.fn();
  renderSignedIn(<CouponsDialog open onClose={onClose} onApplied={onApplied} />);
  const dialog = screen.getByRole('dialog', { name: orderMessages.checkout.couponsAndOffers });
  return { dialog, onApplied, onClose };
}

async function applyCode(dialog: HTMLElement, code: string) {
  const user = userEvent.setup();
  const field = within(dialog).getByLabelText(d.code);
  await user.clear(field);
  await user.type(field, code);
  await user.click(within(dialog).getByRole('button', { name: d.apply }));
}

describe('the coupon entry (§5 "Coupon entry")', () => {
  it.each([
    ['coupon_not_found', 404, coupons.refusals.not_found],
    ['coupon_inactive', 422, coupons.refusals.inactive],
    ['coupon_expired', 422, coupons.refusals.expired],
    ['coupon_not_started', 422, coupons.refusals.not_started],
    ['coupon_limit_reached', 422, coupons.refusals.limit_reached],
  ])('a refusal with %s (%i) says “%s”, by its code', async (code, status, text) => {
    mockApi({
      [LIST]: jsonResponse(200, []),
      [APPLY]: errorResponse(status, 'The server’s own words.', code),
    });
    const { dialog, onApplied, onClose } = setup();
    await applyCode(dialog, 'SOMECODE');

    expect((await within(dialog).findByRole('alert')).textContent).toBe(text);
    expect(onApplied).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('another failure keeps its own words; no answer at all is Failed to apply coupon', async () => {
    let answer = () => errorResponse(429, 'Too many requests, please try again later.', 'too_many_requests');
    mockApi({ [LIST]: jsonResponse(200, []), [APPLY]: () => answer() });
    const { dialog } = setup();
    await applyCode(dialog, 'SOMECODE');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Too many requests, please try again later.',
    );

    answer = networkError;
    await applyCode(dialog, 'OTHERCODE');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(coupons.applyFailed);
  });

  it('a usable coupon is applied and the dialog closes', async () => {
    const welcome = buildCoupon();
    mockApi({ [LIST]: jsonResponse(200, [welcome]), [APPLY]: jsonResponse(200, welcome) });
    const { dialog, onApplied, onClose } = setup();
    await applyCode(dialog, 'welcome10');
    await vi.waitFor(() => expect(onApplied).toHaveBeenCalledWith(welcome));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
