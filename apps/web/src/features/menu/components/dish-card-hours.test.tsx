import { act, screen, within } from '@testing-library/react';
import { messages } from '@tiffin/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMenu, buildProduct, starters } from '@/testing/fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderMenuWithBasket } from '../testing/render-menu';

// Issue 33 (decision 051): the server sends what the storefront says of a dish on its own hours,
// step by step through the coming day; the card follows the device's clock from minute to minute.
const NOW = Date.parse('2026-11-23T11:58:30Z');
const lunchBhaji = buildProduct(starters, {
  id: 1,
  name: 'Onion Bhaji',
  availability: [
    { from: '2026-11-23T11:58:00.000Z', note: 'Available from 12:00' },
    { from: '2026-11-23T12:00:00.000Z', note: null },
    { from: '2026-11-23T15:00:00.000Z', note: 'Available Tuesday from 12:00' },
  ],
});
const samosa = buildProduct(starters, { id: 2, name: 'Vegetable Samosa' });

async function card(name: string) {
  return within(await screen.findByRole('article', { name: new RegExp(name) }));
}

describe('a dish on its own hours', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is greyed with "Available from 12:00" and cannot be added or opened, then is offered at 12:00', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
    mockApi({
      'GET /api/custom/custom/products-with-categories': jsonResponse(
        200,
        buildMenu({ products: [lunchBhaji, samosa] }),
      ),
    });
    renderMenuWithBasket();
    const bhaji = await card('Onion Bhaji');
    expect(bhaji.getByText('Available from 12:00')).toBeTruthy();
    expect(bhaji.queryByRole('button', { name: messages.menu.addToCart })).toBeNull();
    expect(bhaji.queryByRole('button', { name: 'Onion Bhaji' })).toBeNull();
    // A dish without hours is as ever.
    expect(
      (await card('Vegetable Samosa')).getByRole('button', { name: messages.menu.addToCart }),
    ).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(2 * 60_000));
    expect(bhaji.queryByText('Available from 12:00')).toBeNull();
    expect(bhaji.getByRole('button', { name: messages.menu.addToCart })).toBeTruthy();
    expect(bhaji.getByRole('button', { name: 'Onion Bhaji' })).toBeTruthy();
  });

  it('goes by the first step when this device’s clock is behind the server’s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.parse('2026-11-23T11:57:00Z') });
    mockApi({
      'GET /api/custom/custom/products-with-categories': jsonResponse(
        200,
        buildMenu({ products: [lunchBhaji] }),
      ),
    });
    renderMenuWithBasket();
    expect((await card('Onion Bhaji')).getByText('Available from 12:00')).toBeTruthy();
  });
});

// Issue 47: a dish sold out for today stays on the menu, said so, and is added for tomorrow's slots.
describe('a dish sold out for today', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says so and can still be added, for tomorrow; from its next opening the note is gone', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.parse('2026-11-24T16:58:30Z') });
    const soldOut = buildProduct(starters, {
      id: 1,
      name: 'Onion Bhaji',
      sold_out_today: { until: '2026-11-24T17:00:00.000Z', note: 'Sold out today: order it for tomorrow' },
    });
    mockApi({
      'GET /api/custom/custom/products-with-categories': jsonResponse(
        200,
        buildMenu({ products: [soldOut] }),
      ),
    });
    renderMenuWithBasket();
    const bhaji = await card('Onion Bhaji');
    expect(bhaji.getByText('Sold out today: order it for tomorrow')).toBeTruthy();
    expect(bhaji.getByRole('button', { name: messages.menu.addToCart })).toBeTruthy();
    expect(bhaji.getByRole('button', { name: 'Onion Bhaji' })).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(2 * 60_000));
    expect(bhaji.queryByText('Sold out today: order it for tomorrow')).toBeNull();
  });
});
