import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BoardOrder } from '@tiffin/core';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useStaffSession } from '@/features/staff-shell/stores/staff-session';
import { staffGuardMessages } from '@/lib/messages/guard-messages';
import { bodyOf } from '@/testing/auth';
import { buildBoardOrder } from '@/testing/fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { NoShowDialog } from './no-show-dialog';
import { OrderCard } from './order-card';

// "No-show" on the board's card (issue 51, decision 078): the card opens it, the dialog says what it
// does, the server marks and answers whom; its refusal is shown.
const text = staffGuardMessages.noShow;
const NO_SHOW = 'POST /api/v1/staff/fake-orders/no-shows';
const member = {
  id: 1,
  name: 'Priya Nair',
  email: 'priya@tiffin.test',
  role: 'staff' as const,
  disabled: false,
  sign_in_held: null,
  created_at: '2026-11-01T09:00:00.000Z',
};
const ignore = () => {};

/** The board's card and its no-show dialog, as the board wires them. */
function CardWithNoShow({ order }: { order: BoardOrder }) {
  const [noShow, setNoShow] = useState<BoardOrder | null>(null);
  return (
    <>
      <OrderCard
        order={order}
        // Half an hour after the fixture's time (19:00): nobody came.
        boardNow={Date.parse('2026-11-23T19:30:00.000Z')}
        overdue={false}
        onAccept={ignore}
        onCancel={ignore}
        onRefund={ignore}
        onNoShow={setNoShow}
      />
      <NoShowDialog order={noShow} onClose={() => setNoShow(null)} />
    </>
  );
}

function setup(order: BoardOrder) {
  useStaffSession.getState().signIn({ token: 'staff-token', member });
  renderWithProviders(
    <MemoryRouter>
      <CardWithNoShow order={order} />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const mark = (target: 'account' | 'phone', value: string) => ({
  mark: {
    id: 4,
    target,
    value,
    kind: 'card_only',
    reason: 'No-show on order #K7Q2MX',
    createdAt: '2026-11-23T18:00:00.000Z',
  },
});

describe('no-show on the board', () => {
  it('marks an uncollected order’s customer card-only once confirmed', async () => {
    const log = mockApi({ [NO_SHOW]: jsonResponse(200, mark('account', '42')) });
    const user = setup(buildBoardOrder({ id: 7, reference: 'K7Q2MX', status: 'handover' }));
    await user.click(screen.getByRole('button', { name: text.openLabel('K7Q2MX') }));
    const dialog = within(screen.getByRole('dialog', { name: 'No-show on order #K7Q2MX' }));
    expect(dialog.getByText(text.explain)).toBeTruthy();
    expect(callsTo(log, NO_SHOW)).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: text.confirm }));
    expect((await dialog.findByRole('status')).textContent).toBe(text.doneAccount);
    expect(bodyOf(callsTo(log, NO_SHOW)[0]?.[1])).toEqual({ orderId: 7 });
    await user.click(dialog.getByRole('button', { name: text.back }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says a guest’s phone was marked, and shows the server’s refusal', async () => {
    mockApi({ [NO_SHOW]: jsonResponse(200, mark('phone', '+353873000001')) });
    let user = setup(buildBoardOrder({ id: 8, reference: 'K7Q2MX', status: 'canceled' }));
    await user.click(screen.getByRole('button', { name: text.openLabel('K7Q2MX') }));
    await user.click(screen.getByRole('button', { name: text.confirm }));
    expect((await screen.findByRole('status')).textContent).toBe(text.donePhone('+353873000001'));

    cleanup();
    const refusal = 'This order’s customer is already card-only for this no-show.';
    mockApi({ [NO_SHOW]: errorResponse(409, refusal, 'no_show') });
    user = setup(buildBoardOrder({ id: 9, reference: 'K7Q2MX', status: 'processing' }));
    await user.click(screen.getByRole('button', { name: text.openLabel('K7Q2MX') }));
    await user.click(screen.getByRole('button', { name: text.confirm }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
  });

  it('is not offered on a new order nor on one delivered', () => {
    mockApi({});
    setup(buildBoardOrder({ id: 10, reference: 'NEW111', status: 'pending' }));
    setup(buildBoardOrder({ id: 11, reference: 'DONE22', status: 'delivered' }));
    expect(screen.queryByRole('button', { name: /^No-show/ })).toBeNull();
  });

  it('is not offered before the order’s time, when nobody can have failed to come yet', () => {
    mockApi({});
    setup(
      buildBoardOrder({
        id: 12,
        reference: 'LATER3',
        status: 'handover',
        scheduled_at: '2026-11-23T20:00:00.000Z',
      }),
    );
    expect(screen.queryByRole('button', { name: /^No-show/ })).toBeNull();
  });
});
