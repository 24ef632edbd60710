import { holdBack } from '../hold-back.ts';
import { expect, test } from '../test.ts';

// That no page logs an error or a hydration warning, for a visitor or a signed-in customer, is
// checked on every page of the accessibility tour (accessibility-pages.mobile.spec.ts).

test('a tap on a part of the page whose code has not arrived yet is kept and acted on once it has', async ({
  page,
}) => {
  // The table-request section is hydrated as it nears the screen (lib/deferred-section.tsx). Its
  // code is held back here, as a slow connection would, so the tap lands on the server's HTML.
  const code = await holdBack(page, '**/assets/preorder-section-*.js');
  await page.goto('/');
  const section = page.locator('#preorder-section');
  await section.scrollIntoViewIfNeeded();
  await expect.poll(code.requested).toBe(true);

  await section.getByRole('button', { name: 'Send Message' }).click();
  code.release();

  // React hydrates the section once its code is here and replays the tap: the empty form is checked.
  await expect(section.getByText('Name must be at least 2 characters long')).toBeVisible();
});
