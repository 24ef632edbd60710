import { fireEvent, screen, within } from '@testing-library/react';
import { formMessages, messages, orderMessages } from '@tiffin/core';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_ADD,
  ADDRESS_LIST,
  addressServer,
  buildAddress,
} from '@/features/addresses/testing/address-server';
import { buildPlace, geoRoutes, pickBySearch } from '@/features/addresses/testing/geo-server';
import { bodyOf, signInForTest } from '@/testing/auth';
import { buildCustomer, buildMenu, buildRestaurant } from '@/testing/fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const m = orderMessages.addresses;
const INFO = 'GET /api/v1/customer/info';
const rockLane = buildPlace({ place_id: 'osm-rock', description: 'Rock Lane, Cashel, Co. Tipperary' });

function siteApi(routes: Parameters<typeof mockApi>[0] = {}) {
  const server = addressServer([
    buildAddress({ id: 3, address: 'Friar Street, Cashel', distance_km: 12.5, in_delivery_area: false }),
  ]);
  return mockApi({
    'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant({ delivery_radius_km: 8 })),
    'GET /api/custom/custom/products-with-categories': jsonResponse(200, buildMenu()),
    [INFO]: () => jsonResponse(200, buildCustomer({ name: 'Aoife Byrne', phone: '0857654321' })),
    ...server.routes,
    ...geoRoutes([rockLane]),
    ...routes,
  });
}

describe('/profile/addresses', () => {
  it('lists the addresses in the profile area, with the restaurant’s own delivery radius', async () => {
    signInForTest();
    siteApi();
    renderApp('/profile/addresses');

    expect(
      await screen.findByRole('heading', { level: 1, name: formMessages.profile.addresses }),
    ).toBeTruthy();
    const card = await screen.findByRole('article', { name: /Friar Street/ });
    expect(within(card).getByText(orderMessages.location.savedAddressOutside(8))).toBeTruthy();
    expect(await screen.findByText(m.radiusInfo(8))).toBeTruthy();
    const sidebar = screen.getByRole('navigation', { name: 'Account sections' });
    expect(
      within(sidebar)
        .getByRole('link', { name: formMessages.profile.addresses })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('sends the customer’s name and phone from the profile as the contact of a new address', async () => {
    signInForTest();
    const fetchMock = siteApi();
    renderApp('/profile/addresses');

    fireEvent.click(await screen.findByRole('button', { name: m.addNew }));
    const dialog = await screen.findByRole('dialog', { name: m.addTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: /Delivery Address/ }));
    await pickBySearch(
      await screen.findByRole('dialog', { name: orderMessages.location.selectTitle }),
      rockLane,
    );
    await within(dialog).findByText(m.locationConfirmed);
    fireEvent.click(within(dialog).getByRole('button', { name: m.saveAddress }));

    expect((await screen.findAllByText(m.added)).length).toBeGreaterThan(0);
    expect(bodyOf(callsTo(fetchMock, ADDRESS_ADD)[0]?.[1])).toMatchObject({
      contact_person_name: 'Aoife Byrne',
      contact_person_number: '0857654321',
      zone_id: 4,
    });
  });

  it('when the list answers 401, clears the session and says it expired', async () => {
    signInForTest();
    siteApi({
      [ADDRESS_LIST]: () => errorResponse(401, formMessages.account.unauthenticated, 'unauthenticated'),
    });
    renderApp('/profile/addresses');

    expect(await screen.findByText(messages.common.sessionExpired)).toBeTruthy();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('user_name')).toBeNull();
    expect(
      await screen.findByRole('heading', { level: 1, name: messages.navigation.loginRequired.title }),
    ).toBeTruthy();
  });

  it('shows a visitor the sign-in prompt and asks for no address', async () => {
    const fetchMock = siteApi();
    renderApp('/profile/addresses');

    expect(
      await screen.findByRole('heading', { level: 1, name: messages.navigation.loginRequired.title }),
    ).toBeTruthy();
    expect(callsTo(fetchMock, ADDRESS_LIST)).toHaveLength(0);
  });
});
