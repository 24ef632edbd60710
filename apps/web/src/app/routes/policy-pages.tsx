import { useLocation } from 'react-router';
import { PolicyPage } from '@/features/pages/components/policy-page';
import { useRestaurant } from '@/features/restaurant/api/get-restaurant';
import { paths } from '@/lib/paths';
import { storefrontText } from '@/lib/storefront-text';

const links = storefrontText.footer.links;

/** The policy pages (checkout-and-account §2.11) and the title each shows until its text arrives. */
const policyTitles: Readonly<Record<string, string>> = {
  [paths.aboutUs]: links.aboutUs,
  [paths.termsConditions]: links.termsConditions,
  [paths.refundPolicy]: links.refundPolicy,
  [paths.shippingPolicy]: links.shippingPolicy,
  [paths.privacyPolicy]: links.privacyPolicy,
};

/** The server's page slug is the route's path without its slash. */
function slugOf(path: string): string {
  return path.replace(/^\//, '');
}

/** /about-us, /terms-conditions, /refund-and-cancellation-policy, /shipping-and-delivery-policy, /privacy-policy */
export function PolicyPageRoute() {
  const { pathname } = useLocation();
  const restaurant = useRestaurant();
  return (
    <PolicyPage
      slug={slugOf(pathname)}
      fallbackTitle={policyTitles[pathname] ?? ''}
      siteName={restaurant.data?.name}
    />
  );
}
