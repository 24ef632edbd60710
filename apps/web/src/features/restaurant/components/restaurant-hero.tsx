import { euroStringToCents, messages, type RestaurantInfo } from '@tiffin/core';
import { buttonClasses } from '@/components/ui/button-styles';
import { DirectionsIcon } from '@/components/ui/icons/directions-icon';
import { PhoneIcon } from '@/components/ui/icons/phone-icon';
import { Skeleton } from '@/components/ui/skeleton';
import { sectionIds } from '@/lib/paths';
import { scrollToSection } from '@/lib/scroll';
import { siteText } from '@/lib/site-text';
import { useRestaurant } from '../api/get-restaurant';
import { directionsUrl, telHref } from '../utils/maps-links';

/** The order minimum and the waiting time, from the restaurant's settings. */
function badgesOf(info: RestaurantInfo): string[] {
  return [
    messages.landing.minOrderBadge(euroStringToCents(info.minimum_order)),
    messages.landing.minTimeBadge(info.wait_minutes.min, info.wait_minutes.max),
  ];
}

/** The top of the home page: who we are, the order minimum and wait, and the way to the menu. */
export function RestaurantHero() {
  const restaurant = useRestaurant();
  const info = restaurant.data;
  return (
    <section aria-labelledby="hero-title" className="bg-linear-to-b from-saffron-soft to-cream">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1.4fr_1fr] md:py-12">
        <div>
          <p className="h-5 text-sm font-semibold uppercase tracking-wider text-saffron-dark">
            {info ? `${info.address.town}, ${info.address.county}` : <Skeleton className="h-4 w-40" />}
          </p>
          <h1 id="hero-title" className="mt-2 font-display text-4xl font-bold leading-tight sm:text-5xl">
            {info ? (
              info.name
            ) : restaurant.isError ? (
              siteText.hero.fallbackTitle
            ) : (
              // One line of the title, so the arriving name moves nothing.
              <Skeleton className="h-[1.25em] w-48" />
            )}
          </h1>
          <p className="mt-4 max-w-prose text-lg text-ink-muted">{siteText.hero.tagline}</p>
          {/* As tall as its badges while the settings arrive, so nothing below moves. */}
          <ul className="mt-6 flex min-h-9 flex-wrap gap-2">
            {info &&
              badgesOf(info).map((badge) => (
                <li
                  key={badge}
                  className="rounded-full border border-saffron/30 bg-white px-3 py-1.5 text-sm font-semibold text-saffron-dark"
                >
                  {badge}
                </li>
              ))}
          </ul>
          <div className="mt-8 flex flex-wrap items-center gap-3">
            <button
              type="button"
              onClick={() => scrollToSection(sectionIds.menu)}
              className={buttonClasses('primary', 'w-full px-8 text-base shadow-sm sm:w-auto')}
            >
              {messages.landing.orderNow}
            </button>
            {info ? (
              <HeroContactLinks restaurant={info} />
            ) : (
              !restaurant.isError && (
                // Keeps the row's place while the settings load, so nothing below moves.
                <span aria-hidden="true" className="flex gap-3 text-saffron">
                  <Skeleton className="h-11 w-36 rounded-full" />
                  <Skeleton className="h-11 w-36 rounded-full" />
                </span>
              )
            )}
          </div>
        </div>
        <img
          src="/images/hero-thali.svg"
          alt=""
          width={480}
          height={420}
          className="mx-auto hidden h-auto w-full max-w-sm md:block"
        />
      </div>
    </section>
  );
}

/** The phone line and directions to the door (visitor-side §1), beside Order Now. */
function HeroContactLinks({ restaurant }: { restaurant: RestaurantInfo }) {
  const phone = restaurant.phones[0];
  return (
    <>
      {phone !== undefined && (
        <a
          href={telHref(phone)}
          aria-label={siteText.hero.callUs(phone)}
          className={buttonClasses('secondary', 'text-base')}
        >
          <PhoneIcon className="size-5" />
          {phone}
        </a>
      )}
      <a
        href={directionsUrl(restaurant)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses('ghost', 'text-base underline-offset-4 hover:underline')}
      >
        <DirectionsIcon className="size-5" />
        {siteText.hero.directions}
        <span className="sr-only"> {siteText.opensInNewTab}</span>
      </a>
    </>
  );
}
