import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { messages } from '@tiffin/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewCartItem } from '@/lib/cart-item';
import { siteText } from '@/lib/site-text';
import { renderRoute } from '@/testing/render-route';
import { useBasketStore } from '../stores/basket-store';
import { basketPanelText } from './basket-panel-text';
import { BasketSection } from './basket-section';

function dish(overrides: Partial<NewCartItem> = {}): NewCartItem {
  return {
    productId: 2,
    name: 'Onion Bhaji',
    description: 'Three fritters.',
    basePriceCents: 650,
    image: null,
    category: { id: 1, name: 'Starters' },
    quantity: 1,
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
  selectedVariations: {
    13: { variationId: 13, variationName: 'Protein', optionId: 52, label: 'Lamb', priceCents: 200 },
  },
  additionalNote: 'no coriander',
  allergens: ['Crustaceans', 'Milk'],
});

/** The demo restaurant's minimum order (its settings). */
const MINIMUM_ORDER_CENTS = 1500;

function renderBasket({ isSignedIn = false, settingsArrived = true } = {}) {
  const onSignInRequired = vi.fn();
  const view = renderRoute(
    <BasketSection
      isSignedIn={isSignedIn}
      onSignInRequired={onSignInRequired}
      minimumOrderCents={settingsArrived ? MINIMUM_ORDER_CENTS : undefined}
    />,
  );
  return { ...view, onSignInRequired };
}

/** The desktop sidebar (#basket-section), once its panel has loaded. */
async function sidebar() {
  const aside = document.getElementById('basket-section');
  if (aside === null) throw new Error('no #basket-section');
  await within(aside).findByRole('button', { name: messages.basket.checkout });
  return within(aside);
}

const add = (item: NewCartItem) => act(() => useBasketStore.getState().addItem(item));

describe('the basket', () => {
  beforeEach(async () => {
    localStorage.clear();
    await useBasketStore.persist.rehydrate();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('empty, it says "Fill your basket" and totals €0.00', async () => {
    renderBasket();
    const panel = await sidebar();

    expect(panel.getByText(messages.basket.emptyTitle)).toBeTruthy();
    expect(panel.getByText(messages.basket.emptyText)).toBeTruthy();
    expect(panel.getByText('€0.00')).toBeTruthy();
    expect(panel.getByRole('radio', { name: messages.basket.collection })).toHaveProperty('checked', true);
  });

  it('lists each line with its options, note, allergens, line total and (above 1) the price each', async () => {
    renderBasket();
    add(dish({ quantity: 2 }));
    add(rogan);
    const panel = await sidebar();

    const lines = within(panel.getByRole('list', { name: basketPanelText.items })).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    const [bhajiLine, roganLine] = lines.map((line) => within(line));
    expect(bhajiLine?.getByText('€13.00')).toBeTruthy();
    expect(bhajiLine?.getByText(basketPanelText.each('€6.50'))).toBeTruthy();
    expect(roganLine?.getByText('Lamb')).toBeTruthy();
    expect(roganLine?.getByText('no coriander')).toBeTruthy();
    // The line's allergens as sold, its options' with the dish's (issue 31); none said for a line without.
    expect(roganLine?.getByText(basketPanelText.contains('Crustaceans, Milk'))).toBeTruthy();
    expect(bhajiLine?.queryByText(/Contains/)).toBeNull();
    expect(roganLine?.getByText('€18.95')).toBeTruthy();
    expect(roganLine?.queryByText(/each/)).toBeNull();
    expect(panel.getByText('€31.95')).toBeTruthy();
  });

  it('shows the deposit on cans as its own line and adds it to the total (issue 32)', async () => {
    renderBasket();
    add(dish());
    add(
      dish({
        productId: 40,
        name: 'Coca-Cola (330ml can)',
        basePriceCents: 250,
        quantity: 2,
        depositCents: 15,
      }),
    );
    const panel = await sidebar();
    expect(panel.getByText('Deposit (Re-turn)')).toBeTruthy();
    expect(panel.getByText('€0.30')).toBeTruthy();
    // €6.50 + €5.00 + €0.30
    expect(panel.getByText('€11.80')).toBeTruthy();
  });

  it('has no deposit line without cans or bottles', async () => {
    renderBasket();
    add(dish());
    const panel = await sidebar();
    expect(panel.queryByText('Deposit (Re-turn)')).toBeNull();
  });

  it('the steppers change the quantity, and taking the last one away removes the line', async () => {
    renderBasket();
    add(dish());
    add(rogan);
    const panel = await sidebar();

    fireEvent.click(panel.getByRole('button', { name: basketPanelText.increase('Onion Bhaji') }));
    expect(panel.getByText(basketPanelText.each('€6.50'))).toBeTruthy();
    expect(panel.getByText('€31.95')).toBeTruthy();

    fireEvent.click(panel.getByRole('button', { name: basketPanelText.decrease('Onion Bhaji') }));
    fireEvent.click(panel.getByRole('button', { name: basketPanelText.decrease('Onion Bhaji') }));
    expect(panel.queryByText('Onion Bhaji')).toBeNull();
    expect(useBasketStore.getState().items.map((item) => item.name)).toEqual(['Lamb Rogan Josh']);

    fireEvent.click(panel.getByRole('button', { name: basketPanelText.remove('Lamb Rogan Josh') }));
    expect(panel.getByText(messages.basket.emptyTitle)).toBeTruthy();
    expect(panel.getByText('€0.00')).toBeTruthy();
  });

  it('choosing Delivery applies to every line', async () => {
    renderBasket();
    add(dish());
    add(rogan);
    const panel = await sidebar();

    fireEvent.click(panel.getByRole('radio', { name: messages.basket.delivery }));

    expect(useBasketStore.getState().deliveryMode).toBe('delivery');
    expect(useBasketStore.getState().items.map((item) => item.deliveryMode)).toEqual([
      'delivery',
      'delivery',
    ]);
  });

  it('the floating button shows how many portions the basket holds, and 9+ above 9', async () => {
    renderBasket();
    const button = () => screen.getByRole('button', { name: /^Open basket/ });
    expect(button().textContent).toBe('');

    add(dish({ quantity: 9 }));
    expect(button().textContent).toBe('9');
    expect(button().getAttribute('aria-label')).toBe(siteText.basket.openBasket(9));

    add(dish());
    expect(button().textContent).toBe('9+');
    expect(button().getAttribute('aria-label')).toBe(siteText.basket.openBasket(10));
  });

  it('the floating button opens the basket as a sheet', async () => {
    renderBasket();
    add(rogan);
    fireEvent.click(screen.getByRole('button', { name: /^Open basket/ }));

    const sheet = within(await screen.findByRole('dialog', { name: siteText.basket.heading }));
    expect(await sheet.findByText('Lamb Rogan Josh')).toBeTruthy();
    expect(sheet.getByRole('button', { name: messages.basket.checkout })).toBeTruthy();

    fireEvent.click(sheet.getByRole('button', { name: siteText.basket.closeBasket }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  describe('Checkout', () => {
    it('with an empty basket says "Your cart is empty"', async () => {
      const { onSignInRequired, router } = renderBasket({ isSignedIn: true });
      const panel = await sidebar();

      fireEvent.click(panel.getByRole('button', { name: messages.basket.checkout }));

      expect(await screen.findByText(messages.basket.cartEmpty)).toBeTruthy();
      expect(router.state.location.pathname).toBe('/');
      expect(onSignInRequired).not.toHaveBeenCalled();
    });

    it('below the minimum shows "Minimum order amount is €15.00" for 5 s', async () => {
      const { onSignInRequired, router } = renderBasket({ isSignedIn: true });
      add(dish({ quantity: 2 })); // €13.00
      const panel = await sidebar();
      vi.useFakeTimers();

      fireEvent.click(panel.getByRole('button', { name: messages.basket.checkout }));

      const alert = panel.getByRole('alert');
      expect(alert.textContent).toBe(messages.basket.minimumOrderWarning(MINIMUM_ORDER_CENTS));
      expect(alert.textContent).toBe('Minimum order amount is €15.00');
      act(() => vi.advanceTimersByTime(4999));
      expect(alert.textContent).toBe('Minimum order amount is €15.00');
      act(() => vi.advanceTimersByTime(1));
      expect(alert.textContent).toBe('');
      expect(router.state.location.pathname).toBe('/');
      expect(onSignInRequired).not.toHaveBeenCalled();
    });

    it('from the minimum up takes a signed-in customer to /check-out', async () => {
      const { router } = renderBasket({ isSignedIn: true });
      add(dish({ quantity: 2 }));
      add(dish({ productId: 3, name: 'Poppadoms', basePriceCents: 200 })); // €15.00 exactly
      const panel = await sidebar();

      fireEvent.click(panel.getByRole('button', { name: messages.basket.checkout }));

      expect(router.state.location.pathname).toBe('/check-out');
      expect(panel.getByRole('alert').textContent).toBe('');
    });

    it('before the settings have arrived, leaves the minimum to the checkout rather than guess it', async () => {
      const { router } = renderBasket({ isSignedIn: true, settingsArrived: false });
      add(dish({ quantity: 1 })); // €6.50, below any minimum the restaurant may have
      const panel = await sidebar();

      fireEvent.click(panel.getByRole('button', { name: messages.basket.checkout }));

      expect(panel.getByRole('alert').textContent).toBe('');
      await waitFor(() => expect(router.state.location.pathname).toBe('/check-out'));
    });

    it('asks a visitor to sign in', async () => {
      const { onSignInRequired, router } = renderBasket({ isSignedIn: false });
      add(rogan);
      const panel = await sidebar();

      fireEvent.click(panel.getByRole('button', { name: messages.basket.checkout }));

      expect(onSignInRequired).toHaveBeenCalledTimes(1);
      expect(router.state.location.pathname).toBe('/');
    });
  });
});
