import { dublinDate, formMessages, isoWeekday, type RestaurantInfo } from '@tiffin/core';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { storefrontText } from '@/lib/storefront-text';
import { useRestaurant } from '../api/get-restaurant';

const text = storefrontText.footer;

const footerLinks = [
  { to: paths.aboutUs, label: text.links.aboutUs },
  { to: paths.privacyPolicy, label: text.links.privacyPolicy },
  { to: paths.refundPolicy, label: text.links.refundPolicy },
  { to: paths.termsConditions, label: text.links.termsConditions },
  { to: paths.shippingPolicy, label: text.links.shippingPolicy },
  { to: paths.tips, label: text.links.tips },
  { to: paths.deleteAccount, label: formMessages.profile.deleteAccount },
] as const;

const DAYS_IN_WEEK = 7;
const CONTACT_LINES = 5;

const headingClass = 'font-display text-lg font-semibold text-white';
const linkClass =
  'inline-flex min-h-11 items-center underline-offset-4 hover:text-white hover:underline md:min-h-9';

/** Opening hours, contact details and the information pages (checkout-and-account §2.2). */
export function SiteFooter() {
  const restaurant = useRestaurant();
  return (
    <footer className="bg-ink text-cream-deep [--focus-ring:var(--color-turmeric)]">
      {/* Two columns on a tablet (three would break every opening time in two), three from 1024 px. */}
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-3">
        {restaurant.isError && !restaurant.data ? (
          <p className="text-sm sm:col-span-2">{text.unavailable}</p>
        ) : (
          <>
            <section aria-labelledby="footer-hours">
              <h2 id="footer-hours" className={headingClass}>
                {text.openingHours}
              </h2>
              {restaurant.data ? (
                <OpeningHours hours={restaurant.data.opening_hours} />
              ) : (
                <LoadingLines count={DAYS_IN_WEEK} />
              )}
            </section>
            <section aria-labelledby="footer-contact">
              <h2 id="footer-contact" className={headingClass}>
                {text.contact}
              </h2>
              {restaurant.data ? (
                <ContactDetails restaurant={restaurant.data} />
              ) : (
                <LoadingLines count={CONTACT_LINES} />
              )}
            </section>
          </>
        )}

        <nav aria-labelledby="footer-information">
          <h2 id="footer-information" className={headingClass}>
            {text.information}
          </h2>
          <ul className="mt-4 space-y-1 text-sm">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {restaurant.data && (
        <p className="border-t border-white/15 px-4 py-6 text-center text-sm">
          © {dublinDate(new Date()).slice(0, 4)} {restaurant.data.name}
        </p>
      )}
    </footer>
  );
}

function OpeningHours({ hours }: { hours: RestaurantInfo['opening_hours'] }) {
  const today = isoWeekday(dublinDate(new Date()));
  return (
    <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5 text-sm">
      {hours.map((day) => {
        const isToday = day.weekday === today;
        return (
          <div key={day.weekday} className={`contents ${isToday ? 'font-semibold text-white' : ''}`}>
            <dt>{day.day}</dt>
            <dd aria-current={isToday ? 'date' : undefined} className="whitespace-nowrap">
              {day.hours}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function ContactDetails({ restaurant }: { restaurant: RestaurantInfo }) {
  const { address } = restaurant;
  return (
    <div className="mt-4 space-y-3 text-sm">
      <address className="not-italic leading-6">
        {restaurant.name}
        <br />
        {address.line}
        <br />
        {address.town}, {address.county}
        <br />
        {address.eircode}
      </address>
      <ul aria-label={text.phone}>
        {restaurant.phones.map((phone) => (
          <li key={phone}>
            <a href={`tel:${phone.replace(/\s+/g, '')}`} className={linkClass}>
              {phone}
            </a>
          </li>
        ))}
      </ul>
      <p>
        <a href={`mailto:${restaurant.email}`} className={linkClass}>
          {restaurant.email}
        </a>
      </p>
    </div>
  );
}

/** Keeps the height of the settings while they load. */
function LoadingLines({ count }: { count: number }) {
  return (
    <div className="mt-4 space-y-2.5" aria-busy="true">
      {Array.from({ length: count }, (_, index) => `line-${index}`).map((key) => (
        <Skeleton key={key} className="h-4 w-4/5" />
      ))}
    </div>
  );
}
