import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStaffSession } from '@/features/staff-shell/stores/staff-session';
import { buildBoardOrder } from '@/testing/fixtures';
import { callsTo, errorResponse, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { AcceptOrderDialog } from './accept-order-dialog';

// Issue 29: the kitchen is offered only the ready times the server takes, never before the time asked.
const BOARD_NOW = Date.parse('2026-11-23T18:00:00.000Z');
const member = {
  id: 1,
  name: 'Priya Nair',
  email: 'priya@tiffin.test',
  role: 'staff' as const,
  disabled: false,
  sign_in_held: null,
  created_at: '2026-11-01T09:00:00.000Z',
};

const openFor = (scheduledAt: string) => {
  useStaffSession.getState().signIn({ token: 'staff-token', member });
  const order = buildBoardOrder({ id: 7, reference: 'K7Q2MX', scheduled_at: scheduledAt });
  renderWithProviders(<AcceptOrderDialog order={order} boardNow={BOARD_NOW} onClose={() => {}} />);
  return within(screen.getByRole('dialog', { name: 'Accept order #K7Q2MX' }));
};
const radioNames = (dialog: ReturnType<typeof openFor>) =>
  dialog.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);

describe('the accept dialog', () => {
  it('for an order asked for in 40 minutes offers that time, chosen, and the minutes from it on', () => {
    const dialog = openFor('2026-11-23T18:40:00.000Z');
    expect(radioNames(dialog)).toEqual(['At the time asked, 6:40 PM', 'In 45 min', 'In 60 min']);
    expect(
      (dialog.getByRole('radio', { name: 'At the time asked, 6:40 PM' }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('for an order asked for hours ahead offers only the time asked', () => {
    expect(radioNames(openFor('2026-11-23T21:00:00.000Z'))).toEqual(['At the time asked, 9:00 PM']);
  });

  it('for an order of another day names the day', () => {
    expect(radioNames(openFor('2026-11-25T19:15:00.000Z'))).toEqual([
      'At the time asked, 7:15 PM, 25 Nov 2026',
    ]);
  });

  it("shows the server's refusal of a ready time", async () => {
    const message = 'The restaurant opens at 5:30 PM: it cannot be ready before then';
    const log = mockApi({ 'POST /api/v1/staff/orders/7/accept': errorResponse(422, message, 'ready_time') });
    const dialog = openFor('2026-11-23T18:40:00.000Z');
    fireEvent.click(dialog.getByRole('button', { name: 'Accept order' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(message);
    const [, sent] = callsTo(log, 'POST /api/v1/staff/orders/7/accept')[0] ?? [];
    expect(JSON.parse(sent?.body ?? '')).toEqual({ version: 0 });
  });
});
