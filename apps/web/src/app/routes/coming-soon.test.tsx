import { screen } from '@testing-library/react';
import { messages } from '@tiffin/core';
import { describe, expect, it } from 'vitest';
import { storefrontText } from '@/lib/storefront-text';
import { buildRestaurant } from '@/testing/fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { AwardRoute, ReservationRoute } from './coming-soon';

describe('the pages still to come', () => {
  it('/award says the award page is coming soon', () => {
    mockApi({ 'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()) });
    renderRoute(<AwardRoute />, '/award');

    expect(screen.getByRole('heading', { level: 1, name: messages.navigation.awardComingSoon })).toBeTruthy();
  });

  it('/reservation says the reservation page is coming soon and points to the table request', () => {
    mockApi({ 'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()) });
    renderRoute(<ReservationRoute />, '/reservation');

    expect(
      screen.getByRole('heading', { level: 1, name: messages.navigation.reservationComingSoon }),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: storefrontText.comingSoon.reservationLink }).getAttribute('href'),
    ).toBe('/contact-us');
  });
});
