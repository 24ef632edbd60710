import type { Page } from '@playwright/test';
import { authorised, dublinDateIn } from '../checkout.ts';
import { expect, test } from '../test.ts';

/**
 * Delivery zones (issue 50) with the real server and a real browser: an admin draws a zone around
 * Fethard (14 km east, beyond the seeded 10 km circle) on the map with its own fee and minimum;
 * the server then quotes an address in Fethard that fee and refuses one in Thurles, outside every
 * zone, with the spec's message. Desktop: the editor is for the office. The zone is removed at the
 * end, so the other journeys keep the seeded circle.
 */

const FETHARD = { latitude: 52.46722, longitude: -7.69111 };
const THURLES = { latitude: 52.68194, longitude: -7.80222 };
/** The village's corners, [longitude, latitude]. */
const AROUND_FETHARD: [number, number][] = [
  [-7.74, 52.44],
  [-7.64, 52.44],
  [-7.64, 52.5],
  [-7.74, 52.5],
];

/**
 * Where a point is on the screen, from a tile the map shows: its /{z}/{x}/{y} and its place give
 * Web Mercator's projection at that zoom, as Leaflet draws it.
 */
async function screenPoint(page: Page, [longitude, latitude]: [number, number]) {
  const tile = page.locator('.leaflet-tile-loaded').first();
  const src = (await tile.getAttribute('src')) ?? '';
  const [z, x, y] = (/\/(\d+)\/(\d+)\/(\d+)\.png/.exec(src) ?? []).slice(1).map(Number);
  const box = await tile.boundingBox();
  if (z === undefined || x === undefined || y === undefined || !box) throw new Error(`no tile: ${src}`);
  const world = 256 * 2 ** z;
  const worldX = ((longitude + 180) / 360) * world;
  const sin = Math.sin((latitude * Math.PI) / 180);
  const worldY = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * world;
  return { x: box.x + worldX - x * 256, y: box.y + worldY - y * 256 };
}

test('an admin draws a village zone; inside it is quoted its fee, outside every zone is refused', async ({
  browser,
  staffStorageState,
  customer,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    storageState: staffStorageState,
  });
  const page = await context.newPage();
  await page.goto('/staff/zones');
  await expect(page.getByRole('heading', { level: 1, name: /^Delivery zones · / })).toBeVisible();
  await expect(page.getByText('Where zones overlap, the customer pays the cheapest fee')).toBeVisible();
  await expect(page.getByText('Delivery area', { exact: true })).toBeVisible();
  const map = page.getByRole('region', { name: 'Map of the delivery zones' });
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('zones-1280.png'), fullPage: true });

  // Zoomed out once, Fethard is on the map; geoman draws the shape corner by corner.
  await map.getByRole('button', { name: 'Zoom out' }).click();
  await expect(map.locator('.leaflet-zoom-anim')).toHaveCount(0);
  await page.getByRole('button', { name: 'Draw a new zone' }).click();
  const form = page.getByRole('form', { name: 'Draw a new zone' });
  await expect(form.getByRole('button', { name: 'Draw a shape' })).toHaveAttribute('aria-pressed', 'true');
  for (const corner of [...AROUND_FETHARD, AROUND_FETHARD[0] as [number, number]]) {
    const { x, y } = await screenPoint(page, corner);
    await page.mouse.click(x, y);
  }
  await expect(form.getByText('Shape drawn: 4 corners')).toBeVisible();
  await form.getByLabel('Name').fill('Fethard');
  await form.getByLabel('Fee (€)').fill('4.50');
  await form.getByLabel('Minimum order (€)').fill('25.00');
  await form.getByRole('button', { name: 'What if?' }).click();
  await expect(form.getByText(/This zone would have taken \d+ of the \d+ deliveries/)).toBeVisible();
  await form.getByRole('button', { name: 'Save zone' }).click();
  await expect(page.getByText('Fethard saved.')).toBeVisible();
  await expect(page.getByText('Fee €4.50 · minimum €25.00')).toBeVisible();

  // The customer's quotes: the server decides from the zones, never the browser.
  const menu = (await (await request.get('/api/custom/custom/products-with-categories')).json()) as {
    products: { id: number; name: string }[];
  };
  const bhaji = menu.products.find((dish) => dish.name === 'Onion Bhaji');
  if (!bhaji) throw new Error('no Onion Bhaji on the menu');
  const quoteTo = async (point: { latitude: number; longitude: number }) =>
    (
      await request.post('/api/v1/customer/order/quote', {
        headers: authorised(customer),
        data: {
          order_type: 'delivery',
          restaurant_id: '2',
          payment_method: 'cash_on_delivery',
          address: 'Main Street',
          road: 'Main Street',
          ...point,
          cart: [{ item_id: bhaji.id, quantity: 6 }],
          schedule_at: `${dublinDateIn(1)} 19:00:00`,
          contact_person_name: 'Aoife Ryan',
          contact_person_number: '087 123 4567',
        },
      })
    ).json();
  const inside = await quoteTo(FETHARD);
  expect(inside).toMatchObject({ delivery_fee: '4.50', minimum_order: '25.00' });
  expect(inside.problems.map((problem: { code: string }) => problem.code)).not.toContain(
    'delivery_unavailable',
  );
  const outside = await quoteTo(THURLES);
  expect(outside.problems).toContainEqual({
    code: 'delivery_unavailable',
    message: 'Delivery is not available to your location.',
  });

  // The editor at a tablet's width, then the village removed for the journeys after this one.
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.screenshot({ path: testInfo.outputPath('zones-768.png'), fullPage: true });
  await page.getByRole('button', { name: 'Change Fethard' }).click();
  await page.getByRole('button', { name: 'Remove zone' }).click();
  await expect(page.getByText('Zone removed.')).toBeVisible();
  await context.close();
});
