import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@tiffin/core';
import { describe, expect, it } from 'vitest';
import {
  buildMenu,
  buildProduct,
  buildProductDetails,
  curries,
  roganJoshVariations,
} from '@/testing/fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderMenuWithBasket } from '../testing/render-menu';
import { dishDialogText } from './dish-dialog-text';

// Issue 47: a dish that declares no allergen itself, whose options add some (the Jalfrezi: king
// prawn crustaceans, paneer milk), never reads "None declared"; its card and dialog say what the
// options may add.
const jalfrezi = buildProduct(curries, {
  id: 20,
  name: 'Jalfrezi',
  allergies: [],
  has_variations: true,
  options_may_add: [
    { allergen: 'Crustaceans', options: ['King prawn'] },
    { allergen: 'Milk', options: ['Paneer'] },
  ],
});
const mayAdd = 'Options may add: Crustaceans (King prawn), Milk (Paneer)';

function mockJalfrezi() {
  mockApi({
    'GET /api/custom/custom/products-with-categories': jsonResponse(200, buildMenu({ products: [jalfrezi] })),
    'GET /api/v1/products/details/20': jsonResponse(
      200,
      buildProductDetails(jalfrezi, roganJoshVariations()),
    ),
  });
}

describe('a dish whose options add allergens', () => {
  it('its card says the dish itself has none and what its options may add', async () => {
    mockJalfrezi();
    renderMenuWithBasket();
    const card = within(await screen.findByRole('article', { name: /Jalfrezi/ }));
    expect(card.getByText(`${messages.menu.allergens}:`).parentElement?.textContent).toBe(
      `${messages.menu.allergens}: ${messages.menu.noneInDish}`,
    );
    expect(card.getByText(mayAdd)).toBeTruthy();
  });

  it('its dialog never says None declared, names what the options may add, and lists a chosen one’s', async () => {
    const user = userEvent.setup();
    mockJalfrezi();
    renderMenuWithBasket();
    await user.click(await screen.findByRole('button', { name: 'Jalfrezi' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Jalfrezi' }));
    const allergens = within(dialog.getByRole('region', { name: messages.menu.allergens }));
    expect(allergens.queryByText(dishDialogText.noAllergens)).toBeNull();
    expect(allergens.getByText(messages.menu.noneInDish)).toBeTruthy();
    expect(allergens.getByText(mayAdd)).toBeTruthy();

    await user.click(await dialog.findByRole('radio', { name: /King prawn/ }));
    expect(allergens.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Crustaceans']);
    expect(allergens.getByText(mayAdd)).toBeTruthy();
  });
});
