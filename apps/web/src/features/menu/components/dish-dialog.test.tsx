import { fireEvent, screen, within } from '@testing-library/react';
import { dishMessages, messages, NOTE_MAX_LENGTH } from '@tiffin/core';
import { describe, expect, it } from 'vitest';
import {
  buildMenu,
  buildProduct,
  buildProductDetails,
  curries,
  roganJoshVariations,
} from '@/testing/fixtures';
import { errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderMenuWithBasket } from '../testing/render-menu';
import { dishDialogText } from './dish-dialog-text';

const MENU_CALL = 'GET /api/custom/custom/products-with-categories';
const DETAILS_CALL = 'GET /api/v1/products/details/20';
const rogan = buildProduct(curries, {
  id: 20,
  name: 'Lamb Rogan Josh',
  price: '16.95',
  veg: false,
  image: null,
  allergies: ['Milk', 'Mustard'],
});

function mockDish(
  details: () => Response | Promise<Response> = () =>
    jsonResponse(200, buildProductDetails(rogan, roganJoshVariations())),
) {
  return mockApi({
    [MENU_CALL]: jsonResponse(200, buildMenu({ products: [rogan] })),
    [DETAILS_CALL]: details,
  });
}

/** Opens the dish from its name, as a customer would to read about it. */
async function openDish() {
  const opener = await screen.findByRole('button', { name: 'Lamb Rogan Josh' });
  // A browser focuses the button it clicks; the dialog gives focus back to it on closing.
  opener.focus();
  fireEvent.click(opener);
  return within(await screen.findByRole('dialog', { name: 'Lamb Rogan Josh' }));
}

async function openLoadedDish() {
  const dialog = await openDish();
  await dialog.findByRole('radio', { name: /Chicken/ });
  return dialog;
}

const price = (dialog: ReturnType<typeof within>) => dialog.getByText(/^€\d+\.\d\d$/).textContent;

describe('the dish dialog', () => {
  it('shows the dish, its allergens and each group of options headed Select One', async () => {
    mockDish();
    renderMenuWithBasket();
    const dialog = await openLoadedDish();

    expect(dialog.getByRole('img', { name: 'Lamb Rogan Josh' })).toBeTruthy();
    expect(price(dialog)).toBe('€16.95');
    expect(dialog.getByText(rogan.description)).toBeTruthy();
    const allergens = dialog.getByRole('region', { name: messages.menu.allergens });
    expect(
      within(allergens)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Milk', 'Mustard']);
    const legends = dialog
      .getAllByRole('group')
      .flatMap((group) => (group.tagName === 'FIELDSET' ? [group.querySelector('legend')?.textContent] : []));
    expect(legends).toEqual([`Protein${dishMessages.selectOne}`, `Spice level${dishMessages.selectOne}`]);
    expect(dialog.getByRole('radio', { name: /Lamb/ }).closest('label')?.textContent).toContain('+€2.00');
    expect(dialog.getByRole('radio', { name: /Chicken/ }).closest('label')?.textContent).not.toContain('+€');
  });

  it('its ALLERGENS follow the options chosen: the dish’s and each chosen option’s (issue 31)', async () => {
    mockDish();
    renderMenuWithBasket();
    const dialog = await openLoadedDish();
    const listed = () =>
      within(dialog.getByRole('region', { name: messages.menu.allergens }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    // Each option that adds one says so before it is chosen.
    expect(dialog.getByRole('radio', { name: /King prawn/ }).closest('label')?.textContent).toContain(
      dishDialogText.optionContains('Crustaceans'),
    );
    expect(dialog.getByRole('radio', { name: /Chicken/ }).closest('label')?.textContent).not.toContain(
      'Contains',
    );

    fireEvent.click(dialog.getByRole('radio', { name: /King prawn/ }));
    expect(listed()).toEqual(['Crustaceans', 'Milk', 'Mustard']);
    fireEvent.click(dialog.getByRole('radio', { name: /Lamb/ }));
    expect(listed()).toEqual(['Milk', 'Mustard']);
  });

  it('says Only N left for a limited option below 5, and one with none left cannot be chosen', async () => {
    mockDish();
    renderMenuWithBasket();
    const dialog = await openLoadedDish();

    expect(dialog.getByRole('radio', { name: /King prawn/ }).closest('label')?.textContent).toContain(
      dishMessages.lowStock(3),
    );
    expect(dialog.getByText('Only 3 left')).toBeTruthy();
    const extraHot = dialog.getByRole('radio', { name: /Extra hot/ });
    expect(extraHot.closest('label')?.textContent).not.toMatch(/left/);
    const paneer = dialog.getByRole('radio', { name: /Paneer/ });
    expect(paneer).toHaveProperty('disabled', true);
    expect(paneer.closest('label')?.textContent).toContain(dishDialogText.soldOut);
    expect(paneer.closest('label')?.textContent).not.toMatch(/left/);
  });

  it('Add To Cart waits for the details', async () => {
    let answer: (response: Response) => void = () => {};
    mockDish(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderMenuWithBasket();
    const dialog = await openDish();

    const add = await dialog.findByRole('button', { name: dishMessages.addToCartButton });
    expect(add).toHaveProperty('disabled', true);
    expect(dialog.getByText(dishDialogText.loadingDetails)).toBeTruthy();

    answer(jsonResponse(200, buildProductDetails(rogan, roganJoshVariations())));
    await dialog.findByRole('radio', { name: /Chicken/ });
    expect(add).toHaveProperty('disabled', false);
  });

  it('with a group unchosen says Please select a variation there, moves focus to it and adds nothing', async () => {
    mockDish();
    const { onAdd } = renderMenuWithBasket();
    const dialog = await openLoadedDish();

    fireEvent.click(dialog.getByRole('button', { name: dishMessages.addToCartButton }));

    expect(dialog.getAllByText('Please select a variation')).toHaveLength(2);
    expect(document.activeElement).toBe(dialog.getByRole('radio', { name: /Chicken/ }));
    expect(onAdd).not.toHaveBeenCalled();

    fireEvent.click(dialog.getByRole('radio', { name: /Lamb/ }));
    expect(dialog.getAllByText(dishMessages.selectVariation)).toHaveLength(1);
    const spice = dialog.getByRole('radio', { name: /Medium/ }).closest('fieldset');
    expect(within(spice as HTMLElement).getByText(dishMessages.selectVariation)).toBeTruthy();
  });

  it('the price follows the chosen options and the quantity, which cannot go below 1', async () => {
    mockDish();
    renderMenuWithBasket();
    const dialog = await openLoadedDish();
    const decrease = dialog.getByRole('button', { name: dishDialogText.decreaseQuantity });
    const increase = dialog.getByRole('button', { name: dishDialogText.increaseQuantity });

    fireEvent.click(dialog.getByRole('radio', { name: /Lamb/ }));
    expect(price(dialog)).toBe('€18.95');
    fireEvent.click(increase);
    expect(price(dialog)).toBe('€37.90');
    fireEvent.click(dialog.getByRole('radio', { name: /King prawn/ }));
    expect(price(dialog)).toBe('€40.90');

    fireEvent.click(decrease);
    expect(price(dialog)).toBe('€20.45');
    expect(decrease.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(decrease);
    expect(dialog.getByRole('group', { name: dishDialogText.quantity }).textContent).toContain('1');
    expect(price(dialog)).toBe('€20.45');
  });

  it('the quantity stops at the stock of a limited option chosen, and says why', async () => {
    mockDish();
    const { onAdd } = renderMenuWithBasket();
    const dialog = await openLoadedDish();
    const increase = dialog.getByRole('button', { name: dishDialogText.increaseQuantity });
    const quantity = () => dialog.getByRole('group', { name: dishDialogText.quantity }).textContent;

    // Four of an unlimited option; King prawn, with only 3 left, brings them down to 3.
    fireEvent.click(dialog.getByRole('radio', { name: /Lamb/ }));
    for (let press = 0; press < 3; press += 1) fireEvent.click(increase);
    expect(quantity()).toBe('4');
    expect(dialog.queryByText(dishDialogText.stockLimit(3))).toBeNull();
    fireEvent.click(dialog.getByRole('radio', { name: /King prawn/ }));
    expect(quantity()).toBe('3');
    expect(increase.getAttribute('aria-disabled')).toBe('true');
    expect(dialog.getByText(dishDialogText.stockLimit(3)).getAttribute('role')).toBe('status');

    fireEvent.click(increase);
    fireEvent.click(increase);
    expect(quantity()).toBe('3');
    expect(price(dialog)).toBe('€61.35');

    // Below the stock the note goes and + works again.
    fireEvent.click(dialog.getByRole('button', { name: dishDialogText.decreaseQuantity }));
    expect(quantity()).toBe('2');
    expect(dialog.queryByText(dishDialogText.stockLimit(3))).toBeNull();
    expect(increase.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(increase);

    fireEvent.click(dialog.getByRole('radio', { name: /Medium/ }));
    fireEvent.click(dialog.getByRole('button', { name: dishMessages.addToCartButton }));
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ quantity: 3 }));
  });

  it('the note counts its characters and stops at 200', async () => {
    mockDish();
    renderMenuWithBasket();
    const dialog = await openLoadedDish();
    const note = dialog.getByLabelText(dishMessages.additionalNoteOptional) as HTMLTextAreaElement;

    expect(note.maxLength).toBe(NOTE_MAX_LENGTH);
    expect(dialog.getByText('0/200')).toBeTruthy();
    fireEvent.input(note, { target: { value: 'no coriander' } });
    expect(dialog.getByText('12/200')).toBeTruthy();
    fireEvent.input(note, { target: { value: 'x'.repeat(250) } });
    expect(note.value).toHaveLength(200);
    expect(dialog.getByText('200/200')).toBeTruthy();
    expect(note.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('adding hands the dish with its choices to the basket, closes, and the next opening starts afresh', async () => {
    mockDish();
    const { onAdd } = renderMenuWithBasket();
    const opener = await screen.findByRole('button', { name: 'Lamb Rogan Josh' });
    let dialog = await openLoadedDish();

    fireEvent.click(dialog.getByRole('radio', { name: /King prawn/ }));
    fireEvent.click(dialog.getByRole('radio', { name: /Hot/ }));
    fireEvent.input(dialog.getByLabelText(dishMessages.additionalNoteOptional), {
      target: { value: '  no coriander ' },
    });
    fireEvent.click(dialog.getByRole('button', { name: dishDialogText.increaseQuantity }));
    fireEvent.click(dialog.getByRole('button', { name: dishMessages.addToCartButton }));

    expect(onAdd).toHaveBeenCalledWith({
      productId: 20,
      name: 'Lamb Rogan Josh',
      description: rogan.description,
      basePriceCents: 1695,
      image: null,
      category: curries,
      quantity: 2,
      selectedVariations: {
        13: { variationId: 13, variationName: 'Protein', optionId: 53, label: 'King prawn', priceCents: 350 },
        14: { variationId: 14, variationName: 'Spice level', optionId: 57, label: 'Hot', priceCents: 0 },
      },
      additionalNote: 'no coriander',
      // The dish's and King prawn's, in the regulation's order (issue 31).
      allergens: ['Crustaceans', 'Milk', 'Mustard'],
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(await screen.findByText(messages.favourites.addedToCart('Lamb Rogan Josh'))).toBeTruthy();

    dialog = await openLoadedDish();
    expect(dialog.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    expect((dialog.getByLabelText(dishMessages.additionalNoteOptional) as HTMLTextAreaElement).value).toBe(
      '',
    );
    expect(price(dialog)).toBe('€16.95');
  });

  it('when the details cannot be loaded, says so with Retry', async () => {
    // The first answer and its one quick retry both fail.
    const answers = [
      errorResponse(500, 'Internal server error'),
      errorResponse(500, 'Internal server error'),
    ];
    mockDish(() => answers.shift() ?? jsonResponse(200, buildProductDetails(rogan, roganJoshVariations())));
    renderMenuWithBasket();
    const dialog = await openDish();

    const alert = within(await dialog.findByRole('alert'));
    expect(alert.getByText(messages.menu.fetchProductDetailsFailed)).toBeTruthy();
    expect(dialog.getByRole('button', { name: dishMessages.addToCartButton })).toHaveProperty(
      'disabled',
      true,
    );

    fireEvent.click(alert.getByRole('button', { name: messages.common.retry }));
    expect(await dialog.findByRole('radio', { name: /Chicken/ })).toBeTruthy();
  });
});
