function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Scrolls a section of the page into view and moves focus to it (without a second jump), so that
 * keyboard and screen-reader users continue from where the page now shows. Returns false when the
 * section is not on the page.
 */
export function scrollToSection(id: string): boolean {
  const section = document.getElementById(id);
  if (section === null) return false;
  scrollIntoViewAndFocus(section, 'start');
  return true;
}

/**
 * Scrolls an element into view (gliding when motion is welcome) and, when it can take the focus
 * (a tabindex), moves focus to it without a second jump.
 */
export function scrollIntoViewAndFocus(element: HTMLElement, block: ScrollLogicalPosition): void {
  element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block });
  if (element.tabIndex >= 0 || element.hasAttribute('tabindex')) element.focus({ preventScroll: true });
}

/** Jumps to the top (a new page), or glides there when `smooth` and motion is welcome. */
export function scrollToTop({ smooth = false }: { smooth?: boolean } = {}): void {
  window.scrollTo({ top: 0, left: 0, behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto' });
}
