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
    mockApi({ [SUMMARY]: jsonResponse(200, { count: 12, average: '4.6' }) });
    renderWithProviders(<RatingSummary />);
    expect(await screen.findByRole('heading', { name: text.heading })).toBeTruthy();
    expect(screen.getByText(text.average('4.6'))).toBeTruthy();
    expect(screen.getByText(text.count(12), { exact: false })).toBeTruthy();
    expect(screen.getByText(text.howChecked)).toBeTruthy();
  });

  it('shows nothing under 10 ratings, nor when they cannot be read', async () => {
    const few = mockApi({ [SUMMARY]: jsonResponse(200, { count: 9, average: null }) });
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
