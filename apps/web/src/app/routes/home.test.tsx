import { fireEvent, screen, within } from '@testing-library/react';
import { messages, preorderMessages } from '@tiffin/core';
import { describe, expect, it, vi } from 'vitest';
import { siteText } from '@/lib/site-text';
import { storefrontText } from '@/lib/storefront-text';
import { buildMenu, buildRestaurant } from '@/testing/fixtures';
import { errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('the home page', () => {
  it('greets with the restaurant name, the order minimum and wait, then the menu and the sections', async () => {
    mockApi({
      'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant({ name: 'Tiffin Cashel' })),
      'GET /api/custom/custom/products-with-categories': jsonResponse(200, buildMenu()),
    });
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Tiffin Cashel' })).toBeTruthy();
    expect(screen.getByText('Min order: 15€')).toBeTruthy();
    expect(screen.getByText('Min Time: 25-45 Min')).toBeTruthy();
    expect(document.getElementById('menu-section')).not.toBeNull();
    expect(document.getElementById('award-section')).not.toBeNull();
    expect(document.getElementById('preorder-section')).not.toBeNull();
  });

  it('takes the badges from the restaurant’s settings', async () => {
    mockApi({
      'GET /api/v1/restaurant': jsonResponse(
        200,
        buildRestaurant({ minimum_order: '12.50', wait_minutes: { min: 30, max: 50 } }),
      ),
      'GET /api/custom/custom/products-with-categories': jsonResponse(200, buildMenu()),
    });
    renderApp('/');

    expect(await screen.findByText('Min order: 12.50€')).toBeTruthy();
    expect(screen.getByText('Min Time: 30-50 Min')).toBeTruthy();
  });

  it('Order Now scrolls to the menu', async () => {
    mockApi({
      'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()),
      'GET /api/custom/custom/products-with-categories': jsonResponse(200, buildMenu()),
    });
    renderApp('/menu');

    fireEvent.click(await screen.findByRole('button', { name: messages.landing.orderNow }));

    const scrolledTo = vi.mocked(Element.prototype.scrollIntoView).mock.contexts as Element[];
    expect(scrolledTo.map((element) => element.id)).toEqual(['menu-section']);
  });

  it('still shows the menu when the restaurant settings fail', async () => {
    mockApi({
      'GET /api/v1/restaurant': errorResponse(500, 'Internal server error'),
      'GET /api/custom/custom/products-with-categories': jsonResponse(200, buildMenu()),
    });
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 3, name: 'Starters' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order online' })).toBeTruthy();
  });
  it('offers the phone line and directions to the restaurant, in a new tab', async () => {
    mockApi({
      'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()),
      'GET /api/custom/custom/products-with-categories': jsonResponse(200, buildMenu()),
    });
    renderApp('/');

    const call = await screen.findByRole('link', { name: siteText.hero.callUs('062 61234') });
    expect(call.getAttribute('href')).toBe('tel:06261234');
    const directions = screen.getByRole('link', { name: new RegExp(`^${siteText.hero.directions}`) });
    expect(directions.getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=52.5159336%2C-7.8890741',
    );
    expect(directions.getAttribute('target')).toBe('_blank');
    expect(directions.getAttribute('rel')).toContain('noopener');
  });

  it('has the award, testimonials and pre-order sections after the menu, in that order', async () => {
    mockApi({
      'GET /api/v1/restaurant': jsonResponse(
        200,
        buildRestaurant({
          testimonials: [
            { id: 1, name: 'Siobhán Ryan', location: 'Cashel', rating: 5, text: 'Curry night.' },
            { id: 2, name: 'Declan Moloney', location: 'Cahir', rating: 4, text: 'Always ready.' },
            { id: 3, name: 'Aoife Brennan', location: 'Golden', rating: 5, text: 'Allergens listed.' },
          ],
        }),
      ),
      'GET /api/custom/custom/products-with-categories': jsonResponse(200, buildMenu()),
    });
    renderApp('/');

    const award = await screen.findByRole('region', { name: storefrontText.award.heading });
    const badge = within(award).getByRole('img', { name: storefrontText.award.chefAward.badgeAlt });
    expect(badge.getAttribute('loading')).toBe('lazy');
    expect(badge.getAttribute('width')).not.toBeNull();
    expect(badge.getAttribute('height')).not.toBeNull();
    expect(within(award).getByText(storefrontText.award.experience.value)).toBeTruthy();

    expect(await screen.findByText('Curry night.')).toBeTruthy();
    const preorder = await screen.findByRole('region', { name: storefrontText.preorder.heading });
    expect(preorder.closest('#preorder-section')).not.toBeNull();
    expect(await within(preorder).findByRole('button', { name: preorderMessages.sendMessage })).toBeTruthy();

    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    const order = [
      siteText.menu.heading,
      storefrontText.award.heading,
      storefrontText.testimonials.heading,
      storefrontText.preorder.heading,
    ];
    expect(order.map((heading) => headings.indexOf(heading))).toEqual(
      [...order.map((heading) => headings.indexOf(heading))].sort((a, b) => a - b),
    );
    expect(order.every((heading) => headings.includes(heading))).toBe(true);
  });
});
