import { expectVisibleFocusOn } from '../focus-walk.ts';
import { test } from '../test.ts';

// At both widths on the home page: its header, hero, category bar, dishes and basket are drawn
// differently at 375 and 1280 px. The other pages are one column at both (focus-visible.mobile, decision 086).
test('every control on / shows keyboard focus with at least 3:1 contrast', async ({ page }) => {
  await expectVisibleFocusOn(page, '/');
});
