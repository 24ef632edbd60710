import { act, screen, waitFor } from '@testing-library/react';
import type { OrderListItem } from '@tiffin/core';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { bearerOf, signInForTest, TEST_TOKEN } from '@/testing/auth';
import { buildCustomer, buildMenu, buildRestaurant } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi, type SentRequest } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

/**
 * The customer's calls read the token as they are sent (lib/customer-fetch.ts, decision 062): no
 * query key holds it, so what one customer was shown must be gone when another signs in on the
 * same device, and the next calls carry the new customer's token.
 */

const LIST = 'GET /api/v1/customer/order/list';
const RUNNING = 'GET /api/v1/customer/order/running-orders';
const SECOND_TOKEN = 'second-customer-token';

const listItem = (reference: string): OrderListItem => ({
  id: reference === 'FIRST1' ? 1 : 2,
  order_reference: reference,
  order_status: 'delivered',
  order_type: 'take_away',
  payment_method: 'cash_on_delivery',
  payment_state: 'cash_paid',
  refunded_cents: null,
  order_amount: '21.50',
  subtotal: '21.50',
  delivery_charge: '0.00',
  coupon_discount_amount: '0.00',
  deposit: '0.00',
  coupon_code: null,
  schedule_at: new Date(Date.now() - 86_400_000).toISOString(),
  created_at: new Date(Date.now() - 86_400_000 - 1_800_000).toISOString(),
  details_count: 1,
  lines: [{ name: 'Onion Bhaji', quantity: 1, options: [], line_total: '21.50', allergens: [] }],
});

/** Each customer's own orders, by the token the call carried. */
const ordersOf = (init: SentRequest) =>
  jsonResponse(200, {
    total_size: 1,
    limit: 10,
    offset: 1,
    orders: [listItem(bearerOf(init) === `Bearer ${TEST_TOKEN}` ? 'FIRST1' : 'SECOND')],
  });

describe('a second customer signing in on the same device', () => {
  it('never sees the first one’s orders, and the calls carry the new token', async () => {
    signInForTest();
    const log = mockApi({
      'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()),
      'GET /api/custom/custom/products-with-categories': jsonResponse(200, buildMenu()),
      'GET /api/v1/customer/info': jsonResponse(200, buildCustomer()),
      'GET /api/v1/customer/notifications': jsonResponse(200, []),
      'GET /api/v1/customer/orders/stream': () =>
        new Response(new ReadableStream(), {
          headers: { 'content-type': 'text/event-stream' },
        }),
      [RUNNING]: jsonResponse(200, { total_size: 0, limit: 10, offset: 1, orders: [] }),
      [LIST]: ordersOf,
    });
    renderApp('/profile/orders');
    expect(await screen.findByText(/#FIRST1/)).toBeTruthy();

    act(() => useAuthStore.getState().clearSession());
    expect(screen.queryByText(/#FIRST1/)).toBeNull();
    act(() =>
      useAuthStore.getState().signIn({
        token: SECOND_TOKEN,
        user: { name: 'Second Customer', email: 'second@tiffin.test' },
      }),
    );
    // The first customer's list went with their session: it is not shown while the second's loads.
    expect(screen.queryByText(/#FIRST1/)).toBeNull();
    expect(await screen.findByText(/#SECOND/)).toBeTruthy();
    expect(screen.queryByText(/#FIRST1/)).toBeNull();
    await waitFor(() => expect(bearerOf(callsTo(log, LIST).at(-1)?.[1])).toBe(`Bearer ${SECOND_TOKEN}`));
  });
});
