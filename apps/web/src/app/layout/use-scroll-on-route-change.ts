import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { scrollToSectionWhenShown, scrollToTop } from '@/lib/scroll';

/**
 * Every route change starts at the top of the new page (checkout-and-account §2.1). A first visit
 * to an address with a section (`/#menu-section`, from a shared link) scrolls to that section.
 */
export function useScrollOnRouteChange(): void {
  const { pathname, hash } = useLocation();
  const previousPathname = useRef<string | null>(null);

  useEffect(() => {
    const isFirstRender = previousPathname.current === null;
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    if (!isFirstRender) {
      scrollToTop();
      return;
    }
    // The page may still be arriving (its code, its data): the section is scrolled to when shown.
    if (hash.length > 1) scrollToSectionWhenShown(decodeURIComponent(hash.slice(1)));
  }, [pathname, hash]);
}
