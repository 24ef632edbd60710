import type { Page } from '@playwright/test';
import { signOutFromHeader } from '../storefront.ts';
import { expect, signIn, test } from '../test.ts';

/** Whether the header's button is what is drawn at its middle (nothing lies over it). */
function isUncovered(page: Page, name: string) {
  return page
    .getByRole('banner')
    .getByRole('button', { name, exact: true })
    .evaluate((control) => {
      const box = control.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top !== null && control.contains(top);
    });
}

test('a toast leaves the header’s buttons free to press', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Please fix the errors before submitting')).toBeVisible();

  const onPhone = await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).isVisible();
  // Once the toast has slid into its place (sonner brings it in from above the screen).
  for (const name of onPhone ? ['Open menu'] : ['Sign In', 'Sign Up']) {
    await expect
      .poll(() => isUncovered(page, name), { message: `${name} is covered by the toast`, timeout: 2000 })
      .toBe(true);
  }
  await expect(page.getByText('Please fix the errors before submitting')).toBeVisible();
});

test('the floating basket button does not cover the end of the page', async ({ page }) => {
  // The button is shown below the sidebar's width (1024 px): the desktop project narrows to a tablet.
  if (!test.info().project.use.hasTouch) await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/');
  const basketButton = page.getByRole('button', { name: /^Open basket/ });
  await expect(basketButton).toBeVisible();
  await page.getByRole('contentinfo').getByText(/©/).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

  const button = await basketButton.boundingBox();
  if (!button) throw new Error('the basket button has no box');
  const covered = await page.getByRole('contentinfo').evaluate((footer, box) => {
    const hidden: string[] = [];
    for (const element of footer.querySelectorAll<HTMLElement>('a, p, li, span, h2, h3')) {
      const rect = element.getBoundingClientRect();
      const overlaps =
        rect.right > box.x &&
        rect.left < box.x + box.width &&
        rect.bottom > box.y &&
        rect.top < box.y + box.height;
      if (overlaps && element.textContent?.trim()) hidden.push(element.textContent.trim().slice(0, 40));
    }
    return hidden;
  }, button);
  expect(covered).toEqual([]);
});

test('Sign Out from the header: home, signed out, with nothing kept', async ({ page, customer }) => {
  await signIn(page, customer);
  await page.goto('/contact-us');
  // The brief 'Signing Out' overlay is the account journey's to check (accounts.mobile.spec.ts):
  // here it can come and go before it is looked for.
  await signOutFromHeader(page, customer.user.name);
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  await expect(page.getByRole('banner').getByRole('button', { name: customer.user.name })).toHaveCount(0);
});
