import { PolicyPage } from '@/features/pages/components/policy-page';
import { useRestaurant } from '@/features/restaurant/api/get-restaurant';
import { paths } from '@/lib/paths';
import { storefrontText } from '@/lib/storefront-text';

const links = storefrontText.footer.links;

/** The server's page slug is the route's path without its slash. */
function slugOf(path: string): string {
  return path.replace(/^\//, '');
}

function PolicyRoute({ path, title }: { path: string; title: string }) {
  const restaurant = useRestaurant();
  return <PolicyPage slug={slugOf(path)} fallbackTitle={title} siteName={restaurant.data?.name} />;
}

/** /about-us */
export function AboutUsRoute() {
  return <PolicyRoute path={paths.aboutUs} title={links.aboutUs} />;
}

/** /terms-conditions */
export function TermsConditionsRoute() {
  return <PolicyRoute path={paths.termsConditions} title={links.termsConditions} />;
}

/** /refund-and-cancellation-policy */
export function RefundPolicyRoute() {
  return <PolicyRoute path={paths.refundPolicy} title={links.refundPolicy} />;
}

/** /shipping-and-delivery-policy */
export function ShippingPolicyRoute() {
  return <PolicyRoute path={paths.shippingPolicy} title={links.shippingPolicy} />;
}

/** /privacy-policy */
export function PrivacyPolicyRoute() {
  return <PolicyRoute path={paths.privacyPolicy} title={links.privacyPolicy} />;
}
