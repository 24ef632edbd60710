import { sitePaths } from '@tiffin/core';

/**
 * The site's routes (checkout-and-account §2.1, visitor-side §2), in one place for links and the
 * router: core's list of pages, which the server shares, and the pages still to come.
 */
export const paths = {
  ...sitePaths,
} as const;

/** Both paths show the home page. */
export function isHomePath(pathname: string): boolean {
  return pathname === paths.home || pathname === paths.menu || pathname === `${paths.menu}/`;
}

/** The profile area has no footer (checkout-and-account §2.2). */
export function isProfilePath(pathname: string): boolean {
  return pathname === paths.profile || pathname.startsWith(`${paths.profile}/`);
}

/** Element ids of the home page's sections, which the header and buttons scroll to (visitor-side §2). */
export const sectionIds = {
  menu: 'menu-section',
  award: 'award-section',
  preorder: 'preorder-section',
  basket: 'basket-section',
} as const;
