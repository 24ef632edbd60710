import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALLERGEN_GROUPS_LEGEND, dishMessages, messages } from '@tiffin/core';
import { describe, expect, it } from 'vitest';
import { siteText } from '@/lib/site-text';
import {
  buildMenu,
  buildProduct,
  buildProductDetails,
  curries,
  roganJoshVariations,
  starters,
} from '@/testing/fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { renderMenuWithBasket } from '../testing/render-menu';
import { allergenFilterText } from './allergen-filter-text';
import { MenuSection } from './menu-section';

const MENU_CALL = 'GET /api/custom/custom/products-with-categories';
const STATEMENT = 'Our kitchen handles all 14 allergens; traces may be in any dish.';

const prawnPuri = buildProduct(starters, {
  id: 3,
  name: 'Prawn Puri',
  veg: false,
  allergies: ['Cereals containing gluten', 'Crustaceans'],
});
const rogan = buildProduct(curries, {
  id: 20,
  name: 'Lamb Rogan Josh',
  veg: false,
  image: null,
  allergies: ['Milk', 'Mustard'],
  has_variations: true,
});
const bhaji = buildProduct(starters, { id: 1, name: 'Onion Bhaji', veg: false });

function mockMenu() {
  return mockApi({
    [MENU_CALL]: jsonResponse(200, buildMenu({ products: [bhaji, prawnPuri, rogan] })),
    'GET /api/v1/products/details/20': jsonResponse(200, buildProductDetails(rogan, roganJoshVariations())),
  });
}

const dish = (name: string) => screen.getByRole('article', { name });
const filterButton = () => screen.getByRole('button', { name: siteText.menu.avoidAllergens });

/** Opens the filter's panel (its code loads on opening) and ticks the allergens named. */
async function avoid(...names: string[]) {
  fireEvent.click(filterButton());
  const panel = within(await screen.findByRole('group', { name: allergenFilterText.legend }));
  for (const name of names) fireEvent.click(panel.getByRole('checkbox', { name }));
  return panel;
}

describe('the menu’s allergen filter', () => {
  it('offers one checkbox per allergen of the EU list, named after it, with the restaurant’s statement', async () => {
    mockMenu();
    renderWithProviders(<MenuSection allergenStatement={STATEMENT} />);
    await screen.findByRole('article', { name: 'Prawn Puri' });
    expect(filterButton().getAttribute('aria-expanded')).toBe('false');

    const panel = await avoid();
    expect(filterButton().getAttribute('aria-expanded')).toBe('true');
    expect(panel.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'Celery',
      'Cereals containing gluten',
      'Crustaceans',
      'Eggs',
      'Fish',
      'Lupin',
      'Milk',
      'Molluscs',
      'Mustard',
      'Tree nuts',
      'Peanuts',
      'Sesame',
      'Soya',
      'Sulphur dioxide and sulphites',
    ]);
    expect(screen.getByText(STATEMENT)).toBeTruthy();
  });

  it('offers Nuts and Shellfish as one tick each for the allergens they group (issue 47)', async () => {
    const user = userEvent.setup();
    mockMenu();
    renderWithProviders(<MenuSection allergenStatement={STATEMENT} />);
    await screen.findByRole('article', { name: 'Prawn Puri' });
    const allergens = await avoid();
    const groups = within(screen.getByRole('group', { name: ALLERGEN_GROUPS_LEGEND }));
    const nuts = groups.getByRole('checkbox', { name: 'Nuts (Tree nuts and Peanuts)' });
    await user.click(nuts);
    expect(allergens.getByRole('checkbox', { name: 'Tree nuts' })).toHaveProperty('checked', true);
    expect(allergens.getByRole('checkbox', { name: 'Peanuts' })).toHaveProperty('checked', true);
    await user.click(groups.getByRole('checkbox', { name: 'Shellfish (Crustaceans and Molluscs)' }));
    expect(screen.getByText('Crustaceans, Molluscs, Tree nuts, Peanuts')).toBeTruthy();
    expect(within(dish('Prawn Puri')).getByText(siteText.menu.contains('Crustaceans'))).toBeTruthy();

    // One of the group unticked: the group is no longer ticked; ticked again, it takes both.
    await user.click(allergens.getByRole('checkbox', { name: 'Peanuts' }));
    expect(nuts).toHaveProperty('checked', false);
    await user.click(nuts);
    expect(allergens.getByRole('checkbox', { name: 'Peanuts' })).toHaveProperty('checked', true);
    await user.click(nuts);
    expect(allergens.getByRole('checkbox', { name: 'Tree nuts' })).toHaveProperty('checked', false);
    expect(screen.getByText('Crustaceans, Molluscs')).toBeTruthy();
  });

  it('marks the dishes that contain an avoided allergen, says what is avoided, and keeps it on the device', async () => {
    mockMenu();
    const view = renderMenuWithBasket({ allergenStatement: STATEMENT });
    await screen.findByRole('article', { name: 'Prawn Puri' });
    expect(within(dish('Prawn Puri')).queryByText('Contains Crustaceans')).toBeNull();

    await avoid('Crustaceans', 'Milk');
    // Marked, still offered: its button names the mark too.
    expect(within(dish('Prawn Puri')).getByText('Contains Crustaceans')).toBeTruthy();
    expect(dish('Prawn Puri').hasAttribute('data-avoided')).toBe(true);
    expect(
      within(dish('Prawn Puri'))
        .getByRole('button', { name: messages.menu.addToCart })
        .getAttribute('aria-describedby'),
    ).toContain('dish-3-contains');
    expect(within(dish('Lamb Rogan Josh')).getByText('Contains Milk')).toBeTruthy();
    expect(within(dish('Onion Bhaji')).queryByText(/^Contains/)).toBeNull();
    expect(dish('Onion Bhaji').hasAttribute('data-avoided')).toBe(false);
    expect((await screen.findByText('Crustaceans, Milk')).closest('p')?.textContent).toContain(
      `${allergenFilterText.avoiding} Crustaceans, Milk`,
    );
    expect(JSON.parse(window.localStorage.getItem('avoided_allergens') ?? 'null')).toEqual([
      'Crustaceans',
      'Milk',
    ]);

    // Done closes the panel, focus back on its button; the bar stays, with the statement.
    fireEvent.click(screen.getByRole('button', { name: allergenFilterText.done }));
    expect(screen.queryByRole('group', { name: allergenFilterText.legend })).toBeNull();
    expect(document.activeElement).toBe(filterButton());
    expect(await screen.findByText(STATEMENT)).toBeTruthy();

    // A reload: a new page reads the device's list back.
    view.unmount();
    cleanup();
    mockMenu();
    renderWithProviders(<MenuSection allergenStatement={STATEMENT} />);
    expect(
      await within(await screen.findByRole('article', { name: 'Prawn Puri' })).findByText(
        'Contains Crustaceans',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('Crustaceans, Milk')).toBeTruthy();
  });

  it('Clear takes every mark away and forgets the list', async () => {
    window.localStorage.setItem('avoided_allergens', JSON.stringify(['Crustaceans']));
    mockMenu();
    renderWithProviders(<MenuSection allergenStatement={STATEMENT} />);
    expect(
      await within(await screen.findByRole('article', { name: 'Prawn Puri' })).findByText(
        'Contains Crustaceans',
      ),
    ).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: allergenFilterText.clearAvoided }));
    expect(within(dish('Prawn Puri')).queryByText('Contains Crustaceans')).toBeNull();
    expect(screen.queryByText(`${allergenFilterText.avoiding}`, { exact: false })).toBeNull();
    expect(screen.queryByText(STATEMENT)).toBeNull();
    expect(window.localStorage.getItem('avoided_allergens')).toBeNull();
  });

  it('follows a change made in another tab', async () => {
    mockMenu();
    renderWithProviders(<MenuSection />);
    await screen.findByRole('article', { name: 'Prawn Puri' });
    act(() => {
      window.localStorage.setItem('avoided_allergens', JSON.stringify(['Crustaceans']));
      window.dispatchEvent(new StorageEvent('storage', { key: 'avoided_allergens' }));
    });
    expect(within(dish('Prawn Puri')).getByText('Contains Crustaceans')).toBeTruthy();
  });

  it('in a dish’s modal, an option that adds an avoided allergen is marked and cannot be chosen', async () => {
    window.localStorage.setItem('avoided_allergens', JSON.stringify(['Crustaceans']));
    mockMenu();
    const { onAdd } = renderMenuWithBasket();
    fireEvent.click(await screen.findByRole('button', { name: 'Lamb Rogan Josh' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Lamb Rogan Josh' }));

    const prawn = (await dialog.findByRole('radio', { name: /King prawn/ })) as HTMLInputElement;
    expect(prawn.disabled).toBe(true);
    expect(prawn.closest('label')?.textContent).toContain('Contains Crustaceans');
    expect(prawn.closest('label')?.hasAttribute('data-avoided')).toBe(true);
    // An option adding an allergen not avoided says so, and can be chosen (Paneer is sold out here).
    expect((dialog.getByRole('radio', { name: /Lamb/ }) as HTMLInputElement).disabled).toBe(false);

    fireEvent.click(dialog.getByRole('radio', { name: /Lamb/ }));
    fireEvent.click(dialog.getByRole('radio', { name: /Medium/ }));
    fireEvent.click(dialog.getByRole('button', { name: dishMessages.addToCartButton }));
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ allergens: ['Milk', 'Mustard'] }));
  });
});
