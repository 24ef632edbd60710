import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ADDRESS_FORM_CLOSE_MS,
  formMessages,
  messages,
  orderMessages,
  type SavedAddress,
  SUCCESS_BANNER_MS,
} from '@tiffin/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bearerOf, bodyOf, signInNow, TEST_TOKEN } from '@/testing/auth';
import { callsTo, errorResponse, mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import {
  ADDRESS_ADD,
  ADDRESS_DELETE,
  ADDRESS_LIST,
  addressServer,
  buildAddress,
} from '../testing/address-server';
import { buildPlace, geoRoutes, pickBySearch } from '../testing/geo-server';
import { MyAddresses } from './my-addresses';

const m = orderMessages.addresses;
const LIST_CALL = '/api/v1/customer/address/list';

// The place the real location picker finds and confirms in these tests.
const rockLane = buildPlace({
  place_id: 'osm-rock',
  description: 'Rock Lane, Cashel, Co. Tipperary',
  latitude: 52.5201,
  longitude: -7.8855,
  distance_km: 0.52,
  house: '3',
  road: 'Rock Lane',
  eircode: 'E25Y2K7',
});

/** Opens the picker from the form's Delivery Address button, finds Rock Lane and confirms it. */
async function pickRockLane(form: HTMLElement, title: string = orderMessages.location.selectTitle) {
  fireEvent.click(within(form).getByRole('button', { name: /Delivery Address/ }));
  await pickBySearch(await screen.findByRole('dialog', { name: title }), rockLane);
}

const home = buildAddress({
  id: 5,
  address: '12 Main Street, Cashel, Co. Tipperary',
  house: '12',
  floor: '2',
  road: 'Main Street',
  eircode: 'E25X9T4',
  distance_km: 0.4,
});
const gym = buildAddress({
  id: 7,
  address_type: 'other',
  address_label: 'gym',
  address: 'Dualla Road, Cashel',
  contact_person_name: null,
  contact_person_number: null,
  distance_km: 3.4,
});
const work = buildAddress({
  id: 9,
  address_type: 'work',
  address: 'Clonmel Business Park, Clonmel',
  latitude: '0.0',
  longitude: '0.0',
  distance_km: 23.81,
  in_delivery_area: false,
});

function renderAddresses(
  addresses: SavedAddress[] = [home, gym, work],
  routes: Parameters<typeof mockApi>[0] = {},
) {
  const server = addressServer(addresses);
  const fetchMock = mockApi({ ...server.routes, ...geoRoutes([rockLane]), ...routes });
  signInNow();
  const view = renderRoute(
    <MyAddresses deliveryRadiusKm={10} contact={{ name: 'Aoife Byrne', phone: '0871234567' }} />,
    '/profile/addresses',
  );
  return { ...view, fetchMock, server };
}

const cardOf = (name: RegExp | string) => screen.findByRole('article', { name });
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

function deferred() {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('My Addresses: its states', () => {
  it('says it is loading while the list is on its way, then lists the addresses (limit 10, the token)', async () => {
    const { gate, release } = deferred();
    const server = addressServer([home]);
    const fetchMock = mockApi({
      [ADDRESS_LIST]: async (init, url) => {
        await gate;
        return server.routes[ADDRESS_LIST](init, url);
      },
    });
    signInNow();
    renderRoute(<MyAddresses deliveryRadiusKm={10} contact={{}} />);

    expect(await screen.findByText(m.loading)).toBeTruthy();
    release();

    expect(await cardOf(/Home/)).toBeTruthy();
    expect(screen.queryByText(m.loading)).toBeNull();
    const [url, init] = callsTo(fetchMock, ADDRESS_LIST)[0] ?? [];
    expect(new URL(url ?? '').pathname).toBe(LIST_CALL);
    expect(new URL(url ?? '').searchParams.get('limit')).toBe('10');
    expect(new URL(url ?? '').searchParams.get('offset')).toBe('0');
    expect(bearerOf(init)).toBe(`Bearer ${TEST_TOKEN}`);
  });

  it('with no address: No addresses found, and Add Your First Address opens the form', async () => {
    renderAddresses([]);

    expect(await screen.findByRole('heading', { name: m.emptyTitle })).toBeTruthy();
    expect(screen.getByText(m.emptyText)).toBeTruthy();
    expect(screen.getByText(m.radiusInfo(10))).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: m.addFirst }));

    expect(await screen.findByRole('dialog', { name: m.addTitle })).toBeTruthy();
  });

  it('shows a failed load in a red box with Retry, which asks again', async () => {
    const server = addressServer([home]);
    let calls = 0;
    const fetchMock = mockApi({
      [ADDRESS_LIST]: (init, url) => {
        calls += 1;
        return calls === 1
          ? errorResponse(500, 'Internal server error')
          : server.routes[ADDRESS_LIST](init, url);
      },
    });
    signInNow();
    renderRoute(<MyAddresses deliveryRadiusKm={10} contact={{}} />);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(m.fetchFailed);
    fireEvent.click(within(alert).getByRole('button', { name: messages.common.retry }));

    expect(await cardOf(/Home/)).toBeTruthy();
    expect(callsTo(fetchMock, ADDRESS_LIST)).toHaveLength(2);
  });

  it('shows the server’s own words for a refused load', async () => {
    mockApi({ [ADDRESS_LIST]: () => errorResponse(403, 'Your account is suspended', 'account') });
    signInNow();
    renderRoute(<MyAddresses deliveryRadiusKm={10} contact={{}} />);

    expect((await screen.findByRole('alert')).textContent).toContain('Your account is suspended');
  });

  it('offers the addresses beyond the first 10 on Show more addresses', async () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      buildAddress({ id: index + 1, address: `${index + 1} Main Street, Cashel` }),
    );
    const { fetchMock } = renderAddresses(many);

    await screen.findByText('1 Main Street, Cashel');
    expect(screen.queryByText('11 Main Street, Cashel')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: m.showMore }));

    expect(await screen.findByText('12 Main Street, Cashel')).toBeTruthy();
    const offsets = callsTo(fetchMock, ADDRESS_LIST).map(([url]) => new URL(url).searchParams.get('offset'));
    expect(offsets).toEqual(['0', '10']);
    expect(screen.queryByRole('button', { name: m.showMore })).toBeNull();
  });
});

describe('My Addresses: the cards', () => {
  it('show the type (or the own label), the verified mark, the line, the chips and the delivery mark', async () => {
    renderAddresses();

    const homeCard = await cardOf(/^Home/);
    expect(within(homeCard).getByText(m.locationVerified)).toBeTruthy();
    expect(within(homeCard).getByText(home.address)).toBeTruthy();
    const chips = within(homeCard)
      .getAllByRole('listitem')
      .map((chip) => chip.textContent);
    expect(chips).toEqual([
      `${m.house}: 12`,
      `${m.floor} 2`,
      `${m.road}: Main Street`,
      `${m.eircode}: E25 X9T4`,
    ]);
    expect(within(homeCard).getByText(m.inDeliveryArea(0.4))).toBeTruthy();
    expect(within(homeCard).getByRole('button', { name: m.editAddress('Home') })).toBeTruthy();
    expect(within(homeCard).getByRole('button', { name: m.deleteAddress('Home') })).toBeTruthy();
    expect(within(homeCard).getByRole('button', { name: m.clickToViewOnMap })).toBeTruthy();

    const gymCard = await cardOf(/^Gym/);
    expect(within(gymCard).queryAllByRole('listitem')).toHaveLength(0);
    expect(within(gymCard).getByText('We deliver here (3.40km away)')).toBeTruthy();

    const workCard = await cardOf(/^Work/);
    expect(within(workCard).queryByText(m.locationVerified)).toBeNull();
    expect(within(workCard).getByText(orderMessages.location.savedAddressOutside(10))).toBeTruthy();

    expect(screen.getByText(m.radiusInfo(10))).toBeTruthy();
    expect(screen.getByRole('button', { name: m.addNew })).toBeTruthy();
  });

  it('a click on a card opens Address Location with its details and a link to OpenStreetMap', async () => {
    renderAddresses();

    fireEvent.click(within(await cardOf(/^Home/)).getByText(home.address));

    const dialog = await screen.findByRole('dialog', { name: m.mapTitle });
    const details = within(dialog)
      .getAllByRole('definition')
      .map((item) => item.textContent);
    expect(details).toEqual(['Home', home.address, 'Aoife Byrne', '0871234567', '52.5159336, -7.8890741']);
    const link = within(dialog).getByRole('link', { name: new RegExp(m.openInOpenStreetMap) });
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.origin).toBe('https://www.openstreetmap.org');
    expect(url.searchParams.get('mlat')).toBe('52.5159336');
    expect(url.searchParams.get('mlon')).toBe('-7.8890741');
    expect(url.searchParams.get('bbox')).toBe('-7.8990741,52.5059336,-7.8790741,52.5259336');
    expect(link.getAttribute('target')).toBe('_blank');

    fireEvent.click(
      within(dialog).getAllByRole('button', { name: messages.common.close }).at(-1) as HTMLElement,
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: m.mapTitle })).toBeNull());
  });

  it('the hint button opens the map from the keyboard; the edit and delete buttons do not open it', async () => {
    renderAddresses();
    const card = await cardOf(/^Home/);

    fireEvent.click(within(card).getByRole('button', { name: m.editAddress('Home') }));
    expect(await screen.findByRole('dialog', { name: m.editTitle })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: m.mapTitle })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: messages.common.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: m.editTitle })).toBeNull());

    fireEvent.click(within(card).getByRole('button', { name: m.clickToViewOnMap }));
    expect(await screen.findByRole('dialog', { name: m.mapTitle })).toBeTruthy();
  });

  it('an address without coordinates says so in an alert instead of a map', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderAddresses();

    fireEvent.click(await cardOf(/^Work/));

    expect(alert).toHaveBeenCalledWith(m.noCoordinates);
    expect(screen.queryByRole('dialog', { name: m.mapTitle })).toBeNull();
  });
});

describe('My Addresses: deleting', () => {
  it('asks first; a failure is said in the dialog, which stays; a success closes it and the card goes', async () => {
    let fail = true;
    const { gate, release } = deferred();
    const server = addressServer([home, gym]);
    const fetchMock = mockApi({
      ...server.routes,
      [ADDRESS_DELETE]: async (init, url) => {
        if (fail) return errorResponse(500, 'Internal server error');
        await gate;
        return server.routes[ADDRESS_DELETE](init, url);
      },
    });
    signInNow();
    renderRoute(<MyAddresses deliveryRadiusKm={10} contact={{}} />);

    fireEvent.click(within(await cardOf(/^Home/)).getByRole('button', { name: m.deleteAddress('Home') }));
    const dialog = await screen.findByRole('dialog', { name: m.deleteTitle });
    expect(within(dialog).getByText(m.deleteConfirm)).toBeTruthy();
    expect(within(dialog).getByText('Home')).toBeTruthy();
    expect(within(dialog).getByText(home.address)).toBeTruthy();
    expect(within(dialog).getByText('Aoife Byrne')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: messages.common.delete }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(m.deleteFailed);
    expect(screen.getByRole('dialog', { name: m.deleteTitle })).toBeTruthy();

    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: messages.common.delete }));
    await waitFor(() =>
      expect(
        (within(dialog).getByRole('button', { name: messages.common.delete }) as HTMLButtonElement).disabled,
      ).toBe(true),
    );
    release();

    await waitFor(() => expect(screen.queryByRole('dialog', { name: m.deleteTitle })).toBeNull());
    await waitFor(() => expect(screen.queryByRole('article', { name: /^Home/ })).toBeNull());
    expect(screen.getByRole('article', { name: /^Gym/ })).toBeTruthy();
    // The card and its Delete button are gone: the banner at the top says so, and focus goes to it.
    expect(screen.getByText(m.deleted)).toBeTruthy();
    // The <dialog>'s close event, which moves the focus, comes a moment after it leaves the page.
    await waitFor(() => expect(document.activeElement?.textContent).toBe(m.deleted));
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
    const deletes = callsTo(fetchMock, ADDRESS_DELETE);
    expect(deletes.map(([, init]) => bodyOf(init))).toEqual([{ address_id: '5' }, { address_id: '5' }]);
    expect(bearerOf(deletes[0]?.[1])).toBe(`Bearer ${TEST_TOKEN}`);
  });

  it('Cancel leaves the address', async () => {
    const { fetchMock } = renderAddresses([home]);
    const remove = within(await cardOf(/^Home/)).getByRole('button', { name: m.deleteAddress('Home') });
    remove.focus();
    fireEvent.click(remove);
    const dialog = await screen.findByRole('dialog', { name: m.deleteTitle });

    fireEvent.click(within(dialog).getByRole('button', { name: messages.common.cancel }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: m.deleteTitle })).toBeNull());
    expect(screen.getByRole('article', { name: /^Home/ })).toBeTruthy();
    expect(callsTo(fetchMock, ADDRESS_DELETE)).toHaveLength(0);
    // Nothing happened: no banner, and focus goes back to the Delete button.
    expect(screen.queryByText(m.deleted)).toBeNull();
    expect(document.activeElement).toBe(remove);
  });
});

describe('My Addresses: adding', () => {
  it('asks for the address first, and for a valid Eircode', async () => {
    const { fetchMock } = renderAddresses([home]);
    fireEvent.click(await screen.findByRole('button', { name: m.addNew }));
    const dialog = await screen.findByRole('dialog', { name: m.addTitle });
    fireEvent.input(field(m.eircode), { target: { value: 'XYZ 123' } });

    fireEvent.click(within(dialog).getByRole('button', { name: m.saveAddress }));

    expect(await within(dialog).findByText(formMessages.validation.addressRequired)).toBeTruthy();
    expect(within(dialog).getByText(formMessages.validation.eircodeInvalid)).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('button', { name: /Delivery Address/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: /Delivery Address/ }));

    // A place picked on the map clears the address's error.
    await pickRockLane(dialog);
    await waitFor(() =>
      expect(within(dialog).queryByText(formMessages.validation.addressRequired)).toBeNull(),
    );
    expect(within(dialog).getByText(m.locationConfirmed)).toBeTruthy();
    expect(callsTo(fetchMock, ADDRESS_ADD)).toHaveLength(0);
  });

  it('sends the picked place with its parts, the label and the customer’s contact; says so; closes after 1.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { gate, release } = deferred();
    const server = addressServer([home]);
    const fetchMock = mockApi({
      ...server.routes,
      ...geoRoutes([rockLane]),
      [ADDRESS_ADD]: async (init, url) => {
        await gate;
        return server.routes[ADDRESS_ADD](init, url);
      },
    });
    signInNow();
    renderRoute(<MyAddresses deliveryRadiusKm={10} contact={{ name: 'Aoife Byrne', phone: '0871234567' }} />);

    fireEvent.click(await screen.findByRole('button', { name: m.addNew }));
    const dialog = await screen.findByRole('dialog', { name: m.addTitle });
    expect((within(dialog).getByRole('radio', { name: 'Home' }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).queryByLabelText(m.customLabel)).toBeNull();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    const label = await within(dialog).findByLabelText(m.customLabel);
    expect(label.getAttribute('placeholder')).toBe('e.g. Gym');
    fireEvent.input(label, { target: { value: 'Gym' } });

    await pickRockLane(dialog);

    // Confirming closes the picker only: the form stays open, the place chosen and confirmed.
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: orderMessages.location.selectTitle })).toBeNull(),
    );
    expect(screen.getByRole('dialog', { name: m.addTitle })).toBe(dialog);
    expect(await within(dialog).findByText(m.locationConfirmed)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /Delivery Address/ }).textContent).toContain(
      rockLane.description,
    );
    expect(field(m.house).value).toBe('3');
    expect(field(m.road).value).toBe('Rock Lane');
    expect(field(m.eircode).value).toBe('E25 Y2K7');
    fireEvent.input(field(m.floor), { target: { value: '1' } });

    fireEvent.click(within(dialog).getByRole('button', { name: m.saveAddress }));
    await waitFor(() =>
      expect(
        (within(dialog).getByRole('button', { name: m.saveAddress }) as HTMLButtonElement).disabled,
      ).toBe(true),
    );
    release();

    expect((await screen.findAllByText(m.added)).length).toBeGreaterThan(0);
    // Save disabled itself: focus is on the form's own success notice, not dropped to the page.
    await waitFor(() => expect(document.activeElement?.textContent).toBe(m.added));
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(bodyOf(callsTo(fetchMock, ADDRESS_ADD)[0]?.[1])).toEqual({
      address_type: 'other',
      address_label: 'Gym',
      address: rockLane.description,
      latitude: '52.5201',
      longitude: '-7.8855',
      contact_person_name: 'Aoife Byrne',
      contact_person_number: '0871234567',
      house: '3',
      floor: '1',
      road: 'Rock Lane',
      eircode: 'E25Y2K7',
      zone_id: 4,
    });
    expect(bearerOf(callsTo(fetchMock, ADDRESS_ADD)[0]?.[1])).toBe(`Bearer ${TEST_TOKEN}`);
    // The list is loaded again, with limit 10, and has the new address.
    expect(await cardOf(/^Gym/)).toBeTruthy();
    expect(callsTo(fetchMock, ADDRESS_LIST).map(([url]) => new URL(url).searchParams.get('limit'))).toEqual([
      '10',
      '10',
    ]);

    // Still open just after the success; closed once 1500 ms have passed.
    expect(screen.getByRole('dialog', { name: m.addTitle })).toBeTruthy();
    act(() => vi.advanceTimersByTime(ADDRESS_FORM_CLOSE_MS));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: m.addTitle })).toBeNull());
    expect(screen.getByText(m.added)).toBeTruthy();
    // Focus goes to the banner at the top (and the page with it), not back to Add New Address below.
    // The <dialog>'s close event, which moves the focus, comes a moment after it leaves the page.
    await waitFor(() => expect(document.activeElement?.textContent).toBe(m.added));

    // The page's banner goes after 3 s.
    act(() => vi.advanceTimersByTime(SUCCESS_BANNER_MS));
    await waitFor(() => expect(screen.queryByText(m.added)).toBeNull());
  });

  it('a refusal (the book is full) is said in the form, which stays open', async () => {
    const full = orderMessages.addresses.bookFull(20);
    renderAddresses([home], { [ADDRESS_ADD]: () => errorResponse(409, full, 'address') });
    fireEvent.click(await screen.findByRole('button', { name: m.addNew }));
    const dialog = await screen.findByRole('dialog', { name: m.addTitle });
    await pickRockLane(dialog);

    fireEvent.click(within(dialog).getByRole('button', { name: m.saveAddress }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(full);
    expect((within(dialog).getByRole('button', { name: m.saveAddress }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('Cancel drops what was typed and the status', async () => {
    renderAddresses([home], { [ADDRESS_ADD]: () => errorResponse(500, 'Internal server error') });
    fireEvent.click(await screen.findByRole('button', { name: m.addNew }));
    let dialog = await screen.findByRole('dialog', { name: m.addTitle });
    fireEvent.input(field(m.house), { target: { value: '99' } });
    await pickRockLane(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: m.saveAddress }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(m.addFailed);

    fireEvent.click(within(dialog).getByRole('button', { name: messages.common.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: m.addTitle })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: m.addNew }));

    dialog = await screen.findByRole('dialog', { name: m.addTitle });
    expect(field(m.house).value).toBe('');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).queryByText(m.locationConfirmed)).toBeNull();
  });
});

describe('My Addresses: editing', () => {
  it('prefills the form and sends the change to the address’s own id, without the zone', async () => {
    const { fetchMock } = renderAddresses();
    fireEvent.click(within(await cardOf(/^Gym/)).getByRole('button', { name: m.editAddress('Gym') }));

    const dialog = await screen.findByRole('dialog', { name: m.editTitle });
    expect((within(dialog).getByRole('radio', { name: 'Other' }) as HTMLInputElement).checked).toBe(true);
    expect(field(m.customLabel).value).toBe('gym');
    expect(within(dialog).getByText(gym.address)).toBeTruthy();
    expect(within(dialog).getByText(m.locationConfirmed)).toBeTruthy();
    fireEvent.input(field(m.customLabel), { target: { value: 'Gym' } });
    fireEvent.input(field(m.eircode), { target: { value: 'e25 x9t4' } });

    fireEvent.click(within(dialog).getByRole('button', { name: m.updateAddress }));

    expect((await screen.findAllByText(m.updated)).length).toBeGreaterThan(0);
    const updates = callsTo(fetchMock, 'PUT /api/v1/customer/address/update/7');
    expect(updates).toHaveLength(1);
    expect(bodyOf(updates[0]?.[1])).toEqual({
      address_type: 'other',
      address_label: 'Gym',
      address: gym.address,
      latitude: gym.latitude,
      longitude: gym.longitude,
      contact_person_name: 'Aoife Byrne',
      contact_person_number: '0871234567',
      house: '',
      floor: '',
      road: '',
      eircode: 'E25X9T4',
    });
    // Once the form closes, focus is on the banner at the top.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: m.editTitle })).toBeNull(), {
      timeout: ADDRESS_FORM_CLOSE_MS + 1000,
    });
    // The <dialog>'s close event, which moves the focus, comes a moment after it leaves the page.
    await waitFor(() => expect(document.activeElement?.textContent).toBe(m.updated));
  });

  it('Update Location starts with the address being edited chosen under Previous', async () => {
    renderAddresses();
    fireEvent.click(within(await cardOf(/^Gym/)).getByRole('button', { name: m.editAddress('Gym') }));
    const dialog = await screen.findByRole('dialog', { name: m.editTitle });

    fireEvent.click(within(dialog).getByRole('button', { name: /Delivery Address/ }));
    const picker = await screen.findByRole('dialog', { name: orderMessages.location.updateTitle });
    expect(
      within(picker)
        .getByRole('tab', { name: orderMessages.location.previousTab })
        .getAttribute('aria-selected'),
    ).toBe('true');
    expect(
      within(picker)
        .getByRole('button', { name: /Dualla Road/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      within(picker)
        .getByRole('button', { name: /Clonmel/ })
        .getAttribute('aria-pressed'),
    ).toBe('false');
    expect(within(picker).getByText(orderMessages.location.deliveryAvailableTitle)).toBeTruthy();
    expect(
      (
        within(picker).getByRole('button', {
          name: orderMessages.location.confirmLocation,
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(false);
  });

  it('an address without coordinates asks for a place on the map, and the picker ("Update Location") clears it', async () => {
    const { fetchMock } = renderAddresses();
    fireEvent.click(within(await cardOf(/^Work/)).getByRole('button', { name: m.editAddress('Work') }));
    const dialog = await screen.findByRole('dialog', { name: m.editTitle });
    expect(within(dialog).queryByText(m.locationConfirmed)).toBeNull();
    expect(field(m.house).value).toBe('');

    fireEvent.click(within(dialog).getByRole('button', { name: m.updateAddress }));
    expect(await within(dialog).findByText(formMessages.validation.selectValidLocation)).toBeTruthy();

    await pickRockLane(dialog, orderMessages.location.updateTitle);
    await waitFor(() =>
      expect(within(dialog).queryByText(formMessages.validation.selectValidLocation)).toBeNull(),
    );
    expect(within(dialog).getByText(m.locationConfirmed)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: m.updateAddress }));

    expect((await screen.findAllByText(m.updated)).length).toBeGreaterThan(0);
    expect(bodyOf(callsTo(fetchMock, 'PUT /api/v1/customer/address/update/9')[0]?.[1])).toMatchObject({
      address_type: 'work',
      address: rockLane.description,
      latitude: '52.5201',
      longitude: '-7.8855',
    });
  });
});
