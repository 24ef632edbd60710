import { fireEvent, screen } from '@testing-library/react';
import { messages } from '@tiffin/core';
import { describe, expect, it, vi } from 'vitest';
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
});
