import { scrollToSection } from './scroll';

/** How long a page may keep arriving (its code, its data, its images) while a section is held in view. */
const LAYOUT_WAIT_MS = 10_000;

/**
 * Scrolls to a section of a page that may still be arriving, and keeps it in view while the page
 * grows or shrinks above it (the menu laid out, images sized), until the customer scrolls or presses
 * something themselves, or 10 s pass. Waits for the section when it is not on the page yet. Returns
 * a function that stops.
 */
export function scrollToSectionOnceLaidOut(id: string): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  const stop = () => controller.abort();
  /** Where the section was on the page when last scrolled to; null until it first is. */
  let scrolledToOffset: number | null = null;

  function keepInView() {
    const section = document.getElementById(id);
    if (section === null) return;
    const offset = section.getBoundingClientRect().top + window.scrollY;
    // The page changed size but not above the section: nothing to correct.
    if (offset === scrolledToOffset) return;
    scrolledToOffset = offset;
    scrollToSection(id);
  }

  const sizes = typeof ResizeObserver === 'function' ? new ResizeObserver(keepInView) : null;
  sizes?.observe(document.body);
  const arrivals = new MutationObserver(() => {
    if (scrolledToOffset === null) keepInView();
  });
  arrivals.observe(document.body, { childList: true, subtree: true });
  const deadline = window.setTimeout(stop, LAYOUT_WAIT_MS);
  // The customer takes over: their own scroll or press ends the holding.
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) {
    window.addEventListener(type, stop, { passive: true, once: true, signal });
  }
  signal.addEventListener('abort', () => {
    sizes?.disconnect();
    arrivals.disconnect();
    window.clearTimeout(deadline);
  });

  keepInView();
  return stop;
}
