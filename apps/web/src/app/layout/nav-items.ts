import { messages } from '@tiffin/core';
import { paths, sectionIds } from '@/lib/paths';

/** A header entry either opens a page or scrolls to a section of the home page. */
export type NavItem =
  | { kind: 'page'; label: string; to: string; end?: boolean }
  | { kind: 'section'; label: string; sectionId: string };

const nav = messages.navigation;

/** The header's links, in order (visitor-side §2 "Header"); the mobile panel shows the same. */
export const navItems: readonly NavItem[] = [
  { kind: 'page', label: nav.home, to: paths.home, end: true },
  { kind: 'page', label: nav.favourites, to: paths.favourites },
  { kind: 'section', label: nav.award, sectionId: sectionIds.award },
  { kind: 'section', label: nav.reservation, sectionId: sectionIds.preorder },
  { kind: 'page', label: nav.help, to: paths.contactUs },
];
