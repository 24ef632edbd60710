import { fireEvent, screen, within } from '@testing-library/react';
import type { CustomerNotification } from '@tiffin/core';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { signInForTest } from '@/testing/auth';
import { buildCustomer, buildMenu, buildRestaurant } from '@/testing/fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const LIST = 'GET /api/v1/customer/notifications';
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const notification = (id: number, createdAt: string, overrides: Partial<CustomerNotification> = {}) => ({
  id,
  title: `Order #K7Q2M${id} accepted`,
  description: 'Tiffin has accepted your order. It will be ready to collect at about 7:20 PM.',
  image_full_url: null,
  status: 1,
  created_at: createdAt,
  updated_at: createdAt,
  data: { type: 'order_status', order_id: id },
  read_at: null,
  ...overrides,
});

function siteApi(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()),
    'GET /api/custom/custom/products-with-categories': jsonResponse(200, buildMenu()),
    'GET /api/v1/customer/info': jsonResponse(200, buildCustomer()),
    ...routes,
  });
}

describe('/profile/notifications', () => {
  it('counts them, shows two grouped by date with Today first, then all; one opens its details and is marked read', async () => {
    signInForTest();
    const list = [
      notification(1, hoursAgo(24 * 9)),
      notification(2, new Date().toISOString()),
      notification(3, hoursAgo(24 * 3), { read_at: hoursAgo(1) }),
    ];
    const log = siteApi({
      [LIST]: jsonResponse(200, list),
      'POST /api/v1/customer/notifications/2/read': jsonResponse(200, {
        ...list[1],
        read_at: new Date().toISOString(),
      }),
    });
    renderApp('/profile/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications (3)' })).toBeTruthy();
    // The date groups (each named by its date); the page's "On this device" part is a region too.
    const groups = () =>
      within(screen.getByRole('region', { name: /^Notifications \(/ }))
        .getAllByRole('region')
        .map((region) => region.getAttribute('aria-label'))
        .filter((label) => label !== null);
    expect(groups()[0]).toBe('Today');
    expect(groups()).toHaveLength(2);
    expect(screen.getAllByText(/^Tiffin has accepted your order\. It will be\.\.\.$/)).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'View all (1 more)' }));
    expect(groups()).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(groups()).toHaveLength(2);

    const today = within(screen.getByRole('region', { name: 'Today' }));
    expect(today.getByText('New')).toBeTruthy();
    fireEvent.click(today.getByRole('button', { name: /Order #K7Q2M2 accepted/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Notification Details' })).toBeTruthy();
    expect(screen.getByText('Tiffin has accepted your order. It will be...')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'See More' }));
    expect(
      screen.getByText('Tiffin has accepted your order. It will be ready to collect at about 7:20 PM.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show Less' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the order' }).getAttribute('href')).toBe(
      '/profile/orders/2',
    );
    expect(callsTo(log, 'POST /api/v1/customer/notifications/2/read')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /Back/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications (3)' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Today' })).queryByText('New')).toBeNull();
  });

  it('says when there are none, and shows the failure with Try again', async () => {
    signInForTest();
    // Failing until Try again (the header's bell asks for the same list too).
    let failing = true;
    siteApi({
      [LIST]: () => (failing ? errorResponse(500, 'Internal Server Error') : jsonResponse(200, [])),
    });
    renderApp('/profile/notifications');
    expect(await screen.findByText('Failed to fetch notifications')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No notifications found')).toBeTruthy();
  });

  it('a session the server ended signs the customer out', async () => {
    signInForTest();
    siteApi({ [LIST]: errorResponse(401, 'Unauthenticated.', 'unauthenticated') });
    renderApp('/profile/notifications');
    expect(await screen.findByText('Session expired. Please login again.')).toBeTruthy();
    expect(useAuthStore.getState().token).toBeNull();
  });
});
