import type { Locator, Page } from '@playwright/test';

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;
/** A dish's card; a vegetarian dish's name starts with its 'Vegetarian' mark. */
export const dish = (page: Page, name: string) =>
  page.locator('#menu-section').getByRole('article', { name: new RegExp(`^(Vegetarian )?${name}$`) });
export const addButton = (card: Locator) =>
  card.getByRole('button', { name: /ADD TO CART|ADD MORE|ADDED TO CART!/ });

/** The basket: the sidebar on a wide screen, the bottom sheet (opened by the floating button) on a phone. */
export async function openBasket(page: Page): Promise<Locator> {
  if (!isMobile(page)) return page.locator('#basket-section');
  await page.getByRole('button', { name: /^Open basket/ }).click();
  return page.getByRole('dialog', { name: 'Your Basket' });
}

/** The header's main links: in its navigation, or on a phone in the menu panel, opened first. */
export async function headerNavigation(page: Page): Promise<Locator> {
  const openMenu = page.getByRole('button', { name: 'Open menu' });
  if (!(await openMenu.isVisible())) return page.getByRole('banner').getByRole('navigation');
  await openMenu.click();
  return page.getByRole('dialog', { name: 'Menu' });
}

/** Sign Out from the header: in the slide-in menu on a phone, in the profile menu on a desktop. */
export async function signOutFromHeader(page: Page, customerName: string) {
  const openMenu = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
  if (await openMenu.isVisible()) {
    await openMenu.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign Out' }).click();
  } else {
    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(customerName) })
      .click();
    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  }
}

export async function closeBasket(page: Page) {
  if (isMobile(page)) await page.keyboard.press('Escape');
}
