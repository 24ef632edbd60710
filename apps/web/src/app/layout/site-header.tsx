import { messages } from '@tiffin/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '@/components/ui/logo-mark';
import { Skeleton } from '@/components/ui/skeleton';
import { useIsAuthenticated } from '@/features/auth/stores/auth-store';
import { useRestaurant } from '@/features/restaurant/api/get-restaurant';
import { paths } from '@/lib/paths';
import { siteText } from '@/lib/site-text';
import { useHydrated } from '@/lib/use-hydrated';
import { AuthLinks } from './auth-links';
import { MobileMenu } from './mobile-menu';
import { NavEntry } from './nav-entry';
import { navItems } from './nav-items';
import { useSectionNavigation } from './use-section-navigation';

/** A signed-in customer's items, whose code a visitor's page does not carry. */
const AccountActions = lazy(async () => ({ default: (await import('./account-menu')).AccountActions }));

/** The top bar of every page (visitor-side §2 "Header"). */
export function SiteHeader() {
  const isAuthenticated = useIsAuthenticated();
  const hydrated = useHydrated();
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-cream/95 backdrop-blur-sm">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Brand />
        <nav aria-label={siteText.header.mainNavigation} className="hidden md:block">
          <ul className="flex items-center">
            {navItems.map((item) => (
              <li key={item.label}>
                <NavEntry
                  item={item}
                  className={(active) =>
                    `inline-flex min-h-11 items-center rounded-full px-3 text-sm font-medium hover:bg-cream-deep lg:px-4 ${
                      active ? 'text-saffron-dark underline decoration-2 underline-offset-8' : ''
                    }`
                  }
                />
              </li>
            ))}
          </ul>
        </nav>
        {!hydrated ? (
          // The session is the browser's: the visitor's links keep their room, unseen, until the page
          // is hydrated (the server, and so hydration, cannot know it).
          <AuthLinks className="invisible hidden items-center gap-2 md:flex" />
        ) : isAuthenticated ? (
          <Suspense fallback={null}>
            {/* Beside the menu button on a phone; the middle of the bar holds the links from md up. */}
            <AccountActions className="ml-auto flex items-center gap-1 md:ml-0" />
          </Suspense>
        ) : (
          <AuthLinks className="hidden items-center gap-2 md:flex" />
        )}
        <MobileMenu className="md:hidden" />
      </div>
    </header>
  );
}

function Brand() {
  const restaurant = useRestaurant();
  const { goHome } = useSectionNavigation();
  const name = restaurant.data?.name;
  return (
    <Link
      to={paths.home}
      onClick={goHome}
      className="-ml-1 inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg px-1"
    >
      <LogoMark className="size-9 text-saffron" />
      {name ? (
        <span className="font-display text-xl font-bold tracking-tight">{name}</span>
      ) : (
        <>
          <span className="sr-only">{messages.navigation.home}</span>
          {restaurant.isPending && <Skeleton className="h-6 w-20" />}
        </>
      )}
    </Link>
  );
}
