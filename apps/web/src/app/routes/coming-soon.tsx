import { messages } from '@tiffin/core';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { useRestaurant } from '@/features/restaurant/api/get-restaurant';
import { PageMeta } from '@/lib/page-meta';
import { paths } from '@/lib/paths';
import { siteText } from '@/lib/site-text';
import { storefrontText } from '@/lib/storefront-text';

type ComingSoonProps = {
  heading: string;
  navLabel: string;
  text: string;
  link: { to: string; label: string };
};

/** A page of the route table that is not built yet (checkout-and-account §2.1). */
function ComingSoon({ heading, navLabel, text, link }: ComingSoonProps) {
  const restaurant = useRestaurant();
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:px-6">
      <PageMeta title={navLabel} siteName={restaurant.data?.name} />
      <h1 className="font-display text-3xl font-bold sm:text-4xl">{heading}</h1>
      <p className="mt-4 text-lg text-ink-muted">{text}</p>
      <Link to={link.to} className={buttonClasses('primary', 'mt-8')}>
        {link.label}
      </Link>
    </div>
  );
}

/** /award: 'Award Page - Coming Soon'. */
export function AwardRoute() {
  return (
    <ComingSoon
      heading={messages.navigation.awardComingSoon}
      navLabel={messages.navigation.award}
      text={storefrontText.comingSoon.awardText}
      link={{ to: paths.home, label: siteText.notFound.backHome }}
    />
  );
}

/** /reservation: 'Reservation Page - Coming Soon'. */
export function ReservationRoute() {
  return (
    <ComingSoon
      heading={messages.navigation.reservationComingSoon}
      navLabel={messages.navigation.reservation}
      text={storefrontText.comingSoon.reservationText}
      link={{ to: paths.contactUs, label: storefrontText.comingSoon.reservationLink }}
    />
  );
}
