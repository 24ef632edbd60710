import type { APIRequestContext } from '@playwright/test';
import { authorised, dublinDateIn } from './checkout.ts';
import { staffSignIn } from './staff.ts';
import { expect, type Session } from './test.ts';

type PlacedOrder = { orderId: number; reference: string };

/**
 * An order for collection placed through the API as the customer's browser would place it:
 * `quantity` Onion Bhajis for `date` at `time` (each spec its own slots, the restaurant holds 6),
 * with the notes given; in cash, or paid first by a test card on the simulated gateway (`card`).
 */
export async function placeCollectionOrder(
  request: APIRequestContext,
  customer: Session,
  {
    date,
    time,
    quantity = 3,
    orderNote,
    itemNote,
    card = false,
  }: { date: string; time: string; quantity?: number; orderNote?: string; itemNote?: string; card?: boolean },
): Promise<PlacedOrder> {
  const menu = (await (await request.get('/api/custom/custom/products-with-categories')).json()) as {
    products: { id: number; name: string; price: string }[];
  };
  const bhaji = menu.products.find((dish) => dish.name === 'Onion Bhaji');
  if (!bhaji) throw new Error('no Onion Bhaji on the menu');
  const order = {
    order_type: 'take_away',
    restaurant_id: '2',
    cart: [{ item_id: bhaji.id, quantity, variations: [], item_note: itemNote }],
    order_note: orderNote,
    schedule_at: `${date} ${time}:00`,
    contact_person_name: customer.user.name,
    contact_person_number: '087 765 4321',
  };
  const payment = card
    ? {
        payment_method: 'digital_payment',
        stripe_payment_intent_id: await payByCard(request, customer, order),
      }
    : { payment_method: 'cash_on_delivery' };
  const placed = await request.post('/api/v1/customer/order/place1', {
    headers: { ...authorised(customer), 'idempotency-key': `e2e-${date}-${time}-${Date.now()}` },
    data: { ...order, ...payment, order_amount: (Number(bhaji.price) * quantity).toFixed(2) },
  });
  expect(placed.status()).toBe(200);
  const body = (await placed.json()) as { order_id: number; order_reference: string };
  return { orderId: body.order_id, reference: body.order_reference };
}

/**
 * A cash delivery order of four Onion Bhajis (for tomorrow at 19:30 unless `date` and `time` say
 * otherwise), placed through the API as the checkout places one: to a saved address 5 km north of
 * the restaurant (with an Eircode when given), priced by the server's quote first.
 */
export async function placeDeliveryOrder(
  request: APIRequestContext,
  customer: Session,
  {
    eircode,
    orderNote,
    date = dublinDateIn(1),
    time = '19:30',
  }: { eircode?: string; orderNote?: string; date?: string; time?: string } = {},
): Promise<PlacedOrder & { total: string }> {
  const saved = await request.post('/api/v1/customer/address/add', {
    headers: authorised(customer),
    data: {
      address_type: 'home',
      address: 'Rock View, Cashel, Co. Tipperary',
      latitude: String(52.5159336 + ((5 / 6371) * 180) / Math.PI),
      longitude: '-7.8890741',
      house: '4',
      road: 'Rock View',
      eircode,
    },
  });
  expect(saved.status()).toBe(200);
  const addressId = ((await saved.json()) as { address: { id: number } }).address.id;
  const menu = (await (await request.get('/api/custom/custom/products-with-categories')).json()) as {
    products: { id: number; name: string; price: string }[];
  };
  const bhaji = menu.products.find((dish) => dish.name === 'Onion Bhaji');
  if (!bhaji) throw new Error('no Onion Bhaji on the menu');
  const cart = [{ item_id: bhaji.id, quantity: 4, variations: [] }];
  const quote = await request.post('/api/v1/customer/order/quote', {
    headers: authorised(customer),
    data: { order_type: 'delivery', address_id: addressId, restaurant_id: '2', cart },
  });
  const total = ((await quote.json()) as { total: string }).total;
  const placed = await request.post('/api/v1/customer/order/place1', {
    headers: { ...authorised(customer), 'idempotency-key': `e2e-delivery-${Date.now()}` },
    data: {
      order_type: 'delivery',
      address_id: addressId,
      restaurant_id: '2',
      payment_method: 'cash_on_delivery',
      order_amount: total,
      cart,
      order_note: orderNote,
      schedule_at: `${date} ${time}:00`,
      contact_person_name: customer.user.name,
      contact_person_number: '087 765 4321',
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const body = (await placed.json()) as { order_id: number; order_reference: string };
  return { orderId: body.order_id, reference: body.order_reference, total };
}

/** The card payment of an order as the checkout makes it: asked for, then paid with the test card. */
async function payByCard(request: APIRequestContext, customer: Session, order: object): Promise<string> {
  const asked = await request.post('/api/v1/stripe/wpay', { headers: authorised(customer), data: { order } });
  expect(asked.status()).toBe(200);
  const { stripePaymentId, clientSecret } = (await asked.json()) as {
    stripePaymentId: string;
    clientSecret: string;
  };
  const paid = await request.post('/api/v1/payments/simulated/confirm', {
    headers: authorised(customer),
    data: {
      payment_intent_id: stripePaymentId,
      client_secret: clientSecret,
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
    },
  });
  expect(((await paid.json()) as { status: string }).status).toBe('succeeded');
  return stripePaymentId;
}

/** The kitchen's side through the staff API, signed in as the e2e admin (once per worker, staff.ts). */
export async function kitchen(request: APIRequestContext) {
  const { token } = await staffSignIn(request);
  const headers = { authorization: `Bearer ${token}` };
  const expectDone = async (answer: ReturnType<APIRequestContext['post']>) =>
    expect((await answer).status()).toBe(200);
  return {
    /** Ready at the time the customer asked for, or in so many minutes (never before that time). */
    accept: (orderId: number, readyInMinutes?: number) =>
      expectDone(
        request.post(`/api/v1/staff/orders/${orderId}/accept`, {
          headers,
          data: readyInMinutes === undefined ? {} : { ready_in_minutes: readyInMinutes },
        }),
      ),
    advance: (orderId: number, status: 'processing' | 'handover' | 'delivered') =>
      expectDone(request.post(`/api/v1/staff/orders/${orderId}/advance`, { headers, data: { status } })),
    /** Takes a dish off the customers' menu (86) or puts it back, as the staff's Menu page does. */
    setDishAvailable: async (productId: number, available: boolean) =>
      expect(
        (
          await request.put(`/api/v1/staff/menu/dishes/${productId}/availability`, {
            headers,
            data: { available },
          })
        ).status(),
      ).toBe(200),
    /** Accepts every new order on the board: a journey that counts new orders starts from none. */
    acceptEveryNewOrder: async () => {
      const board = (await (await request.get('/api/v1/staff/orders', { headers })).json()) as {
        orders: { id: number; status: string }[];
      };
      for (const order of board.orders.filter((row) => row.status === 'pending')) {
        await expectDone(
          request.post(`/api/v1/staff/orders/${order.id}/accept`, {
            headers,
            data: {},
          }),
        );
      }
    },
  };
}
