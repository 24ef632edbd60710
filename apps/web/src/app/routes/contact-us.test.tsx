import { screen, waitFor, within } from '@testing-library/react';
import { preorderMessages } from '@tiffin/core';
import { describe, expect, it } from 'vitest';
import { siteText } from '@/lib/site-text';
import { storefrontText } from '@/lib/storefront-text';
import { buildRestaurant } from '@/testing/fixtures';
import { errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { ContactUsRoute } from './contact-us';

const text = storefrontText.contact;

function contactCard() {
  return within(screen.getByRole('region', { name: text.detailsHeading }));
}

describe('the contact page', () => {
  it('dials the phones, writes to the e-mail and opens directions to the address in a new tab', async () => {
    mockApi({ 'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()) });
    renderRoute(<ContactUsRoute />, '/contact-us');

    expect((await contactCard().findByRole('link', { name: '062 61234' })).getAttribute('href')).toBe(
      'tel:06261234',
    );
    expect(contactCard().getByRole('link', { name: '087 123 4567' }).getAttribute('href')).toBe(
      'tel:0871234567',
    );
    expect(contactCard().getByRole('link', { name: 'hello@tiffin-cashel.ie' }).getAttribute('href')).toBe(
      'mailto:hello@tiffin-cashel.ie',
    );

    const directions = contactCard().getByRole('link', { name: /42 Main Street/ });
    expect(directions.getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=52.5159336%2C-7.8890741',
    );
    expect(directions.getAttribute('target')).toBe('_blank');
    expect(directions.getAttribute('rel')).toContain('noopener');
    expect(directions.textContent).toContain(siteText.opensInNewTab);
  });

  it('links to the map instead of embedding one', async () => {
    mockApi({ 'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()) });
    renderRoute(<ContactUsRoute />, '/contact-us');

    const map = await contactCard().findByRole('link', { name: new RegExp(text.mapLink) });
    expect(map.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=52.5159336%2C-7.8890741',
    );
    expect(map.getAttribute('target')).toBe('_blank');
    expect(map.getAttribute('rel')).toContain('noopener');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('has the pre-order form, named by its heading, and a title', async () => {
    mockApi({ 'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant({ name: 'Tiffin' })) });
    renderRoute(<ContactUsRoute />, '/contact-us');

    expect(screen.getByRole('heading', { level: 1, name: text.heading })).toBeTruthy();
    const form = screen.getByRole('form', { name: storefrontText.preorder.heading });
    expect(within(form).getByRole('button', { name: preorderMessages.sendMessage })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Contact Us · Tiffin'));
  });

  it('still offers the form when the contact details cannot be loaded', async () => {
    mockApi({ 'GET /api/v1/restaurant': errorResponse(500, 'Internal Server Error') });
    renderRoute(<ContactUsRoute />, '/contact-us');

    expect(await screen.findByText(text.unavailable)).toBeTruthy();
    expect(screen.getByRole('form', { name: storefrontText.preorder.heading })).toBeTruthy();
  });
});
