import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orderMessages } from '@tiffin/core';
import { describe, expect, it, vi } from 'vitest';
import { signInNow } from '@/testing/auth';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { buildSlots } from '../../testing/place-order-fixtures';
import { TimeDialog } from './time-dialog';

const m = orderMessages.checkout.timeDialog;
// Noon in Dublin on Monday 2 November 2026: the earliest date is that day.
const now = () => new Date('2026-11-02T12:00:00Z');

const smallBasket = [{ item_id: 7, quantity: 2 }];

function renderTimeDialog({
  cart = smallBasket,
  ...props
}: {
  date: string | null;
  time: string | null;
  cart?: { item_id: number; quantity: number }[];
}) {
  signInNow();
  const onSave = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <TimeDialog
      open
      onClose={onClose}
      mode="collection"
      onSave={onSave}
      now={now}
      ask={{ cart }}
      paused={null}
      {...props}
    />,
  );
  return { onSave, onClose, dialog: within(screen.getByRole('dialog', { name: m.collectionTitle })) };
}

describe('the time dialog', () => {
  it('chooses the first slot of the date, and saves the date and the slot chosen', async () => {
    mockApi({ 'POST /api/v1/tslots': jsonResponse(200, buildSlots()) });
    const { dialog, onSave, onClose } = renderTimeDialog({ date: null, time: null });
    const first = (await dialog.findByRole('radio', { name: '6:00 PM' })) as HTMLInputElement;
    await waitFor(() => expect(first.checked).toBe(true));
    const user = userEvent.setup();
    await user.click(dialog.getByRole('radio', { name: '6:30 PM' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('2026-11-02', '6:30 PM'));
    expect(onClose).toHaveBeenCalled();
  });

  it('corrects a date before the earliest to it, and a new date asks for its slots again', async () => {
    const log = mockApi({ 'POST /api/v1/tslots': jsonResponse(200, buildSlots()) });
    const { dialog } = renderTimeDialog({ date: '2026-11-03', time: '6:15 PM' });
    const date = dialog.getByLabelText(m.date) as HTMLInputElement;
    expect(date.value).toBe('2026-11-03');
    expect(((await dialog.findByRole('radio', { name: '6:15 PM' })) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(date, { target: { value: '2026-10-30' } });
    expect(date.value).toBe('2026-11-02');
    await waitFor(() =>
      expect(
        callsTo(log, 'POST /api/v1/tslots').map(([, sent]) => JSON.parse(sent.body ?? '').date),
      ).toContain('2026-11-02'),
    );
    // The slot of the other date is not kept: the first slot of this one is chosen.
    await waitFor(() =>
      expect((dialog.getByRole('radio', { name: '6:00 PM' }) as HTMLInputElement).checked).toBe(true),
    );
  });

  it('sends the basket, and says why a large order’s times start later (issue 33)', async () => {
    const log = mockApi({
      'POST /api/v1/tslots': jsonResponse(200, { ...buildSlots(), large_order_minutes: 30 }),
    });
    const { dialog } = renderTimeDialog({ date: null, time: null, cart: [{ item_id: 7, quantity: 30 }] });
    expect(
      await dialog.findByText(
        'Large orders need 30 more minutes in the kitchen, so the earliest times start later.',
      ),
    ).toBeTruthy();
    const [, sent] = callsTo(log, 'POST /api/v1/tslots')[0] ?? [];
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      date: '2026-11-02',
      cart: [{ item_id: 7, quantity: 30 }],
    });
  });

  it('says nothing of large orders for a basket that is not one', async () => {
    mockApi({ 'POST /api/v1/tslots': jsonResponse(200, { ...buildSlots(), large_order_minutes: 0 }) });
    const { dialog } = renderTimeDialog({ date: null, time: null });
    await dialog.findByRole('radio', { name: '6:00 PM' });
    expect(dialog.queryByText(/Large orders/)).toBeNull();
  });
});
