import { CATEGORY_TRACKING_PAUSE_MS, SCROLL_THROTTLE_MS } from '@tiffin/core';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { TAKEOVER_EVENTS } from '@/lib/scroll-once-laid-out';
import { throttle } from '../utils/throttle';

export const categorySectionId = (categoryId: number) => `category-${categoryId}`;

/** Below the sticky bars: a section whose top has passed this line is the one being read. */
const READING_MARGIN_PX = 16;

/**
 * A glide to a chosen section is over once the page has not moved for this long and the section
 * has arrived. The browser's `scrollend` alone is not trusted: a CI run saw the sections passed take
 * the mark after one came while the page was still gliding; another, on a loaded machine, saw the
 * glide's scroll events pause for longer than this mid-way.
 */
const GLIDE_STILL_MS = 250;

/** A glide that has not arrived by then (the page could not get there) ends once the page is still. */
const GLIDE_LONGEST_MS = 3000;

/** The last category whose section has reached the reading line (the first while none has). */
function categoryInView(categoryIds: readonly number[], readingLine: number): number | undefined {
  let current = categoryIds[0];
  for (const id of categoryIds) {
    const section = document.getElementById(categorySectionId(id));
    if (section === null) continue;
    if (section.getBoundingClientRect().top <= readingLine) current = id;
    else break;
  }
  return current;
}

function atPageEnd(): boolean {
  return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
}

/**
 * The category chip that is marked active (visitor-side §4 "Menu data"): the default one at first,
 * then the category of the section in view as the page scrolls (the handler throttled to 100 ms).
 * Choosing a chip marks it at once and pauses the tracking for 500 ms, so the sections passing by
 * on the way do not take the mark — and until the glide to the chosen section has ended (the section
 * reached and the page still for GLIDE_STILL_MS), as a long glide outlasts 500 ms.
 */
export function useActiveCategory(
  categoryIds: readonly number[],
  defaultId: number | undefined,
  /** The sticky chip bar: the reading line is just below it. */
  barRef: RefObject<HTMLElement | null>,
) {
  const [activeId, setActiveId] = useState(defaultId);
  const pausedUntil = useRef(0);
  const gliding = useRef(false);
  /** Where the glide goes and since when; read when the page has come to rest. */
  const glide = useRef({ toId: defaultId, startedAt: 0 });
  const glideStill = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const trackRef = useRef<() => void>(() => undefined);
  const readingLine = useCallback(
    () => (barRef.current?.getBoundingClientRect().bottom ?? 0) + READING_MARGIN_PX,
    [barRef],
  );
  const endGlide = useCallback(() => {
    clearTimeout(glideStill.current);
    if (!gliding.current) return;
    gliding.current = false;
    trackRef.current();
  }, []);
  /** Ends the glide once the page has not moved for GLIDE_STILL_MS from now; each move starts it again. */
  const endGlideWhenStill = useCallback(() => {
    clearTimeout(glideStill.current);
    glideStill.current = setTimeout(() => {
      const { toId, startedAt } = glide.current;
      const arrived = categoryInView(categoryIds, readingLine()) === toId || atPageEnd();
      if (arrived || Date.now() - startedAt >= GLIDE_LONGEST_MS) endGlide();
      else endGlideWhenStill();
    }, GLIDE_STILL_MS);
  }, [categoryIds, readingLine, endGlide]);

  // A new menu whose categories no longer hold the active one falls back to the default.
  useEffect(() => {
    setActiveId((current) => (current !== undefined && categoryIds.includes(current) ? current : defaultId));
  }, [categoryIds, defaultId]);

  useEffect(() => {
    const track = throttle(() => {
      if (Date.now() < pausedUntil.current || gliding.current) return;
      const id = categoryInView(categoryIds, readingLine());
      if (id !== undefined) setActiveId(id);
    }, SCROLL_THROTTLE_MS);
    trackRef.current = track;
    const onScroll = () => {
      if (gliding.current) endGlideWhenStill();
      track();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // The customer's own scroll or press ends a glide at once: the mark follows them again.
    for (const type of TAKEOVER_EVENTS) window.addEventListener(type, endGlide, { passive: true });
    return () => {
      track.cancel();
      clearTimeout(glideStill.current);
      window.removeEventListener('scroll', onScroll);
      for (const type of TAKEOVER_EVENTS) window.removeEventListener(type, endGlide);
    };
  }, [categoryIds, readingLine, endGlide, endGlideWhenStill]);

  const choose = useCallback(
    (id: number) => {
      pausedUntil.current = Date.now() + CATEGORY_TRACKING_PAUSE_MS;
      gliding.current = true;
      glide.current = { toId: id, startedAt: Date.now() };
      // Ended by stillness even when the page does not move at all (the section already in place).
      endGlideWhenStill();
      setActiveId(id);
    },
    [endGlideWhenStill],
  );

  return { activeId, choose };
}
