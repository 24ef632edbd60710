import { act, fireEvent, screen, within } from '@testing-library/react';
import { messages } from '@tiffin/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuAvailability, NewCartItem } from '@/lib/cart-item';
import { siteText } from '@/lib/site-text';
import { renderRoute } from '@/testing/render-route';
import { useBasketStore } from '../stores/basket-store';
import { basketPanelText } from './basket-panel-text';
import { BasketSection } from './basket-section';

// Issue 29: the basket marks a line the menu no longer sells, counts it out, and removes it in one tap.

function dish(overrides: Partial<NewCartItem> = {}): NewCartItem {
  return {
    productId: 2,
    name: 'Onion Bhaji',
    description: 'Three fritters.',
    basePriceCents: 650,
    image: null,
    category: { id: 1, name: 'Starters' },
    quantity: 2,
    selectedVariations: {},
    additionalNote: '',
    allergens: [],
    ...overrides,
  };
}

const rogan = dish({
  productId: 20,
  name: 'Lamb Rogan Josh',
  basePriceCents: 1695,
  quantity: 1,
  selectedVariations: {
    13: { variationId: 13, variationName: 'Protein', optionId: 52, label: 'Lamb', priceCents: 200 },
  },
});
const samosa = dish({ productId: 3, name: 'Vegetable Samosa', basePriceCents: 550, quantity: 1 });

/** The menu sells the bhaji and the rogan josh (its lamb with `lambOnSale`); the samosa is 86'd. */
const menu = ({ lambOnSale = true } = {}): MenuAvailability => ({
  dishIds: new Set([2, 20]),
  optionIds: new Map([[20, new Set(lambOnSale ? [52, 53] : [53])]]),
});

function renderBasket(availability: MenuAvailability | undefined) {
  return renderRoute(
    <BasketSection
      isSignedIn
      onSignInRequired={vi.fn()}
      minimumOrderCents={1500}
      availability={availability}
    />,
  );
}

async function sidebar() {
  const aside = document.getElementById('basket-section');
  if (aside === null) throw new Error('no #basket-section');
  await within(aside).findByRole('button', { name: messages.basket.checkout });
  return within(aside);
}

const lineOf = (panel: Awaited<ReturnType<typeof sidebar>>, name: string) => {
  const line = panel.getByText(name).closest('li');
  if (line === null) throw new Error(`no line of ${name}`);
  return within(line);
};

describe('a basket line the menu no longer sells', () => {
  beforeEach(async () => {
    localStorage.clear();
    await useBasketStore.persist.rehydrate();
    act(() => {
      const { addItem } = useBasketStore.getState();
      addItem(dish());
      addItem(rogan);
      addItem(samosa);
    });
  });

  it('a dish 86’d is marked No longer available and counted out of the total and the badge', async () => {
    renderBasket(menu());
    const panel = await sidebar();

    const samosaLine = lineOf(panel, 'Vegetable Samosa');
    expect(samosaLine.getByText(messages.basket.noLongerAvailable)).toBeTruthy();
    expect(samosaLine.queryByText('€5.50')).toBeNull();
    expect(
      samosaLine.queryByRole('button', { name: basketPanelText.increase('Vegetable Samosa') }),
    ).toBeNull();
    expect(lineOf(panel, 'Onion Bhaji').queryByText(messages.basket.noLongerAvailable)).toBeNull();
    // €13.00 of bhajis and €18.95 of lamb; not the samosa's €5.50.
    expect(panel.getByText('€31.95')).toBeTruthy();
    // Three portions sold, not four.
    expect(screen.getByRole('button', { name: siteText.basket.openBasket(3) }).textContent).toBe('3');
  });

  it('an option sold out marks its line', async () => {
    renderBasket(menu({ lambOnSale: false }));
    const panel = await sidebar();

    expect(lineOf(panel, 'Lamb Rogan Josh').getByText(messages.basket.noLongerAvailable)).toBeTruthy();
    // The bhajis' line and the total alike: €13.00.
    expect(panel.getAllByText('€13.00')).toHaveLength(2);
    expect(screen.getByRole('button', { name: siteText.basket.openBasket(2) })).toBeTruthy();
  });

  it('is removed in one tap, the rest kept', async () => {
    renderBasket(menu());
    const panel = await sidebar();

    fireEvent.click(panel.getByRole('button', { name: basketPanelText.remove('Vegetable Samosa') }));
    expect(useBasketStore.getState().items.map((item) => item.name)).toEqual([
      'Onion Bhaji',
      'Lamb Rogan Josh',
    ]);
    expect(panel.queryByText(messages.basket.noLongerAvailable)).toBeNull();
    expect(panel.getByText('€31.95')).toBeTruthy();
  });

  it('nothing is marked before the menu has come', async () => {
    renderBasket({ dishIds: undefined, optionIds: new Map() });
    const panel = await sidebar();

    expect(panel.queryByText(messages.basket.noLongerAvailable)).toBeNull();
    expect(panel.getByText('€37.45')).toBeTruthy();
  });
});
