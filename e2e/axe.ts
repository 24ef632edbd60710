import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** What each open modal dialog is found by: the site's modals are native ones (components/ui/dialog.tsx). */
const OPEN_MODAL = 'dialog[open]';

/**
 * No axe violations on the page as a customer sees it once it has settled: the dialogs fade and
 * slide in (200 ms), and axe measuring a colour halfway through a fade reports a contrast that
 * nobody sees for long. The running transitions are waited for first (not the spinners).
 *
 * With a modal dialog open, axe checks the dialogs only: `showModal()` makes the page behind inert,
 * out of reach of every user, and that page has its own check without the dialog. Over the menu's
 * 86 dishes that is 1 s instead of 5 for each dialog. Only violations are asked for (not the passes
 * axe lists by default), which is what is asserted.
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
  const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const modalOpen = (await page.locator(OPEN_MODAL).count()) > 0;
  const results = await (modalOpen ? axe.include(OPEN_MODAL) : axe).analyze();
  expect(results.violations).toEqual([]);
}
