import { scrollToSection } from './scroll';

/** The customer's own scroll or press: it ends what the page does for them (holding, gliding). */
export const TAKEOVER_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** How long a page may keep arriving (its code, its data, its images) while a section is held in view. */
const LAYOUT_WAIT_MS = 10_000;

/**
 * Scrolls to a section of a page that may still be arriving, and keeps it in view while the page
 * grows or shrinks above it (the menu laid out, images sized) or, for a section near the end, below
 * it (the page could not scroll that far before), until the customer scrolls or presses
 * something themselves, or 10 s pass. Waits for the section when it is not on the page yet. Returns
 * a function that stops.
 */
export function scrollToSectionOnceLaidOut(id: string): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  const stop = () => controller.abort();
  /** Where the window was last asked to scroll to bring the section up; null until it first was. */
  let scrolledTo: number | null = null;

  function keepInView() {
    const section = document.getElementById(id);
    if (section === null) return;
    const target = windowScrollToShow(section);
    // The page changed size but the section's place did not: nothing to correct. A place the page
    // could not reach before (the section near its end) counts as changed once the page grows below.
    if (target === scrolledTo) return;
    scrolledTo = target;
    scrollToSection(id);
  }

  const sizes = typeof ResizeObserver === 'function' ? new ResizeObserver(keepInView) : null;
  sizes?.observe(document.body);
  const arrivals = new MutationObserver(() => {
    if (scrolledTo === null) keepInView();
  });
  arrivals.observe(document.body, { childList: true, subtree: true });
  const deadline = window.setTimeout(stop, LAYOUT_WAIT_MS);
  // The customer takes over: their own scroll or press ends the holding.
  for (const type of TAKEOVER_EVENTS) {
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

/** The window's scroll that brings a section to its scroll margin, within what the page can scroll. */
function windowScrollToShow(section: HTMLElement): number {
  const margin = Number.parseFloat(getComputedStyle(section).scrollMarginTop) || 0;
  const top = Math.round(section.getBoundingClientRect().top + window.scrollY - margin);
  const bottom = document.documentElement.scrollHeight - window.innerHeight;
  return Math.max(0, Math.min(top, bottom));
}
