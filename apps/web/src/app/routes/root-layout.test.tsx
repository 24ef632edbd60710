import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildMenu, buildRestaurant } from '@/testing/fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const PAGE_VIEW = 'POST /api/v1/analytics/page-view';

function siteApi(overrides = {}) {
  return mockApi({
    'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()),
    'GET /api/custom/custom/products-with-categories': jsonResponse(200, buildMenu()),
    ...overrides,
  });
}

function reportedPaths(fetchMock: ReturnType<typeof mockApi>): unknown[] {
  return callsTo(fetchMock, PAGE_VIEW).map(([, init]) => JSON.parse(String(init?.body)).path);
}

describe('the root layout', () => {
  it('reports a page view with the pathname on arrival and on every route change', async () => {
    const fetchMock = siteApi();
    const { router } = renderApp('/');
    await waitFor(() => expect(reportedPaths(fetchMock)).toEqual(['/']));

    await router.navigate('/nope?utm=x#top');
    await screen.findByRole('heading', { level: 1, name: '404 - Page not found' });
    await router.navigate('/menu');

    await waitFor(() => expect(reportedPaths(fetchMock)).toEqual(['/', '/nope', '/menu']));
  });

  it('starts every new page at the top', async () => {
    siteApi();
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Tiffin' });
    // Where a first visit lands (a #section, or the top) is the browser's: e2e/tests/home.mobile.spec.ts.
    vi.mocked(window.scrollTo).mockClear();

    await router.navigate('/nope');

    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0));
  });

  it('keeps the page working when the page-view report fails', async () => {
    siteApi({ [PAGE_VIEW]: () => errorResponse(500, 'Internal server error') });
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 3, name: 'Starters' })).toBeTruthy();
  });

  it('shows the footer on every page but the profile area', async () => {
    siteApi();
    const { router } = renderApp('/');
    expect(await screen.findByRole('contentinfo')).toBeTruthy();

    await router.navigate('/profile/addresses');
    await waitFor(() => expect(screen.queryByRole('contentinfo')).toBeNull());

    await router.navigate('/profiles-of-our-chefs');
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
  });
});
