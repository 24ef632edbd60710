import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInForTest } from '@/testing/auth';
import { buildCustomer, buildCustomerOrder, buildMenu, buildRestaurant } from '@/testing/fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const quietStream = () =>
  new Response(new ReadableStream(), { headers: { 'content-type': 'text/event-stream' } });

function siteApi(order: ReturnType<typeof buildCustomerOrder>) {
  mockApi({
    'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()),
    'GET /api/custom/custom/products-with-categories': jsonResponse(200, buildMenu()),
    'GET /api/v1/customer/info': jsonResponse(200, buildCustomer()),
    'GET /api/v1/customer/notifications': jsonResponse(200, []),
    'GET /api/v1/customer/orders/stream': quietStream,
    'GET /api/v1/customer/order/:orderId': jsonResponse(200, order),
  });
}

/** A card order of €19.50 the restaurant changed: a bhaji removed, a korma added, €4.50 more. */
const changedCardOrder = (paymentLink: ReturnType<typeof buildCustomerOrder>['payment_link']) =>
  buildCustomerOrder({
    id: 7,
    total_cents: 2400,
    to_pay_cents: paymentLink ? 450 : 0,
    changes: [
      {
        at: '2026-11-23T18:10:00.000Z',
        summary: {
          removed: [{ name: 'Onion Bhaji', quantity: 1, options: [], note: null, line_total_cents: 650 }],
          added: [{ name: 'Chicken Korma', quantity: 1, options: [], note: null, line_total_cents: 1100 }],
          changed: [],
          details: [],
          old_total_cents: 1950,
          new_total_cents: 2400,
          difference_cents: 450,
          settlement: 'link',
        },
      },
    ],
    payment_link: paymentLink,
  });

describe('/profile/orders/:orderId of an order the restaurant changed (issue 49)', () => {
  it('shows what changed, what the card paid, and the link to pay the difference on', async () => {
    signInForTest();
    const url = 'https://order.tiffin.ie/api/v1/payment-links/abc';
    siteApi(changedCardOrder({ url, amount_cents: 450, expires_at: '2026-11-23T18:40:00.000Z' }));
    renderApp('/profile/orders/7');

    const changes = await screen.findByRole('region', { name: 'Changes by the restaurant' });
    expect(within(changes).getByText('1 × Onion Bhaji').tagName).toBe('DEL');
    expect(within(changes).getByText('1 × Chicken Korma').tagName).toBe('INS');
    expect(within(changes).getByText('Total €19.50 → €24.00')).toBeTruthy();
    expect(screen.getByText('Paid by card at checkout', { selector: 'dt' }).nextSibling?.textContent).toBe(
      '€19.50',
    );
    expect(screen.getByText('Still to pay', { selector: 'dt' }).nextSibling?.textContent).toBe('€4.50');
    expect(screen.getByRole('link', { name: 'Pay €4.50 now' }).getAttribute('href')).toBe(url);
    expect(screen.getByText(/^The link is open until \d+:40 (AM|PM)\.$/)).toBeTruthy();
  });

  it('shows both payments once the difference is paid by the link, and no link', async () => {
    signInForTest();
    siteApi({ ...changedCardOrder(null), paid_by_link_cents: 450 });
    renderApp('/profile/orders/7');
    await screen.findByRole('region', { name: 'Changes by the restaurant' });
    expect(screen.getByText('Paid by card at checkout', { selector: 'dt' }).nextSibling?.textContent).toBe(
      '€19.50',
    );
    expect(screen.getByText('Paid by payment link', { selector: 'dt' }).nextSibling?.textContent).toBe(
      '€4.50',
    );
    expect(screen.queryByText('Still to pay')).toBeNull();
    expect(screen.queryByRole('link', { name: /^Pay / })).toBeNull();
  });
});
