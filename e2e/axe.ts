import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * No axe violations on the page as a customer sees it once it has settled: the dialogs fade and
 * slide in (200 ms), and axe measuring a colour halfway through a fade reports a contrast that
 * nobody sees for long. The running transitions are waited for first (not the spinners).
 */
export async function expectNoAxeViolations(page: Page) {
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        // A spinner turns for ever; an animation cancelled on the way (its element gone) rejects.
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
}
