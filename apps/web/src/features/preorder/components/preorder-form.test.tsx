import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  formMessages,
  messages,
  PREORDER_ERROR_MS,
  PREORDER_SUCCESS_MS,
  PREORDER_TIME_CHOICES,
  preorderMessages,
} from '@tiffin/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storefrontText } from '@/lib/storefront-text';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { PreorderForm } from './preorder-form';

const text = storefrontText.preorder;
const v = formMessages.validation;

/** 11:00 in Dublin (summer time) on Wednesday 10 June 2026. */
const NOW = new Date('2026-06-10T10:00:00Z');

function field(label: string) {
  return screen.getByLabelText(label) as HTMLInputElement;
}

/** As a browser does when a value is typed or picked: `input`, then `change` (what a select listens to). */
function type(label: string, value: string) {
  fireEvent.input(field(label), { target: { value } });
  fireEvent.change(field(label));
}

function leave(label: string) {
  fireEvent.blur(field(label));
}

function fillValidForm() {
  type(text.name, 'Siobhán Ryan');
  type(text.email, 'Siobhan@Example.ie');
  type(text.date, '2026-06-12');
  type(text.time, '18:30');
  type(text.seats, '4');
  type(text.phone, '087 123 4567');
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: preorderMessages.sendMessage }));
}

/** The message shown under a field, found through the field's aria-describedby. */
function errorOf(label: string): string | null {
  const input = field(label);
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const errorId = ids.find((id) => id.endsWith('-error'));
  return errorId ? (document.getElementById(errorId)?.textContent ?? null) : null;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the pre-order form', () => {
  it('offers the times from 5:15 PM to 10:00 PM every 15 minutes and no date before today in Dublin', () => {
    mockApi({});
    renderRoute(<PreorderForm />);

    const options = within(field(text.time)).getAllByRole('option').slice(1);
    expect(options.map((option) => option.textContent)).toEqual(PREORDER_TIME_CHOICES.map((c) => c.label));
    expect(options[0]?.textContent).toBe('5:15 PM');
    expect(options.at(-1)?.textContent).toBe('10:00 PM');
    expect(field(text.date).min).toBe('2026-06-10');
    expect(field(text.seats).min).toBe('1');
    expect(field(text.seats).max).toBe('20');
  });

  it('shows the message of each invalid field when it is left, tied to the field', async () => {
    mockApi({});
    renderRoute(<PreorderForm />);

    for (const label of [text.name, text.email, text.date, text.time, text.seats, text.phone]) leave(label);
    await waitFor(() => expect(errorOf(text.phone)).not.toBeNull());

    expect(errorOf(text.name)).toBe(v.nameTooShort);
    expect(errorOf(text.email)).toBe(v.email.required);
    expect(errorOf(text.date)).toBe(v.dateRequired);
    expect(errorOf(text.time)).toBe(v.timeRequired);
    expect(errorOf(text.seats)).toBe(v.seatsRequired);
    expect(errorOf(text.phone)).toBe(v.phoneRequired);
    // The message is optional.
    leave(text.message);
    await act(async () => {});
    expect(errorOf(text.message)).toBeNull();
  });

  it('checks the form of each value: e-mail, past date, seats 1 to 20, the 08 phone', async () => {
    mockApi({});
    renderRoute(<PreorderForm />);

    type(text.email, 'not-an-email');
    leave(text.email);
    type(text.date, '2026-06-09');
    leave(text.date);
    type(text.seats, '21');
    leave(text.seats);
    type(text.phone, '01 234 5678');
    leave(text.phone);

    await waitFor(() => expect(errorOf(text.phone)).toBe(v.preorderPhoneInvalid));
    expect(errorOf(text.email)).toBe(v.email.invalid);
    expect(errorOf(text.date)).toBe(v.dateInPast);
    expect(errorOf(text.seats)).toBe(v.seatsOutOfRange);
  });

  it('checks again on every change once a field has been left', async () => {
    mockApi({});
    renderRoute(<PreorderForm />);

    type(text.name, 'S');
    expect(errorOf(text.name)).toBeNull();
    leave(text.name);
    await waitFor(() => expect(errorOf(text.name)).toBe(v.nameTooShort));

    type(text.name, 'Siobhán');
    await waitFor(() => expect(errorOf(text.name)).toBeNull());
  });

  it('says to fix the errors when sent with errors, and holds the button while e-mail or phone is wrong', async () => {
    const fetchMock = mockApi({});
    renderRoute(<PreorderForm />);

    submit();

    expect(await screen.findByText(messages.common.fixErrors)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/v1/preorder')).toHaveLength(0);
    const button = screen.getByRole('button', { name: preorderMessages.sendMessage });
    expect(button.getAttribute('aria-disabled')).toBe('true');

    fillValidForm();
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
  });

  it('sends the request with the time as HH:mm and the seats as a number, shows it as sent, then clears', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = mockApi({
      'POST /api/v1/preorder': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderRoute(<PreorderForm />);

    fillValidForm();
    submit();

    const sending = await screen.findByRole('button', { name: preorderMessages.sending });
    expect(sending.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(sending);
    expect(callsTo(fetchMock, 'POST /api/v1/preorder')).toHaveLength(1);
    const [, init] = callsTo(fetchMock, 'POST /api/v1/preorder')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Siobhán Ryan',
      email: 'siobhan@example.ie',
      phone: '0871234567',
      date: '2026-06-12',
      time: '18:30',
      people: 4,
    });

    await act(async () => answer(jsonResponse(200, { message: preorderMessages.submitted })));

    expect(await screen.findByText(preorderMessages.successTitle)).toBeTruthy();
    expect(screen.getByText(preorderMessages.successText)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(preorderMessages.sent);
    expect(field(text.name).value).toBe('Siobhán Ryan');
    // Shown as sent, it is not sent twice.
    submit();
    await act(async () => {});
    expect(callsTo(fetchMock, 'POST /api/v1/preorder')).toHaveLength(1);

    act(() => vi.advanceTimersByTime(PREORDER_SUCCESS_MS - 500));
    expect(screen.getByText(preorderMessages.successTitle)).toBeTruthy();

    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByText(preorderMessages.successTitle)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
    for (const label of [text.name, text.email, text.date, text.time, text.seats, text.phone, text.message]) {
      expect(field(label).value).toBe('');
    }
  });

  it('brings the success message into view and gives it the focus (on a phone it opens above the screen)', async () => {
    mockApi({ 'POST /api/v1/preorder': jsonResponse(200, { message: preorderMessages.submitted }) });
    renderRoute(<PreorderForm />);
    fillValidForm();
    submit();

    const title = await screen.findByText(preorderMessages.successTitle);

    const message = title.parentElement as HTMLElement;
    expect(message.textContent).toContain(preorderMessages.successText);
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts).toContain(message);
    expect(vi.mocked(Element.prototype.scrollIntoView)).toHaveBeenCalledWith(
      expect.objectContaining({ block: 'center' }),
    );
  });

  it('sends the message when one is written', async () => {
    const fetchMock = mockApi({ 'POST /api/v1/preorder': jsonResponse(200, { message: 'ok' }) });
    renderRoute(<PreorderForm />);

    fillValidForm();
    type(text.message, '  A high chair, please.  ');
    submit();

    await screen.findByText(preorderMessages.successTitle);
    const [, init] = callsTo(fetchMock, 'POST /api/v1/preorder')[0] ?? [];
    expect(JSON.parse(String(init?.body)).message).toBe('A high chair, please.');
  });

  it("shows the server's message for a refused request, beside its field too, and clears it after 5 s", async () => {
    const refusal = 'Date cannot be in the past';
    mockApi({
      'POST /api/v1/preorder': jsonResponse(400, {
        message: refusal,
        errors: [{ code: 'date', message: refusal }],
      }),
    });
    renderRoute(<PreorderForm />);

    fillValidForm();
    submit();

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toBe(refusal));
    expect(errorOf(text.date)).toBe(refusal);

    act(() => vi.advanceTimersByTime(PREORDER_ERROR_MS));
    expect(screen.getByRole('alert').textContent).toBe('');
    // What was typed stays, to be corrected.
    expect(field(text.name).value).toBe('Siobhán Ryan');
  });

  it('says the pre-order failed when the server fails, and clears it after 5 s', async () => {
    mockApi({ 'POST /api/v1/preorder': errorResponse(500, 'Internal Server Error') });
    renderRoute(<PreorderForm />);

    fillValidForm();
    submit();

    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(preorderMessages.failed));
    // shouldAdvanceTime lets real time pass too: check well before the 5 s, then after it.
    act(() => vi.advanceTimersByTime(PREORDER_ERROR_MS - 500));
    expect(screen.getByRole('alert').textContent).toBe(preorderMessages.failed);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('does not offer times already past when the date is today', async () => {
    vi.setSystemTime(new Date('2026-06-10T17:40:00Z')); // 18:40 in Dublin
    mockApi({});
    renderRoute(<PreorderForm />);

    type(text.date, '2026-06-10');

    const options = within(field(text.time)).getAllByRole<HTMLOptionElement>('option');
    await waitFor(() => expect(options.find((option) => option.value === '18:30')?.disabled).toBe(true));
    expect(options.find((option) => option.value === '18:45')?.disabled).toBe(false);
  });

  it('clears a time chosen for another date once the date is today and that time has passed, and asks for a time', async () => {
    vi.setSystemTime(new Date('2026-06-10T17:40:00Z')); // 18:40 in Dublin
    mockApi({});
    renderRoute(<PreorderForm />);
    type(text.date, '2026-06-12');
    type(text.time, '18:30');
    expect(field(text.time).value).toBe('18:30');

    type(text.date, '2026-06-10');

    await waitFor(() => expect(field(text.time).value).toBe(''));
    await waitFor(() => expect(errorOf(text.time)).toBe(v.timeRequired));
  });

  it('says why no time can be chosen for today from 10:00 PM, and only for today', async () => {
    vi.setSystemTime(new Date('2026-06-10T21:00:00Z')); // 22:00 in Dublin
    mockApi({});
    renderRoute(<PreorderForm />);
    const noTimesLeft = text.noTimesLeftToday('10:00 PM');
    expect(noTimesLeft).toBe('Bookings for today close at 10:00 PM. Please choose another date.');

    type(text.date, '2026-06-10');

    const options = within(field(text.time)).getAllByRole<HTMLOptionElement>('option').slice(1);
    await waitFor(() => expect(options.every((option) => option.disabled)).toBe(true));
    const hint = screen.getByText(noTimesLeft);
    expect(field(text.time).getAttribute('aria-describedby')?.split(' ')).toContain(hint.id);

    type(text.date, '2026-06-11');
    await waitFor(() => expect(screen.queryByText(noTimesLeft)).toBeNull());
    expect(options.some((option) => option.disabled)).toBe(false);
  });

  it('says nothing of the kind while the last time of today is still ahead', async () => {
    vi.setSystemTime(new Date('2026-06-10T20:50:00Z')); // 21:50 in Dublin
    mockApi({});
    renderRoute(<PreorderForm />);

    type(text.date, '2026-06-10');

    const options = within(field(text.time)).getAllByRole<HTMLOptionElement>('option');
    await waitFor(() => expect(options.find((option) => option.value === '21:45')?.disabled).toBe(true));
    expect(options.find((option) => option.value === '22:00')?.disabled).toBe(false);
    expect(screen.queryByText(text.noTimesLeftToday('10:00 PM'))).toBeNull();
  });

  it('keeps a time chosen for another date that is still ahead today', async () => {
    vi.setSystemTime(new Date('2026-06-10T17:40:00Z')); // 18:40 in Dublin
    mockApi({});
    renderRoute(<PreorderForm />);
    type(text.date, '2026-06-12');
    type(text.time, '18:45');

    type(text.date, '2026-06-10');
    await act(async () => {});

    expect(field(text.time).value).toBe('18:45');
    expect(errorOf(text.time)).toBeNull();
  });
});
