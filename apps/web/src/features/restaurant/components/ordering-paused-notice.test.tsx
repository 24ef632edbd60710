import { screen } from '@testing-library/react';
import { paceTimeLabel } from '@tiffin/core';
import { describe, expect, it } from 'vitest';
import { buildRestaurant } from '@/testing/fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const PAUSED = 'Online ordering is paused — please call us on 062 61234';

describe('the notice that online ordering is paused', () => {
  it('shows on the storefront while nobody is watching the kitchen, the sentence calling the first phone', async () => {
    mockApi({ 'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant({ ordering_paused: true })) });
    renderApp('/');
    const notice = await screen.findByRole('link', { name: PAUSED });
    expect(notice.getAttribute('href')).toBe('tel:06261234');
    expect(notice.closest('[role="status"]')).toBeTruthy();
  });

  it('says when it reopens while the staff paused ordering until a time (issue 33), and the phone (issue 47)', async () => {
    const resumesAt = new Date(Date.now() + 45 * 60_000);
    mockApi({
      'GET /api/v1/restaurant': jsonResponse(
        200,
        buildRestaurant({ ordering_paused: true, resumes_at: resumesAt.toISOString() }),
      ),
    });
    renderApp('/');
    const notice = await screen.findByRole('link', {
      name: `Online ordering is paused until ${paceTimeLabel(resumesAt, new Date())} — please call us on 062 61234`,
    });
    expect(notice.getAttribute('href')).toBe('tel:06261234');
    expect(notice.closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByText(PAUSED)).toBeNull();
  });

  it('is not there while ordering is open', async () => {
    mockApi({ 'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()) });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tiffin' })).toBeTruthy();
    expect(screen.queryByText(PAUSED)).toBeNull();
  });
});
