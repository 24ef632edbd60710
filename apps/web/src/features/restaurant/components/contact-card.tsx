import type { RestaurantInfo } from '@tiffin/core';
import type { ReactNode } from 'react';
import { DirectionsIcon } from '@/components/ui/icons/directions-icon';
import { ExternalIcon } from '@/components/ui/icons/external-icon';
import { MailIcon } from '@/components/ui/icons/mail-icon';
import { PhoneIcon } from '@/components/ui/icons/phone-icon';
import { PinIcon } from '@/components/ui/icons/pin-icon';
import { Skeleton } from '@/components/ui/skeleton';
import { siteText } from '@/lib/site-text';
import { storefrontText } from '@/lib/storefront-text';
import { useRestaurant } from '../api/get-restaurant';
import { directionsUrl, mapUrl, telHref } from '../utils/maps-links';

const text = storefrontText.contact;
const headingId = 'contact-details-heading';

/** The map picture is drawn 640 × 320; the attributes reserve its space before it loads. */
const MAP_WIDTH = 640;
const MAP_HEIGHT = 320;

const linkClass = 'font-semibold text-saffron-dark underline-offset-4 hover:underline';

/**
 * The restaurant contact card of the contact page (checkout-and-account §2.4): phones that dial,
 * the e-mail, the address opening directions in a new tab, and a link to the map. No embedded map:
 * the site's CSP allows no third-party frame, and an embed would cost the page its speed.
 */
export function ContactCard() {
  const restaurant = useRestaurant();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-7"
    >
      <h2 id={headingId} className="font-display text-2xl font-bold">
        {text.detailsHeading}
      </h2>
      {restaurant.data ? (
        <ContactDetails restaurant={restaurant.data} />
      ) : restaurant.isError && !restaurant.isFetching ? (
        <p className="mt-4 text-ink-muted">{text.unavailable}</p>
      ) : (
        <ContactLoading />
      )}
    </section>
  );
}

function ContactDetails({ restaurant }: { restaurant: RestaurantInfo }) {
  const { address } = restaurant;
  return (
    <>
      <ul className="mt-5 space-y-5">
        <ContactRow icon={<PhoneIcon className="size-5" />} term={text.callUs}>
          <ul>
            {restaurant.phones.map((phone) => (
              <li key={phone}>
                <a href={telHref(phone)} className={`${linkClass} inline-flex min-h-11 items-center text-lg`}>
                  {phone}
                </a>
              </li>
            ))}
          </ul>
        </ContactRow>
        <ContactRow icon={<MailIcon className="size-5" />} term={text.emailUs}>
          <a
            href={`mailto:${restaurant.email}`}
            className={`${linkClass} inline-flex min-h-11 items-center break-all`}
          >
            {restaurant.email}
          </a>
        </ContactRow>
        <ContactRow icon={<PinIcon className="size-5" />} term={text.findUs}>
          <a
            href={directionsUrl(restaurant)}
            target="_blank"
            rel="noopener noreferrer"
            className="group mt-1 inline-block rounded-lg"
          >
            <address className="not-italic leading-7 text-ink">
              {restaurant.name}
              <br />
              {address.line}
              <br />
              {address.town}, {address.county}
              <br />
              {address.eircode}
            </address>
            <span
              className={`${linkClass} mt-1 inline-flex min-h-11 items-center gap-1.5 group-hover:underline`}
            >
              <DirectionsIcon className="size-4" />
              {text.directions}
              <span className="sr-only"> {siteText.opensInNewTab}</span>
            </span>
          </a>
        </ContactRow>
      </ul>
      <a
        href={mapUrl(restaurant)}
        target="_blank"
        rel="noopener noreferrer"
        className="group mt-6 block overflow-hidden rounded-xl border border-line hover:border-saffron"
      >
        <img
          src="/images/map-card.svg"
          alt=""
          width={MAP_WIDTH}
          height={MAP_HEIGHT}
          loading="lazy"
          decoding="async"
          className="aspect-[2/1] h-auto w-full bg-cream-deep object-cover"
        />
        <span className="flex items-center justify-between gap-3 bg-cream px-4 py-3">
          <span>
            <span className="flex items-center gap-1.5 font-semibold text-saffron-dark group-hover:underline">
              {text.mapLink}
              <ExternalIcon className="size-4" />
            </span>
            <span className="block text-sm text-ink-muted">{text.mapText}</span>
          </span>
          <span className="sr-only">{siteText.opensInNewTab}</span>
        </span>
      </a>
    </>
  );
}

function ContactRow({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span
        aria-hidden="true"
        className="flex size-11 shrink-0 items-center justify-center rounded-full bg-saffron-soft text-saffron-dark"
      >
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="text-sm font-semibold text-ink-muted">{term}</h3>
        {children}
      </div>
    </li>
  );
}

function ContactLoading() {
  return (
    <div aria-busy="true" className="mt-5 space-y-5 text-ink-muted">
      {['phones', 'email', 'address'].map((key) => (
        <div key={key} className="flex gap-4">
          <Skeleton className="size-11 shrink-0 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-20" />
            <Skeleton className="h-5 w-40" />
          </div>
        </div>
      ))}
      <Skeleton className="aspect-[2/1] w-full rounded-xl" />
    </div>
  );
}
