import { screen, waitFor } from '@testing-library/react';
import { ratingMessages } from '@tiffin/core';
import { describe, expect, it } from 'vitest';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { RatingSummary } from './rating-summary';

const text = ratingMessages.summary;
const SUMMARY = 'GET /api/v1/ratings/summary';

describe('the storefront’s ratings', () => {
  it('shows the average and the count, with how the ratings are checked', async () => {
    mockApi({ [SUMMARY]: jsonResponse(200, { count: 12, average: '4.6', comments: [] }) });
    renderWithProviders(<RatingSummary />);
    expect(await screen.findByRole('heading', { name: text.heading })).toBeTruthy();
    expect(screen.getByText(text.average('4.6'))).toBeTruthy();
    expect(screen.getByText(text.count(12), { exact: false })).toBeTruthy();
    expect(screen.getByText(text.howChecked)).toBeTruthy();
    // No comments: no heading promising some.
    expect(screen.queryByRole('heading', { name: text.commentsHeading })).toBeNull();
  });

  it('lists the comments sent with their stars and Dublin day, a delivery’s stars too', async () => {
    mockApi({
      [SUMMARY]: jsonResponse(200, {
        count: 12,
        average: '4.6',
        comments: [
          {
            id: 2,
            food: 5,
            delivery: 4,
            comment: 'Hot and on time.\nThe naan was perfect.',
            // 23:30 UTC is 00:30 of the next day in Dublin's summer time.
            created_at: '2026-07-05T23:30:00.000Z',
          },
          { id: 1, food: 3, delivery: null, comment: 'A bit salty.', created_at: '2026-07-01T12:00:00.000Z' },
        ],
      }),
    });
    renderWithProviders(<RatingSummary />);
    expect(await screen.findByRole('heading', { name: text.commentsHeading })).toBeTruthy();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Food 5 of 5 · Delivery 4 of 5 · 06 Jul 2026Hot and on time.\nThe naan was perfect.',
      'Food 3 of 5 · 01 Jul 2026A bit salty.',
    ]);
  });

  it('shows nothing under 10 ratings, nor when they cannot be read', async () => {
    const few = mockApi({ [SUMMARY]: jsonResponse(200, { count: 9, average: null, comments: [] }) });
    const { unmount } = renderWithProviders(<RatingSummary />);
    await waitFor(() => expect(callsTo(few, SUMMARY)).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: text.heading })).toBeNull();
    unmount();

    const failing = mockApi({ [SUMMARY]: errorResponse(503, 'Unavailable') });
    renderWithProviders(<RatingSummary />);
    await waitFor(() => expect(callsTo(failing, SUMMARY)).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: text.heading })).toBeNull();
  });
});
