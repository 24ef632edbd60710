/**
 * Demo restaurant settings, opening hours, coupons, testimonials and policy pages for Tiffin, Cashel.
 * Phone numbers, eircode and e-mail are demo values. The seed is the only place these values are
 * written: everything else reads the settings. In policy pages `{restaurant}`, `{minimum_order}`,
 * `{delivery_radius}`, `{delivery_base_fee}`, `{delivery_base_distance}`, `{delivery_per_km}`,
 * `{wait_time}`, `{collection_time}` and `{opening_hours}` stand for the settings, which the site fills
 * in. The policy's average delivery time (30-45 minutes, checkout-and-account §2.11) is the page's own
 * words, not the waiting time of the home page's badge (`{wait_time}`, 25-45 minutes, visitor-side §1).
 */
import type {
  SeedCoupon,
  SeedOpeningHours,
  SeedPolicyPage,
  SeedRestaurant,
  SeedTestimonial,
} from './seed-types.ts';

export const seedRestaurant: SeedRestaurant = {
  name: 'Tiffin',
  addressLine: '42 Main Street',
  town: 'Cashel',
  county: 'Co. Tipperary',
  eircode: 'E25 X9T4',
  latitude: 52.5159336,
  longitude: -7.8890741,
  phones: ['062 61234', '062 61235', '087 123 4567'],
  email: 'hello@tiffin-cashel.ie',
  minimumOrderCents: 1500,
  deliveryBaseFeeCents: 300,
  deliveryBaseKm: 2,
  deliveryPerKmCents: 75,
  deliveryRadiusKm: 10,
  collectionLeadMinutes: 20,
  deliveryLeadMinutes: 40,
  waitMinMinutes: 25,
  waitMaxMinutes: 45,
  slotIntervalMinutes: 15,
  slotCapacity: 6,
  orderingWindowDays: 7,
  allowedEmailDomains: [],
  allergenStatement:
    'Our kitchen handles all 14 allergens, including nuts, sesame, gluten, milk and crustaceans. We take ' +
    'care to keep dishes apart but cannot guarantee any dish is free of traces. If you have a severe ' +
    'allergy, please phone us before ordering.',
  cuisine: 'Indian',
  legalName: 'Tiffin Cashel Ltd',
  vatNumber: 'IE1234567FA',
  tipSettings: {
    percents: [5, 10, 15],
    custom_max_cents: 50_00,
    shared: true,
    how: 'in equal parts for every hour worked, paid with the wages every fortnight.',
    with_whom: 'everyone on the shift: the kitchen, the counter and the drivers',
    card_cost_basis_points: 0,
    mandatory_charge: '',
  },
};

/** Open every day, Monday (1) to Sunday (7), 5 pm to 10 pm. */
/**
 * The delivery area as the restaurant had it before zones (decision 064): one circle of the radius
 * around the restaurant, at the fee by distance and the minimum order of its settings. Migration
 * 0041 made the same zone of the databases that had a restaurant.
 */
export function seedDeliveryZone(restaurant: SeedRestaurant) {
  return {
    name: 'Delivery area',
    area: {
      type: 'circle' as const,
      center: [restaurant.longitude, restaurant.latitude] as [number, number],
      radius_km: restaurant.deliveryRadiusKm,
    },
    feeKind: 'distance' as const,
    feeCents: restaurant.deliveryBaseFeeCents,
    feeBaseKm: restaurant.deliveryBaseKm,
    feePerKmCents: restaurant.deliveryPerKmCents,
    minimumOrderCents: restaurant.minimumOrderCents,
    freeDeliveryOverCents: null,
    extraMinutes: 0,
    enabled: true,
  };
}

export const seedOpeningHours: SeedOpeningHours[] = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  opensAt: '17:00',
  closesAt: '22:00',
}));

/** One coupon in each state: active (percent), active (amount, with minimum), expired, used up, inactive. */
export const seedCoupons: SeedCoupon[] = [
  {
    code: 'WELCOME10',
    title: '10% off your order',
    discountType: 'percent',
    discount: 10,
    minPurchaseCents: 0,
    startDate: '2026-01-01',
    expireDate: '2030-12-31',
    limit: 1000,
    totalUses: 12,
    status: 1,
  },
  {
    code: 'SAVE5',
    title: '€5 off orders over €30',
    discountType: 'amount',
    discount: 500,
    minPurchaseCents: 3000,
    startDate: '2026-01-01',
    expireDate: '2030-12-31',
    limit: 500,
    totalUses: 41,
    status: 1,
  },
  {
    code: 'XMAS15',
    title: 'Christmas 2025: 15% off orders over €25',
    discountType: 'percent',
    discount: 15,
    minPurchaseCents: 2500,
    startDate: '2025-12-01',
    expireDate: '2025-12-31',
    limit: 300,
    totalUses: 87,
    status: 1,
  },
  {
    code: 'LAUNCH20',
    title: 'Launch offer: 20% off orders over €20 (first 50 orders)',
    discountType: 'percent',
    discount: 20,
    minPurchaseCents: 2000,
    startDate: '2026-01-01',
    expireDate: '2030-12-31',
    limit: 50,
    totalUses: 50,
    status: 1,
  },
  {
    code: 'MATCHDAY',
    title: '€3 off on match days (paused)',
    discountType: 'amount',
    discount: 300,
    minPurchaseCents: 2000,
    startDate: '2026-01-01',
    expireDate: '2030-12-31',
    limit: 200,
    totalUses: 9,
    status: 0,
  },
];

export const seedTestimonials: SeedTestimonial[] = [
  {
    name: 'Siobhán Ryan',
    location: 'Cashel',
    rating: 5,
    text:
      'Friday night is curry night in our house. The lamb rogan josh is properly slow-cooked, the garlic ' +
      'naan is still warm when it lands at the door, and they remember that my husband wants his madras ' +
      'extra hot.',
  },
  {
    name: 'Declan Moloney',
    location: 'Cahir',
    rating: 4,
    text:
      'I collect on the way home from work and it is always ready when they say it will be. The tikka ' +
      'masala is not too sweet and the onion bhajis are crisp, not doughy. Four stars only because my car ' +
      'smells of garlic naan for days.',
  },
  {
    name: 'Aoife Brennan',
    location: 'Golden',
    rating: 5,
    text:
      'My daughter has a nut allergy, so I rang before ordering. They talked me through which dishes were ' +
      'safe, and the allergens are listed on every dish on the site. The dal makhani is now her ' +
      'favourite.',
  },
];

/**
 * Turns a template written with hard-wrapped lines into the stored body: paragraphs separated by one blank
 * line, each paragraph on a single line.
 */
const page = (text: string): string =>
  text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim().replace(/\s*\n\s*/g, ' '))
    .join('\n\n');

export const seedPolicyPages: SeedPolicyPage[] = [
  {
    slug: 'about-us',
    title: 'About Us',
    body: page(`
{restaurant} is a family-run Indian restaurant on Main Street in Cashel, a short walk from the Rock. We cook
the food we grew up eating at home, alongside the curries and tandoori dishes that Irish customers have come
to love, and we cook every order fresh when it comes in.

## Our kitchen

Our chefs have more than 20 years of experience between the tandoor and the stove. Sauces are made in our own
kitchen from whole spices that we roast and grind ourselves, our naan is baked to order on the wall of the
tandoor, and our biryani is cooked slowly under a sealed lid the traditional way.

## Our customers

Since 2019 {restaurant} has been recognised as a top restaurant in the area, and we are grateful to every
customer in Cashel and the surrounding towns who has ordered from us, left a review or recommended us to a
friend. Most of our orders come from people who have ordered before, and that matters more to us than
anything else.

## Ordering

You can order online for collection or for delivery within {delivery_radius} of the restaurant, every day in
our opening hours, which are at the foot of every page. Every dish on our menu lists its allergens. If you have an allergy or a dietary need that is not
covered there, please ring us before you order and we will tell you honestly what we can and cannot do.

Thank you for choosing {restaurant}. We look forward to cooking for you.
`),
  },
  {
    slug: 'terms-conditions',
    title: 'Terms & Conditions',
    body: page(`
These terms apply to every order placed with {restaurant} through this website. By placing an order you
agree to them. Please read them before you order.

## Who can order

You must be 16 or over to create an account or place an order.

## Orders and prices

All prices are in euro (€) and include VAT. The price you pay is the price shown at checkout, including any
delivery fee and any coupon you have applied. The minimum order value is {minimum_order}, not counting the
delivery fee.
An order is accepted when we send you a confirmation e-mail; until then we may decline it, for example if
we are too busy to cook it on time or your address is outside our delivery area.

## Allergens

Each dish lists the allergens it contains, and each choice you make for it (a king prawn, a Peshwari naan)
the ones that choice adds; your basket, order and receipt show each dish's allergens together. Our kitchen
handles all 14 major allergens, so we cannot promise that any dish is completely free of traces. If you
have a severe allergy, please ring us before ordering.

## Cancellations

You can cancel an order within 2 minutes of placing it, as long as we have not yet started to process it.
After that the food is being prepared for you and the order cannot be cancelled.

## Complaints

If something is wrong with your order, please tell us within 30 minutes of delivery or collection, by
phone or by e-mail, so that we can put it right. Where we agree that an item was missing or not as
described, we will replace it or refund it.

## Changes to these terms

We may update these terms from time to time. The version shown on this page when you place an order is the
one that applies to that order.
`),
  },
  {
    slug: 'refund-and-cancellation-policy',
    title: 'Return & Refund Policy',
    body: page(`
We want every order from {restaurant} to be right. Because we sell freshly cooked food, we cannot accept
returns, but we will always look at a problem fairly and quickly.

## Cancelling an order

You can cancel an order within 2 minutes of placing it, provided we have not yet started to process it. If
the order has already been accepted by the kitchen, it can no longer be cancelled, because the food is
already being cooked for you. If we cancel an order ourselves, for example because we cannot deliver to
your address, you will receive a full refund.

## Problems with your order

If an item is missing, incorrect or not up to standard, please contact us within 30 minutes of delivery or
collection. Ring the restaurant or reply to your order confirmation e-mail with your order number and a
short description of the problem; a photo helps. Complaints made after 30 minutes are much harder for us to
check, and we may not be able to offer a refund.

## How refunds are paid

Where a refund is agreed, we refund the amount to the card you paid with. We cannot refund in cash or to a
different card. Refunds usually appear on your statement within 5-10 business days, depending on your bank.
If you chose to take a replacement dish instead, no refund is made for that item.

## Delivery fees

If your whole order is refunded because of a mistake on our side, the delivery fee is refunded too.
`),
  },
  {
    slug: 'shipping-and-delivery-policy',
    title: 'Shipping & Delivery Policy',
    body: page(`
{restaurant} delivers hot food from our kitchen on Main Street, Cashel, to homes and workplaces nearby. You
can also collect your order from the restaurant.

## Delivery hours

We deliver in our opening hours, {opening_hours}, which are also at the foot of every page. You can choose
the first available time or a later time slot on the same day at checkout.

## Delivery area and fees

We deliver to addresses within {delivery_radius} of the restaurant. The delivery fee is {delivery_base_fee}
for addresses up to {delivery_base_distance} away, plus {delivery_per_km} for each additional kilometre. The
exact fee for your address is shown at checkout before you pay.

## Minimum order

The minimum order is {minimum_order}, not counting the delivery fee. The same minimum applies to collection
orders.

## How long it takes

A delivery takes 30-45 minutes on average from when your order is confirmed. On busy evenings, such as
Fridays, Saturdays and match days, it can take a little longer, and we will ring you if we expect a
delay. Collection orders are usually ready about {collection_time} after you order.

## Confirmation

When we accept your order we send a confirmation by e-mail with your order number and the expected delivery
or collection time. If you have not received it within a few minutes, please check your spam folder or ring
us.

## At the door

Please make sure your address and phone number are correct, and include an eircode if you have one. If our
driver cannot find you or reach you by phone, we will hold your order at the restaurant for collection.
`),
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    body: page(`
{restaurant} respects your privacy. This policy explains what personal data we keep, why we keep it and what
your rights are under the General Data Protection Regulation (GDPR). We are the data controller for the data
collected through this website.

## What we keep and why

When you create an account or order, we keep your name, e-mail address, phone number and delivery addresses,
so that we can prepare your order, deliver it and contact you about it. We keep your order history so that
you can reorder and so that we can handle complaints, refunds and our accounts, which the law requires us to
keep for six years. We do not store your card details: payments are handled by our card payment provider.

## Who can use this site

You must be 16 or over to create an account or place an order. We do not knowingly collect data from
children.

## Cookies and statistics

We use only the cookies needed to keep you signed in and remember your basket. We count page views on our
own server without cookies and without identifying you, to see which pages are used. We do not use
third-party trackers, advertising cookies or social media pixels, and we never sell your data.

## Refunds

Where we refund a payment, it is returned to the card you paid with and usually arrives within 5-10 business
days.

## If something goes wrong

If we ever suffer a data breach that puts your personal data at risk, we will notify the Data Protection
Commission and tell you within 72 hours of becoming aware of it.

## Your rights

You can have a copy of your data at any time: 'Download my data' on the Personal Info page of your account
gives you your profile, saved addresses, favourites, orders and notifications as a file (JSON). You can also
ask us to correct your data, or object to how we use it.

You can delete your account at any time on the Delete Account page of your account, once none of your orders
is still in progress. We then delete your profile, saved addresses, favourites and notifications and the
e-mails we sent you. We keep the records of your orders for six years, as Irish tax law requires (what was
ordered, when, the prices, the VAT and how it was paid), with your name, e-mail address, phone number,
delivery address and notes removed, so that they no longer identify you.

To use any of these rights, e-mail us at hello@tiffin-cashel.ie. If you are not happy with our answer, you
can complain to the Data Protection Commission.
`),
  },
];
