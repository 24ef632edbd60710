import { CATEGORY_TRACKING_PAUSE_MS, SCROLL_THROTTLE_MS } from '@tiffin/core';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { throttle } from '../utils/throttle';

export const categorySectionId = (categoryId: number) => `category-${categoryId}`;

/** Below the sticky bars: a section whose top has passed this line is the one being read. */
const READING_MARGIN_PX = 16;

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

/**
 * The category chip that is marked active (visitor-side §4 "Menu data"): the default one at first,
 * then the category of the section in view as the page scrolls (the handler throttled to 100 ms).
 * Choosing a chip marks it at once and pauses the tracking for 500 ms, so the sections passing by
 * on the way do not take the mark — and, where the browser says when a scroll has ended, until the
 * glide to the chosen section has ended, as a long glide outlasts 500 ms.
 */
export function useActiveCategory(
  categoryIds: readonly number[],
  defaultId: number | undefined,
  /** The sticky chip bar: the reading line is just below it. */
  barRef: RefObject<HTMLElement | null>,
) {
  const [activeId, setActiveId] = useState(defaultId);
  const pausedUntil = useRef(0);
  const pausedUntilScrollEnd = useRef(false);

  // A new menu whose categories no longer hold the active one falls back to the default.
  useEffect(() => {
    setActiveId((current) => (current !== undefined && categoryIds.includes(current) ? current : defaultId));
  }, [categoryIds, defaultId]);

  useEffect(() => {
    const track = throttle(() => {
      if (Date.now() < pausedUntil.current || pausedUntilScrollEnd.current) return;
      const barBottom = barRef.current?.getBoundingClientRect().bottom ?? 0;
      const id = categoryInView(categoryIds, barBottom + READING_MARGIN_PX);
      if (id !== undefined) setActiveId(id);
    }, SCROLL_THROTTLE_MS);
    const onScrollEnd = () => {
      pausedUntilScrollEnd.current = false;
      track();
    };
    window.addEventListener('scroll', track, { passive: true });
    window.addEventListener('scrollend', onScrollEnd, { passive: true });
    return () => {
      track.cancel();
      window.removeEventListener('scroll', track);
      window.removeEventListener('scrollend', onScrollEnd);
    };
  }, [categoryIds, barRef]);

  const choose = useCallback((id: number) => {
    pausedUntil.current = Date.now() + CATEGORY_TRACKING_PAUSE_MS;
    pausedUntilScrollEnd.current = 'onscrollend' in window;
    setActiveId(id);
  }, []);

  return { activeId, choose };
}
