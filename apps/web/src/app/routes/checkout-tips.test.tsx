import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orderMessages, type QuoteResponse, type TipsInfo, tipMessages, tipsNotice } from '@tiffin/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { useBasketStore } from '@/features/basket/stores/basket-store';
import { useCheckoutDraft } from '@/features/checkout/stores/checkout-draft';
import { useTipChoice } from '@/features/checkout/stores/tip-choice';
import { bodyOf, signInForTest } from '@/testing/auth';
import { buildCustomer, buildMenu, buildRestaurant } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
// The pages are loaded on demand; importing them here transforms them before the first test.
import './checkout';
import './tips';

/*
 * Tips at checkout (issue 51, decision 065): a card payment offers the settings' tips with the
 * notice beside them, none chosen until tapped; cash offers none; the notice has its own page.
 */
const m = orderMessages.checkout;
const QUOTE = 'POST /api/v1/customer/order/quote';

const settings: TipsInfo['settings'] = {
  percents: [5, 10, 15],
  custom_max_cents: 5000,
  shared: true,
  how: 'in equal parts for every hour worked.',
  with_whom: 'everyone on the shift',
  card_cost_basis_points: 0,
  mandatory_charge: '',
};
const tips: TipsInfo = { settings, offered: true, notice: tipsNotice(settings, 'Tiffin') };

const quote: QuoteResponse = {
  lines: [
    {
      item_id: 20,
      name: 'Lamb Rogan Josh',
      quantity: 1,
      unit_price: '19.00',
      line_total: '19.00',
      options: [],
      item_note: null,
      allergens: [],
    },
  ],
  subtotal: '19.00',
  distance_km: null,
  delivery_fee: '0.00',
  discount: '0.00',
  coupon_code: null,
  total: '19.00',
  deposit: '0.00',
  vat_included: '1.57',
  vat: [{ rate: 9, vat: '1.57' }],
  minimum_order: '15.00',
  problems: [],
};

function api() {
  return mockApi({
    'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()),
    'GET /api/custom/custom/products-with-categories': jsonResponse(200, buildMenu()),
    'GET /api/v1/customer/info': () => jsonResponse(200, buildCustomer()),
    'GET /api/v1/payments/config': jsonResponse(200, { gateway: 'simulated', publishable_key: null }),
    'GET /api/v1/tips': () => jsonResponse(200, tips),
    'POST /api/v1/tslots': () =>
      jsonResponse(200, {
        slots: ['6:00 PM'],
        current_time: '16:40',
        timezone: 'Europe/Dublin',
        is_today: true,
        next_slot_in_minutes: 20,
        first_slot: '6:00 PM',
        closed: false,
      }),
    [QUOTE]: () => jsonResponse(200, quote),
  });
}

function addLamb() {
  useBasketStore.getState().addItem({
    productId: 20,
    name: 'Lamb Rogan Josh',
    description: 'Slow-cooked lamb.',
    basePriceCents: 1900,
    image: null,
    category: { id: 3, name: 'House Curries' },
    quantity: 1,
    selectedVariations: {},
    additionalNote: '',
    allergens: [],
  });
}

const tipGroup = async () => screen.findByRole('group', { name: tipMessages.heading });

describe('a tip at checkout', () => {
  beforeEach(() => {
    useBasketStore.getState().clear();
    useCheckoutDraft.getState().clear();
    useTipChoice.getState().clear();
    localStorage.clear();
    signInForTest();
    addLamb();
  });

  it('offers the tips with a card, none chosen, the notice beside them, and no tip sent', async () => {
    const log = api();
    renderApp('/check-out');
    const group = await tipGroup();
    const choices = within(group).getAllByRole('radio');
    expect(choices.map((choice) => choice.closest('label')?.textContent)).toEqual([
      '5 % (€0.95)',
      '10 % (€1.90)',
      '15 % (€2.85)',
      tipMessages.other,
      tipMessages.none,
    ]);
    expect(choices.every((choice) => !(choice as HTMLInputElement).checked)).toBe(true);
    const notice = screen.getByRole('complementary', { name: tipMessages.pageTitle });
    expect(notice.textContent).toContain(
      'Every tip paid by card at Tiffin is shared with everyone on the shift',
    );
    expect(within(notice).getByRole('link', { name: tipMessages.noticeLink }).getAttribute('href')).toBe(
      '/tips',
    );
    expect(screen.queryByText(tipMessages.line)).toBeNull();
    await waitFor(() => expect(callsTo(log, QUOTE).length).toBeGreaterThan(0));
    expect(callsTo(log, QUOTE).every(([, init]) => !('tip' in (bodyOf(init) as object)))).toBe(true);
  });

  it('shows a tapped 10 % as its own line and what the card pays, and sends it with the order', async () => {
    const user = userEvent.setup();
    const log = api();
    renderApp('/check-out');
    await user.click(within(await tipGroup()).getByRole('radio', { name: '10 % (€1.90)' }));
    const summary = screen.getByRole('region', { name: m.orderSummary });
    await waitFor(() => expect(within(summary).getByText(tipMessages.line)).toBeTruthy());
    expect(within(summary).getByText(tipMessages.toPayByCard).nextSibling?.textContent).toBe('€20.90');
    expect(summary.textContent).not.toMatch(/service charge/i);
    await waitFor(() =>
      expect(bodyOf(callsTo(log, QUOTE).at(-1)?.[1])).toMatchObject({ tip: { percent: 10 } }),
    );
  });

  it('offers no tip with cash, and says why', async () => {
    const user = userEvent.setup();
    api();
    renderApp('/check-out');
    await tipGroup();
    await user.click(screen.getByRole('radio', { name: m.cashPayment }));
    expect(screen.queryByRole('group', { name: tipMessages.heading })).toBeNull();
    expect(screen.getByText(tipMessages.cashNoTip)).toBeTruthy();
  });
});

describe('the /tips page', () => {
  it('shows the notice, and the footer links to it', async () => {
    api();
    renderApp('/tips');
    expect(await screen.findByRole('heading', { level: 1, name: tipMessages.pageTitle })).toBeTruthy();
    expect(await screen.findByText(tips.notice[1] ?? '')).toBeTruthy();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Tips' }).getAttribute('href')).toBe('/tips');
  });
});
