import { holdBack } from '../hold-back.ts';
import { expect, test } from '../test.ts';

type Menu = {
  categories: { id: number; name: string }[];
  products: { name: string }[];
};

// What a visitor sees before any JavaScript has run (decision 014): the page the server rendered.
test.describe('before the JavaScript has run', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page shows the hero, every category and every dish', async ({ page, request }) => {
    const menu: Menu = await (await request.get('/api/custom/custom/products-with-categories')).json();
    await page.goto('/');

    await expect(page.getByRole('button', { name: 'Order Now' })).toBeVisible();
    await expect(page.getByText('Min order: 15€')).toBeVisible();
    const menuSection = page.locator('#menu-section');
    for (const category of menu.categories) {
      await expect(menuSection.getByRole('heading', { name: category.name, exact: true })).toBeAttached();
    }
    for (const dish of menu.products) {
      await expect(menuSection.getByText(dish.name, { exact: true }).first()).toBeAttached();
    }
  });

  test('the contact page shows the restaurant’s details and the table request form', async ({ page }) => {
    await page.goto('/contact-us');

    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByRole('link', { name: '062 61234' }).first()).toBeVisible();
    await expect(page.getByLabel('Full name')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
  });
});

test('the page the server rendered becomes the working page, without a flash of loading', async ({
  page,
}) => {
  const loadingShown: string[] = [];
  await page.exposeFunction('reportLoading', (text: string) => loadingShown.push(text));
  // Anything that says it is loading, or a skeleton, appearing in the menu after the first paint.
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (
            node instanceof HTMLElement &&
            node.closest('#menu-section') &&
            node.querySelector('[aria-busy="true"]')
          ) {
            (window as unknown as { reportLoading(text: string): void }).reportLoading(
              node.outerHTML.slice(0, 80),
            );
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');

  // The dish buttons work: the page has been taken over by the app.
  const addButton = page.locator('#menu-section').getByRole('button', { name: 'ADD TO CART' }).first();
  await addButton.click();
  await expect(
    page
      .locator('#menu-section')
      .getByRole('button', { name: /ADDED TO CART!|IN CART/ })
      .first(),
  ).toBeVisible();
  expect(loadingShown).toEqual([]);
});

// Decision 058: the page's first script fetches the app only once the page is on the screen.
test('the page is painted before the app’s code is fetched, and the app then takes it over', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html[data-app="ready"]')).toBeAttached();

  const { firstPaintMs, appFetchedMs } = await page.evaluate(() => {
    const entry = document.querySelector<HTMLScriptElement>('script[data-app-entry]')?.dataset.appEntry;
    const startOf = (name: string) => performance.getEntriesByName(name)[0]?.startTime ?? Number.NaN;
    return {
      firstPaintMs: startOf('first-contentful-paint'),
      appFetchedMs: startOf(new URL(entry ?? '', location.href).href),
    };
  });
  expect(appFetchedMs).toBeGreaterThanOrEqual(firstPaintMs);
});

test('ADD TO CART tapped before the app has arrived is acted on once it has', async ({ page }) => {
  // The app's entry held back, as a slow connection would: the tap lands on the server's page.
  const app = await holdBack(page, '**/assets/index-*.js');
  // This fixture's goto waits for the app, which is held: awaited once it is let through.
  const opened = page.goto('/');
  await expect.poll(app.requested).toBe(true);

  const menu = page.locator('#menu-section');
  await menu.getByRole('button', { name: 'ADD TO CART' }).first().click();
  app.release();
  await opened;

  await expect(menu.getByRole('button', { name: /ADDED TO CART!|IN CART/ }).first()).toBeVisible();
  // Once, in the basket.
  await expect(page.getByRole('button', { name: 'Open basket, 1 item' })).toBeVisible();
});
