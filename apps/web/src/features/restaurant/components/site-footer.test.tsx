import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildRestaurant } from '@/testing/fixtures';
import { errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

/** The footer, once its code has loaded (it is hydrated or loaded as it nears the screen). */
async function findFooter() {
  return within(await screen.findByRole('contentinfo'));
}

describe('the footer', () => {
  it('shows each day with its opening hours from the restaurant settings', async () => {
    mockApi({ 'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()) });
    renderApp('/nope');
    const footer = await findFooter();

    await footer.findByText('Monday');
    const days = footer.getAllByRole('term').map((term) => term.textContent);
    expect(days).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(footer.getAllByText('5:00 PM - 10:00 PM')).toHaveLength(7);
  });

  it('offers the phones to call, the e-mail to write to and the address', async () => {
    mockApi({ 'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()) });
    renderApp('/nope');
    const footer = await findFooter();

    expect((await footer.findByRole('link', { name: '087 123 4567' })).getAttribute('href')).toBe(
      'tel:0871234567',
    );
    expect(footer.getByRole('link', { name: '062 61234' }).getAttribute('href')).toBe('tel:06261234');
    expect(footer.getByRole('link', { name: 'hello@tiffin-cashel.ie' }).getAttribute('href')).toBe(
      'mailto:hello@tiffin-cashel.ie',
    );
    expect(footer.getByText(/42 Main Street/).textContent).toContain('E25 X9T4');
  });

  it('links to the information and policy pages', async () => {
    mockApi({ 'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()) });
    renderApp('/nope');
    const footer = await findFooter();

    const links = within(await footer.findByRole('navigation')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/about-us',
      '/privacy-policy',
      '/refund-and-cancellation-policy',
      '/terms-conditions',
      '/shipping-and-delivery-policy',
      // The tips notice, on every page (S.I. 545/2022, decision 065).
      '/tips',
      '/delete-account.php',
    ]);
  });

  it('says the details could not be loaded when the settings fail', async () => {
    mockApi({ 'GET /api/v1/restaurant': errorResponse(500, 'Internal server error') });
    renderApp('/nope');
    const footer = await findFooter();

    expect(await footer.findByText(/could not be loaded/)).toBeTruthy();
    expect(footer.queryByText('Monday')).toBeNull();
  });
});
