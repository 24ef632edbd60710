import { screen } from '@testing-library/react';
import { messages } from '@tiffin/core';
import { describe, expect, it } from 'vitest';
import { useStaffSession } from '@/features/staff-shell/stores/staff-session';
import { accountText } from '@/lib/account-text';
import { signInForTest } from '@/testing/auth';
import { buildMenu, buildRestaurant } from '@/testing/fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('an address the site does not have', () => {
  it("shows '404 - Page not found' with a link home, inside the header and footer", async () => {
    mockApi({ 'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()) });
    renderApp('/nope');

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('404 - Page not found');
    expect(heading.textContent).toBe(messages.navigation.notFound);
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('is what a path under /staff or /profile that is no page shows, without the area’s layout', async () => {
    signInForTest();
    useStaffSession.getState().signIn({
      token: 'staff-token',
      member: {
        id: 1,
        name: 'Priya Nair',
        email: 'priya@tiffin.test',
        role: 'admin',
        disabled: false,
        sign_in_held: null,
        created_at: '',
      },
    });
    mockApi({
      'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()),
      'GET /api/v1/customer/notifications': jsonResponse(200, []),
      'GET /api/v1/customer/orders/stream': () => new Response(new ReadableStream()),
    });
    for (const path of ['/staff/nope', '/staff/orders/7', '/profile/nope', '/profile/orders/7/more']) {
      const view = renderApp(path);
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(heading.textContent).toBe(messages.navigation.notFound);
      expect(screen.getByRole('banner')).toBeTruthy();
      expect(screen.queryByRole('navigation', { name: 'Staff pages' })).toBeNull();
      expect(screen.queryByRole('navigation', { name: accountText.profile.sectionsNavigation })).toBeNull();
      view.unmount();
    }
  });

  it('goes back to the menu from the link', async () => {
    mockApi({
      'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()),
      'GET /api/custom/custom/products-with-categories': jsonResponse(200, buildMenu()),
    });
    const { router } = renderApp('/some/old/page');

    (await screen.findByRole('link', { name: 'Go to the home page' })).click();

    expect(await screen.findByRole('heading', { level: 1, name: 'Tiffin' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});
