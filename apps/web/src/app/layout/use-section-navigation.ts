import { NAV_SCROLL_DELAY_MS } from '@tiffin/core';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isHomePath, paths } from '@/lib/paths';
import { scrollToSection, scrollToTop } from '@/lib/scroll';
import { scrollToSectionOnceLaidOut } from '@/lib/scroll-once-laid-out';

/**
 * Going to a part of the home page: on the home page it scrolls there at once; from another page
 * the app first goes home, then scrolls after NAV_SCROLL_DELAY_MS (visitor-side §2 "Header") and
 * keeps the section in view while the home page is still arriving (its menu, its images).
 */
export function useSectionNavigation() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onHomePage = isHomePath(pathname);

  const goToSection = useCallback(
    (sectionId: string) => {
      if (onHomePage) {
        scrollToSection(sectionId);
        return;
      }
      void navigate(paths.home);
      // Imported at once, not on demand: the home page's menu holds its chosen category with it too.
      window.setTimeout(() => scrollToSectionOnceLaidOut(sectionId), NAV_SCROLL_DELAY_MS);
    },
    [navigate, onHomePage],
  );

  /** The home link on the home page scrolls back to the top instead of doing nothing. */
  const goHome = useCallback(
    (event: { preventDefault(): void }) => {
      if (!onHomePage) return;
      event.preventDefault();
      scrollToTop({ smooth: true });
    },
    [onHomePage],
  );

  return { goToSection, goHome };
}
