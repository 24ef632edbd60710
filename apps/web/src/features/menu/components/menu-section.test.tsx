import { fireEvent, screen, within } from '@testing-library/react';
import { messages } from '@tiffin/core';
import { describe, expect, it } from 'vitest';
import { DISH_FALLBACK_IMAGE } from '@/lib/product-image';
import { buildMenu } from '@/testing/fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { MenuSection } from './menu-section';

const MENU_CALL = 'GET /api/custom/custom/products-with-categories';

function renderMenu() {
  return renderWithProviders(<MenuSection />);
}

function categorySection(name: string): HTMLElement {
  const section = screen.getByRole('heading', { level: 3, name }).closest('section');
  if (section === null) throw new Error(`no section for ${name}`);
  return section;
}

describe('the menu section', () => {
  it('lists every category in the order the API gives, each with its dishes', async () => {
    mockApi({ [MENU_CALL]: jsonResponse(200, buildMenu()) });
    renderMenu();

    await screen.findByRole('heading', { level: 3, name: 'Starters' });
    const categoryNames = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(categoryNames).toEqual(['Starters', 'House Curries', 'Desserts']);

    const starterDishes = within(categorySection('Starters')).getAllByRole('heading', { level: 4 });
    expect(starterDishes.map((dish) => dish.textContent)).toEqual(['Onion Bhaji', 'Vegetable Samosa']);

    const rogan = within(categorySection('House Curries')).getByRole('article', { name: 'Lamb Rogan Josh' });
    expect(within(rogan).getByText('€16.95')).toBeTruthy();
    expect(within(rogan).getByText('Slow-cooked lamb in a Kashmiri chilli and tomato sauce.')).toBeTruthy();
    expect(rogan.textContent).toContain(`${messages.menu.allergens}: Milk, Mustard`);
  });

  it('shows each dish photo from product storage, with the dish name as its text', async () => {
    mockApi({ [MENU_CALL]: jsonResponse(200, buildMenu()) });
    renderMenu();

    const bhaji = await screen.findByRole('img', { name: 'Onion Bhaji' });
    expect(bhaji.getAttribute('src')).toBe('/storage/app/public/product/onion-bhaji.svg');
    expect(bhaji.getAttribute('width')).toBe('400');
    expect(bhaji.getAttribute('height')).toBe('300');
    expect(screen.getByRole('img', { name: 'Lamb Rogan Josh' }).getAttribute('src')).toBe(
      DISH_FALLBACK_IMAGE,
    );
  });

  it('replaces a photo that fails to load with the fallback image', async () => {
    mockApi({ [MENU_CALL]: jsonResponse(200, buildMenu()) });
    renderMenu();

    const samosa = await screen.findByRole('img', { name: 'Vegetable Samosa' });
    fireEvent.error(samosa);
    expect(samosa.getAttribute('src')).toBe(DISH_FALLBACK_IMAGE);
  });

  it('says so under a category that has no dishes', async () => {
    mockApi({ [MENU_CALL]: jsonResponse(200, buildMenu()) });
    renderMenu();

    await screen.findByRole('heading', { level: 3, name: 'Desserts' });
    const desserts = within(categorySection('Desserts'));
    expect(desserts.getByText(messages.menu.noItems)).toBeTruthy();
    expect(desserts.getByText(messages.menu.tryDifferentCategory)).toBeTruthy();
    expect(desserts.queryAllByRole('article')).toHaveLength(0);
  });

  it('shows the loading text until the menu arrives', async () => {
    mockApi({ [MENU_CALL]: jsonResponse(200, buildMenu()) });
    renderMenu();

    expect(screen.getByRole('status').textContent).toBe(messages.menu.loadingCategories);
    await screen.findByRole('heading', { level: 3, name: 'Starters' });
    expect(screen.queryByText(messages.menu.loadingCategories)).toBeNull();
  });

  it('when the menu fails to load, shows the error, and Retry loads it again', async () => {
    const answers = [errorResponse(500, 'Internal server error'), jsonResponse(200, buildMenu())];
    const fetchMock = mockApi({
      [MENU_CALL]: () => answers.shift() ?? errorResponse(500, 'Internal server error'),
    });
    renderMenu();

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText(messages.menu.errorLoadingMenu(messages.menu.fetchProductsFailed)),
    ).toBeTruthy();

    fireEvent.click(within(alert).getByRole('button', { name: messages.common.retry }));

    await screen.findByRole('heading', { level: 3, name: 'Starters' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(callsTo(fetchMock, MENU_CALL)).toHaveLength(2);
  });

  it('asks the API in English for JSON', async () => {
    const fetchMock = mockApi({ [MENU_CALL]: jsonResponse(200, buildMenu()) });
    renderMenu();

    await screen.findByRole('heading', { level: 3, name: 'Starters' });
    const [, init] = callsTo(fetchMock, MENU_CALL)[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('X-localization')).toBe('en');
  });
});
