import {
  type BoardOrder,
  boardOrderSchema,
  type Category,
  type CustomerInfo,
  type CustomerOrder,
  customerInfoSchema,
  customerOrderSchema,
  type LoginResponse,
  loginResponseSchema,
  type Product,
  type ProductDetails,
  type ProductsWithCategoriesResponse,
  productDetailsSchema,
  productsWithCategoriesResponseSchema,
  type RestaurantInfo,
  restaurantResponseSchema,
  type Variation,
  type VariationValue,
} from '@tiffin/core';

/**
 * Test data built with overrides and checked against the API's own schemas, so a fixture cannot
 * drift from what the server answers.
 */
export function buildRestaurant(overrides: Partial<RestaurantInfo> = {}): RestaurantInfo {
  const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  return restaurantResponseSchema.parse({
    name: 'Tiffin',
    address: { line: '42 Main Street', town: 'Cashel', county: 'Co. Tipperary', eircode: 'E25 X9T4' },
    latitude: 52.5159336,
    longitude: -7.8890741,
    phones: ['062 61234', '087 123 4567'],
    email: 'hello@tiffin-cashel.ie',
    minimum_order: '15.00',
    delivery_radius_km: 10,
    wait_minutes: { min: 25, max: 45 },
    opening_hours: days.map((day, index) => ({
      weekday: index + 1,
      day,
      opens_at: '17:00',
      closes_at: '22:00',
      hours: '5:00 PM - 10:00 PM',
    })),
    testimonials: [],
    ordering_paused: false,
    resumes_at: null,
    lead_minutes: { collection: 20, delivery: 40 },
    busy_extra_minutes: 0,
    allergen_statement:
      'Our kitchen handles all 14 allergens, so we cannot promise that any dish is free of traces.',
    ...overrides,
  });
}

export function buildProduct(category: Category, overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    name: 'Onion Bhaji',
    description: 'Three fritters of sliced onion in a gram flour batter.',
    price: '6.50',
    image: 'onion-bhaji.svg',
    category_id: category.id,
    category,
    veg: true,
    allergies: [],
    has_variations: false,
    ...overrides,
  };
}

export const starters: Category = { id: 1, name: 'Starters' };
export const curries: Category = { id: 3, name: 'House Curries' };
export const desserts: Category = { id: 12, name: 'Desserts' };

/** Two categories with dishes and one without, in the kitchen's order. */
export function buildMenu(
  overrides: Partial<ProductsWithCategoriesResponse> = {},
): ProductsWithCategoriesResponse {
  return productsWithCategoriesResponseSchema.parse({
    categories: [starters, curries, desserts],
    products: [
      buildProduct(starters, { id: 1, name: 'Onion Bhaji', price: '6.50' }),
      buildProduct(curries, {
        id: 20,
        name: 'Lamb Rogan Josh',
        description: 'Slow-cooked lamb in a Kashmiri chilli and tomato sauce.',
        price: '16.95',
        image: null,
        veg: false,
        allergies: ['Milk', 'Mustard'],
        has_variations: true,
      }),
      buildProduct(starters, {
        id: 2,
        name: 'Vegetable Samosa',
        price: '6.00',
        allergies: ['Cereals containing gluten'],
      }),
    ],
    ...overrides,
  });
}

export function buildCustomer(overrides: Partial<CustomerInfo> = {}): CustomerInfo {
  return customerInfoSchema.parse({
    id: 7,
    f_name: 'Aoife',
    l_name: 'Byrne',
    name: 'Aoife Byrne',
    email: 'aoife@example.ie',
    phone: '0871234567',
    image: null,
    is_email_verified: 1,
    ...overrides,
  });
}

export function buildLoginResponse(overrides: Partial<LoginResponse> = {}): LoginResponse {
  return loginResponseSchema.parse({
    token: 'token-from-login',
    name: 'Aoife Byrne',
    user_name: 'Aoife Byrne',
    first_name: 'Aoife',
    email: 'aoife@example.ie',
    login_type: 'manual',
    is_phone_verified: 0,
    is_email_verified: 1,
    is_personal_info: 1,
    ...overrides,
  });
}

export function buildOption(overrides: Partial<VariationValue> = {}): VariationValue {
  return {
    option_id: 1,
    label: 'Chicken',
    optionPrice: '0.00',
    stock_type: 'unlimited',
    current_stock: null,
    allergies_name: [],
    ...overrides,
  };
}

/** A dish with its variation groups, as GET /api/v1/products/details/{id} answers. */
export function buildProductDetails(
  product: Product,
  variations: Variation[] = [],
  overrides: Partial<ProductDetails> = {},
): ProductDetails {
  return productDetailsSchema.parse({
    ...product,
    variations,
    allergies_name: product.allergies,
    ...overrides,
  });
}

/**
 * Lamb Rogan Josh's groups: a protein with a priced and a low-stock option (king prawn, which adds
 * Crustaceans) and a sold-out one (paneer, Milk), and a spice level.
 */
export function roganJoshVariations(): Variation[] {
  return [
    {
      variation_id: 13,
      name: 'Protein',
      values: [
        buildOption({ option_id: 51, label: 'Chicken' }),
        buildOption({ option_id: 52, label: 'Lamb', optionPrice: '2.00' }),
        buildOption({
          option_id: 53,
          label: 'King prawn',
          optionPrice: '3.50',
          stock_type: 'limited',
          current_stock: 3,
          allergies_name: ['Crustaceans'],
        }),
        buildOption({
          option_id: 54,
          label: 'Paneer',
          stock_type: 'limited',
          current_stock: 0,
          allergies_name: ['Milk'],
        }),
      ],
    },
    {
      variation_id: 14,
      name: 'Spice level',
      values: [
        buildOption({ option_id: 56, label: 'Medium' }),
        buildOption({ option_id: 57, label: 'Hot' }),
        buildOption({
          option_id: 58,
          label: 'Extra hot',
          stock_type: 'limited',
          current_stock: 12,
        }),
      ],
    },
  ];
}

/** An order as the staff board shows it: a new collection order, placed at 18:00 UTC. */
export function buildBoardOrder(overrides: Partial<BoardOrder> = {}): BoardOrder {
  return boardOrderSchema.parse({
    id: 1,
    reference: 'ABC123',
    status: 'pending',
    fulfilment: 'collection',
    payment_method: 'cash_on_delivery',
    paid: false,
    payment_state: 'cash_due',
    refunded_cents: null,
    placed_at: '2026-11-23T18:00:00.000Z',
    scheduled_at: '2026-11-23T19:00:00.000Z',
    ready_at: null,
    contact_name: 'Aoife Ryan',
    contact_phone: '0871234567',
    address: null,
    delivery_address: null,
    order_note: null,
    cancel_reason: null,
    lines: [],
    subtotal_cents: 1950,
    delivery_fee_cents: 0,
    discount_cents: 0,
    deposit_cents: 0,
    total_cents: 1950,
    vat: [{ rate_basis_points: 900, vat_cents: 161 }],
    change_id: 1,
    ...overrides,
  });
}

/** One of the customer's orders as its page shows it: the board's order, confirmed, paid by card. */
export function buildCustomerOrder(overrides: Partial<CustomerOrder> = {}): CustomerOrder {
  const board = buildBoardOrder({
    status: 'confirmed',
    payment_method: 'digital_payment',
    paid: true,
    payment_state: 'card_paid',
    lines: [
      { quantity: 3, name: 'Onion Bhaji', options: [], note: null, allergens: [], line_total_cents: 1950 },
    ],
  });
  return customerOrderSchema.parse({
    ...board,
    vat_cents: 161,
    timeline: [{ status: 'pending', at: board.placed_at }],
    driver: null,
    cancelable_until: null,
    money: { paid_cents: board.total_cents, refunded_cents: 0, due_cents: 0, refunds: [] },
    ...overrides,
  });
}
