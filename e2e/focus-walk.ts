import type { Page } from '@playwright/test';
import { expect } from './test.ts';

type FocusReport = { control: string; contrast: number; width: number };

/**
 * The control that has keyboard focus and how its focus indicator stands out: the outline's width,
 * and the contrast (WCAG's formula) between the outline's colour and the colour it is drawn on (the
 * nearest background behind the control). A control hidden for a styled stand-in (a radio behind its
 * pill) is judged by the stand-in that shows its focus.
 */
function focusedIndicator(page: Page): Promise<FocusReport | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return null;
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    // Any CSS colour (Tailwind writes oklab) as sRGB and alpha, through a canvas.
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    const rgba = (colour: string) => {
      if (!context) throw new Error('no canvas');
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
      return { r, g, b, a: a / 255 };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) =>
      0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    const backgroundBehind = (element: HTMLElement) => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        const colour = rgba(getComputedStyle(node).backgroundColor);
        if (colour.a > 0.5) return colour;
      }
      return rgba(getComputedStyle(document.documentElement).backgroundColor);
    };
    const rect = focused.getBoundingClientRect();
    const shown =
      rect.width <= 1 && rect.height <= 1 && focused.nextElementSibling instanceof HTMLElement
        ? focused.nextElementSibling
        : focused;
    const style = getComputedStyle(shown);
    const width = style.outlineStyle === 'none' ? 0 : Number.parseFloat(style.outlineWidth);
    const outline = luminance(rgba(style.outlineColor));
    const behind = luminance(backgroundBehind(shown));
    const contrast = (Math.max(outline, behind) + 0.05) / (Math.min(outline, behind) + 0.05);
    const name =
      shown instanceof HTMLInputElement
        ? `${shown.type} #${shown.id}`
        : (shown.getAttribute('aria-label') ?? shown.textContent?.trim().slice(0, 40) ?? '');
    return {
      control: `${shown.tagName.toLowerCase()} "${name}"`,
      contrast: Math.round(contrast * 10) / 10,
      width,
    };
  });
}

/**
 * The stops a walk takes at most. The home page's header, hero, category bar and first dishes come
 * within 60; past them each dish card repeats the same two controls (its heart and its button), and
 * the footer's links are walked on the other pages.
 */
const MAX_STOPS = 60;

/**
 * Tabs through the page at `path` until focus leaves it, and expects every stop's focus indicator
 * to be 2 px or wider with at least 3:1 contrast against what it is drawn on.
 */
export async function expectVisibleFocusOn(page: Page, path: string) {
  await page.goto(path);
  // The walk starts once the page has settled: a part loaded on demand that mounts mid-walk took
  // the focus with it once (a CI run: 3 stops on /login), which is not what this test is about.
  await page.waitForLoadState('networkidle');

  const weak: FocusReport[] = [];
  let stops = 0;
  for (; stops < MAX_STOPS; stops += 1) {
    await page.keyboard.press('Tab');
    const report = await focusedIndicator(page);
    if (report === null) break;
    if (report.width < 2 || report.contrast < 3) weak.push(report);
  }

  expect(stops).toBeGreaterThan(3);
  expect(weak).toEqual([]);
}
