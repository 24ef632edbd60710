import { expectVisibleFocusOn } from '../focus-walk.ts';
import { test } from '../test.ts';

// At 375 px only: these pages are one column of text and fields at both widths, and the header
// drawn at 1280 px is walked on the home page (focus-visible.widths, decision 086).
for (const path of ['/contact-us', '/favourites', '/about-us', '/login']) {
  test(`every control on ${path} shows keyboard focus with at least 3:1 contrast`, async ({ page }) => {
    await expectVisibleFocusOn(page, path);
  });
}
