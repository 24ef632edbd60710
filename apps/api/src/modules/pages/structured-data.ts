import { euroStringToCents, formatEuro, type ProductsWithCategoriesResponse, sitePaths } from '@tiffin/core';
import type {
  DayOfWeek,
  MenuItem,
  MenuSection,
  OpeningHoursSpecification,
  Restaurant,
  WithContext,
} from 'schema-dts';
import type { RestaurantSettings } from '../restaurant/index.ts';
import type { SharedPhoto } from './share-photo.ts';

/** ISO weekday 1 (Monday) … 7 (Sunday) as schema.org names it. */
const DAYS: readonly DayOfWeek[] = [
  'https://schema.org/Monday',
  'https://schema.org/Tuesday',
  'https://schema.org/Wednesday',
  'https://schema.org/Thursday',
  'https://schema.org/Friday',
  'https://schema.org/Saturday',
  'https://schema.org/Sunday',
];

/** The site is the restaurant's in Ireland (the Eircode, the geocoders' country). */
const COUNTRY = 'IE';
const LANGUAGE = 'en-IE';

export type StructuredDataInput = {
  /** The site's address, without a trailing slash: every URL in it is absolute */
  siteUrl: string;
  restaurant: RestaurantSettings;
  /** The week's opening hours, from the settings ('HH:mm', Dublin) */
  openingHours: readonly { weekday: number; opensAt: string; closesAt: string }[];
  /** The closed dates from today on ('YYYY-MM-DD') */
  closedDates: readonly string[];
  menu: ProductsWithCategoriesResponse;
  photo: SharedPhoto | null;
};

/**
 * The week's hours, one specification per opening and closing time with the days that share them
 * (Monday to Sunday 17:00-22:00 is one), in the order of the days' first opening.
 */
function weeklyHours(rows: StructuredDataInput['openingHours']): OpeningHoursSpecification[] {
  const byTimes = new Map<string, { opens: string; closes: string; days: DayOfWeek[] }>();
  for (const row of rows) {
    const day = DAYS[row.weekday - 1];
    if (day === undefined) continue;
    const key = `${row.opensAt}-${row.closesAt}`;
    const found = byTimes.get(key) ?? { opens: row.opensAt, closes: row.closesAt, days: [] };
    found.days.push(day);
    byTimes.set(key, found);
  }
  return [...byTimes.values()].map(({ opens, closes, days }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days,
    opens,
    closes,
  }));
}

/** A closed date, as Google reads a day closed all day: opening and closing at 00:00 (its guide). */
function closedDay(date: string): OpeningHoursSpecification {
  return {
    '@type': 'OpeningHoursSpecification',
    validFrom: date,
    validThrough: date,
    opens: '00:00',
    closes: '00:00',
  };
}

/** '€3.50-€18.95': the dearest and the cheapest dish, as the menu prices them now. */
function priceRange(menu: ProductsWithCategoriesResponse): string | undefined {
  const cents = menu.products.map((product) => euroStringToCents(product.price));
  if (cents.length === 0) return undefined;
  const [low, high] = [Math.min(...cents), Math.max(...cents)];
  return low === high ? formatEuro(low) : `${formatEuro(low)}-${formatEuro(high)}`;
}

/**
 * The menu's sections and dishes as the storefront lists them, each dish's price an offer in euro.
 * A dish is said to suit a vegetarian diet where the menu marks it vegetarian; nothing is claimed of
 * allergens (schema.org's diets would claim more than the menu says: a dish without gluten listed
 * is not "gluten free" in a kitchen that handles gluten).
 */
function menuSections(menu: ProductsWithCategoriesResponse): MenuSection[] {
  return menu.categories.flatMap((category) => {
    const items: MenuItem[] = menu.products
      .filter((product) => product.category_id === category.id)
      .map((product) => ({
        '@type': 'MenuItem',
        name: product.name,
        ...(product.description.trim() === '' ? {} : { description: product.description }),
        offers: { '@type': 'Offer', price: product.price, priceCurrency: 'EUR' },
        ...(product.veg ? { suitableForDiet: 'https://schema.org/VegetarianDiet' as const } : {}),
      }));
    return items.length === 0 ? [] : [{ '@type': 'MenuSection', name: category.name, hasMenuItem: items }];
  });
}

/**
 * The restaurant as search engines read it (schema.org's Restaurant in JSON-LD, issue 52): its name,
 * address, position, phone, e-mail, opening hours and closed dates, price range, cuisine, the table
 * enquiry, the menu with its prices, and ordering online on this site (an OrderAction to the menu,
 * which opens without signing in: Google's rule for an "Order online" link). Every value comes from
 * the settings and the menu as the pages show them; typed by schema-dts, so a property that is not
 * schema.org's, or a value of the wrong kind, fails the type check.
 */
export function restaurantStructuredData(input: StructuredDataInput): WithContext<Restaurant> {
  const { siteUrl, restaurant, menu, photo } = input;
  const menuUrl = `${siteUrl}${sitePaths.menu}`;
  const range = priceRange(menu);
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    '@id': `${siteUrl}/#restaurant`,
    name: restaurant.name,
    url: `${siteUrl}/`,
    ...(photo ? { image: photo.url } : {}),
    telephone: restaurant.phones[0] ?? '',
    email: restaurant.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: restaurant.addressLine,
      addressLocality: restaurant.town,
      addressRegion: restaurant.county,
      postalCode: restaurant.eircode,
      addressCountry: COUNTRY,
    },
    geo: { '@type': 'GeoCoordinates', latitude: restaurant.latitude, longitude: restaurant.longitude },
    openingHoursSpecification: weeklyHours(input.openingHours),
    ...(input.closedDates.length > 0
      ? { specialOpeningHoursSpecification: input.closedDates.map(closedDay) }
      : {}),
    ...(range ? { priceRange: range } : {}),
    ...(restaurant.cuisine.trim() === '' ? {} : { servesCuisine: restaurant.cuisine }),
    // The table enquiry of the contact page, which the staff answer by e-mail.
    acceptsReservations: `${siteUrl}${sitePaths.contactUs}`,
    hasMenu: {
      '@type': 'Menu',
      url: menuUrl,
      inLanguage: LANGUAGE,
      hasMenuSection: menuSections(menu),
    },
    potentialAction: {
      '@type': 'OrderAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: menuUrl,
        actionPlatform: ['https://schema.org/DesktopWebPlatform', 'https://schema.org/MobileWebPlatform'],
      },
      // Collection, and delivery by the restaurant's own drivers where it delivers (GoodRelations'
      // delivery mode, which schema.org's DeliveryMethod lists, as a node).
      deliveryMethod: [
        'https://schema.org/OnSitePickup',
        ...(restaurant.deliveryRadiusKm > 0
          ? [{ '@id': 'http://purl.org/goodrelations/v1#DeliveryModeOwnFleet' }]
          : []),
      ],
    },
  };
}
