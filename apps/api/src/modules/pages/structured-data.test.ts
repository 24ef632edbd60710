import {
  indexedSitePaths,
  type ProductsWithCategoriesResponse,
  type RestaurantInfo,
  type StaffMenuResponse,
  sitePaths,
} from '@tiffin/core';
import { eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import type {
  MenuItem,
  MenuSection,
  OpeningHoursSpecification,
  OrderAction,
  PostalAddress,
  Restaurant,
  WithContext,
} from 'schema-dts';
import { afterEach, describe, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import { call, signInStaff } from '../../test/auth-helpers.ts';
import { createTestApp, fakeWebDist, fixedClock, type TestContext } from '../../test/test-app.ts';

const SITE = 'https://order.tiffin-cashel.ie';

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

async function appWith(options: { serverRendering: boolean } = { serverRendering: true }) {
  ctx = await createTestApp({
    clock: fixedClock('2026-12-02T12:00:00Z'),
    env: { WEB_DIST_DIR: await fakeWebDist(options), PUBLIC_URL: `${SITE}/` },
  });
  return ctx;
}

type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];

/** The elements of a parsed document, depth first. */
function* elementsOf(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  if ('childNodes' in node) for (const child of node.childNodes) yield* elementsOf(child);
}

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

/** The page's HTML, parsed as a browser parses it (parse5, the WHATWG algorithm). */
async function headOf(context: TestContext, url: string) {
  const response = await context.app.inject({ url });
  expect(response.statusCode).toBe(200);
  const elements = [...elementsOf(parse(response.body))];
  const head = elements.find((element) => element.tagName === 'head');
  if (head === undefined) throw new Error('no head');
  const inHead = [...elementsOf(head)];
  const blocks = inHead.filter(
    (element) => element.tagName === 'script' && attribute(element, 'type') === 'application/ld+json',
  );
  const meta = new Map(
    inHead
      .filter((element) => element.tagName === 'meta')
      .map((element) => [
        attribute(element, 'property') ?? attribute(element, 'name') ?? '',
        attribute(element, 'content'),
      ]),
  );
  const jsonLd = blocks.map((block) => {
    const text = block.childNodes.map((child) => ('value' in child ? child.value : '')).join('');
    return JSON.parse(text) as WithContext<Restaurant>;
  });
  return { jsonLd, meta };
}

/** What the home page tells search engines of the restaurant: its one JSON-LD block, parsed. */
async function homeRestaurant(context: TestContext) {
  const { jsonLd } = await headOf(context, '/');
  expect(jsonLd).toHaveLength(1);
  const [restaurant] = jsonLd as [Exclude<WithContext<Restaurant>, string>];
  return restaurant as typeof restaurant & {
    address: PostalAddress;
    openingHoursSpecification: OpeningHoursSpecification[];
    hasMenu: { hasMenuSection: (MenuSection & { name: string; hasMenuItem: MenuItem[] })[] };
    potentialAction: OrderAction & { target: { urlTemplate: string }; deliveryMethod: unknown[] };
  };
}

/** The week as the settings give it: each open day's hours. */
const weekOf = (restaurant: Awaited<ReturnType<typeof homeRestaurant>>) =>
  restaurant.openingHoursSpecification.flatMap((spec) =>
    [spec.dayOfWeek ?? []]
      .flat()
      .map((day) => `${String(day).replace('https://schema.org/', '')} ${spec.opens}-${spec.closes}`),
  );

/** The menu as the structured data lists it: section, dish, price in euro, and the diet it claims. */
const menuOf = (restaurant: Awaited<ReturnType<typeof homeRestaurant>>) =>
  restaurant.hasMenu.hasMenuSection.flatMap((section) =>
    section.hasMenuItem.map((item) => {
      const offer = item.offers as { price: string; priceCurrency: string };
      return [section.name, item.name, offer.price, offer.priceCurrency, item.suitableForDiet ?? null];
    }),
  );

describe('the home page’s structured data (schema.org Restaurant in JSON-LD)', () => {
  it('is the restaurant as its settings and menu have it: address, hours, cuisine, the menu with prices, ordering', async () => {
    const context = await appWith();
    const settings = (await call(context, 'GET', '/api/v1/restaurant')).body as RestaurantInfo;
    const menu = (await call(context, 'GET', '/api/custom/custom/products-with-categories'))
      .body as ProductsWithCategoriesResponse;

    const restaurant = await homeRestaurant(context);

    expect(restaurant).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: settings.name,
      url: `${SITE}/`,
      telephone: settings.phones[0],
      email: settings.email,
      servesCuisine: 'Indian',
      acceptsReservations: `${SITE}${sitePaths.contactUs}`,
      geo: { '@type': 'GeoCoordinates', latitude: settings.latitude, longitude: settings.longitude },
    });
    expect(restaurant.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: settings.address.line,
      addressLocality: settings.address.town,
      addressRegion: settings.address.county,
      postalCode: settings.address.eircode,
      addressCountry: 'IE',
    });
    expect(weekOf(restaurant).sort()).toEqual(
      settings.opening_hours.map((day) => `${day.day} ${day.opens_at}-${day.closes_at}`).sort(),
    );
    // Every dish the menu shows, under its category, at its price; vegetarian where the menu says so.
    expect(menuOf(restaurant)).toEqual(
      menu.categories.flatMap((category) =>
        menu.products
          .filter((product) => product.category_id === category.id)
          .map((product) => [
            category.name,
            product.name,
            product.price,
            'EUR',
            product.veg ? 'https://schema.org/VegetarianDiet' : null,
          ]),
      ),
    );
    const prices = menu.products.map((product) => Number(product.price));
    expect(restaurant.priceRange).toBe(
      `€${Math.min(...prices).toFixed(2)}-€${Math.max(...prices).toFixed(2)}`,
    );
    expect(restaurant.potentialAction).toMatchObject({
      '@type': 'OrderAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${SITE}${sitePaths.menu}` },
      deliveryMethod: [
        'https://schema.org/OnSitePickup',
        { '@id': 'http://purl.org/goodrelations/v1#DeliveryModeOwnFleet' },
      ],
    });
  });

  it('is on the home page even when the browser renders the page, and on no other page', async () => {
    const context = await appWith({ serverRendering: false });

    expect((await homeRestaurant(context)).name).toBe('Tiffin');
    for (const url of ['/contact-us', '/menu', '/profile']) {
      expect((await headOf(context, url)).jsonLd, url).toEqual([]);
    }
  });

  it('follows a changed opening hour, price, cuisine or closed date at once', async () => {
    const context = await appWith();
    const admin = await signInStaff(context, 'admin');
    const before = await homeRestaurant(context);
    const { body: staffMenu } = (await call(context, 'GET', '/api/v1/staff/menu', {
      token: admin.token,
    })) as {
      body: StaffMenuResponse;
    };
    const dish = staffMenu.categories[0]?.dishes[0];
    if (dish === undefined) throw new Error('no dish');

    const hours = (await call(context, 'GET', '/api/v1/staff/settings', { token: admin.token })).body
      .hours as {
      weekday: number;
    }[];
    const week = hours.map((day) =>
      day.weekday === 3 ? { weekday: 3, opens_at: '12:00', closes_at: '14:00' } : day,
    );
    expect(
      (
        await call(context, 'PUT', '/api/v1/staff/settings/hours', {
          token: admin.token,
          body: { hours: week },
        })
      ).status,
    ).toBe(200);
    const { category_id, name, description, vegetarian, allergens, vat_class, deposit_cents } = dish;
    const repriced = await call(context, 'PUT', `/api/v1/staff/menu/dishes/${dish.id}`, {
      token: admin.token,
      body: {
        category_id,
        name,
        description,
        vegetarian,
        allergens,
        vat_class,
        deposit_cents,
        price_cents: dish.price_cents + 105,
      },
    });
    expect(repriced.status).toBe(200);
    const { details } = (await call(context, 'GET', '/api/v1/staff/settings', { token: admin.token })).body;
    await call(context, 'PUT', '/api/v1/staff/settings/details', {
      token: admin.token,
      body: { ...details, cuisine: 'Indian, Nepalese' },
    });
    await call(context, 'POST', '/api/v1/staff/settings/closed-dates', {
      token: admin.token,
      body: { date: '2026-12-25', reason: 'Christmas Day' },
    });

    // Within the time the page cache's clearing takes, far under its 30 s: the events, not the time limit.
    await expect
      .poll(async () => weekOf(await homeRestaurant(context)), { timeout: 5_000 })
      .toContain('Wednesday 12:00-14:00');
    const after = await homeRestaurant(context);
    expect(weekOf(after)).not.toContain('Wednesday 17:00-22:00');
    expect(weekOf(before)).toContain('Wednesday 17:00-22:00');
    const priceOf = (restaurant: typeof after) => menuOf(restaurant).find((row) => row[1] === dish.name)?.[2];
    expect(priceOf(before)).toBe((dish.price_cents / 100).toFixed(2));
    expect(priceOf(after)).toBe(((dish.price_cents + 105) / 100).toFixed(2));
    expect(after.servesCuisine).toBe('Indian, Nepalese');
    expect(after.specialOpeningHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-25',
        validThrough: '2026-12-25',
        opens: '00:00',
        closes: '00:00',
      },
    ]);
  });

  it('keeps a dish’s text holding </script> inside its block', async () => {
    const context = await appWith();
    const [first] = await context.db.select().from(products).limit(1);
    const name = 'Korma</script><script>alert(1)</script>';
    await context.db
      .update(products)
      .set({ name })
      .where(eq(products.id, first?.id ?? 0));

    const { body } = await context.app.inject({ url: '/' });

    expect(body).not.toContain('<script>alert(1)');
    expect(menuOf(await homeRestaurant(context)).map((row) => row[1])).toContain(name);
  });
});

describe('link previews (Open Graph and Twitter cards)', () => {
  it('show a rendered page’s title and address, with the first dish photo as a large card', async () => {
    const context = await appWith();
    const photo = {
      base: 'demo/korma-1a2b3c',
      widths: [320, 640, 960, 1280],
      width: 1280,
      height: 960,
      placeholder: '',
    };
    // One dish with a photo, whatever photos `npm run photos:demo` left for the seed.
    await context.db.update(products).set({ photo: null });
    const [dish] = await context.db.select().from(products).limit(1);
    await context.db
      .update(products)
      .set({ photo })
      .where(eq(products.id, dish?.id ?? 0));

    const { meta } = await headOf(context, '/contact-us');

    expect(Object.fromEntries([...meta].filter(([name]) => /^(og|twitter):/.test(name)))).toEqual({
      'og:type': 'website',
      'og:site_name': 'Tiffin',
      'og:locale': 'en_IE',
      'og:url': `${SITE}/contact-us`,
      'og:title': '/contact-us · Tiffin',
      'og:image': `${SITE}/storage/app/public/product/demo/korma-1a2b3c-1280.jpg`,
      'og:image:type': 'image/jpeg',
      'og:image:width': '1280',
      'og:image:height': '960',
      'og:image:alt': dish?.name,
      'twitter:card': 'summary_large_image',
      'twitter:image:alt': dish?.name,
    });
    // The home page's restaurant has the same photo as its image.
    expect((await homeRestaurant(context)).image).toBe(
      `${SITE}/storage/app/public/product/demo/korma-1a2b3c-1280.jpg`,
    );
  });

  it('are a small card without an image while no dish has a photo, and absent where the browser renders the page', async () => {
    const context = await appWith();
    await context.db.update(products).set({ photo: null });

    const home = await headOf(context, '/');
    expect(home.meta.get('twitter:card')).toBe('summary');
    expect(home.meta.has('og:image')).toBe(false);
    expect((await headOf(context, '/profile')).meta.has('og:title')).toBe(false);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('the sitemap is well-formed XML listing the public pages, each by its absolute address', async () => {
    const context = await appWith();

    const response = await context.app.inject({ url: '/sitemap.xml' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(XMLValidator.validate(response.body)).toBe(true);
    const { urlset } = new XMLParser({ ignoreAttributes: false }).parse(response.body);
    expect(urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const listed = [urlset.url].flat().map((entry: { loc: string }) => entry.loc);
    expect(listed).toEqual(indexedSitePaths.map((path) => `${SITE}${path}`));
    expect(listed).toEqual(
      expect.arrayContaining([`${SITE}/`, `${SITE}/menu`, `${SITE}/contact-us`, `${SITE}/privacy-policy`]),
    );
    for (const path of [sitePaths.checkout, sitePaths.login, sitePaths.profile, sitePaths.favourites]) {
      expect(listed).not.toContain(`${SITE}${path}`);
    }
    // Each page it lists is a page of the site.
    for (const url of listed)
      expect((await context.app.inject({ url: new URL(url).pathname })).statusCode).toBe(200);
  });

  it('robots.txt lets crawlers read the pages, not the API or the staff side, and names the sitemap', async () => {
    const context = await appWith();

    const response = await context.app.inject({ url: '/robots.txt' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body.split('\n')).toEqual([
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /staff',
      '',
      `Sitemap: ${SITE}/sitemap.xml`,
      '',
    ]);
  });
});
