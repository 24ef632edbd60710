import { MenuSection } from '@/features/menu/components/menu-section';
import { RestaurantHero } from '@/features/restaurant/components/restaurant-hero';
import { sectionIds } from '@/lib/paths';
import { siteText } from '@/lib/site-text';

/** / and /menu: hero, menu, then the award and pre-order sections (filled by the storefront work). */
export function HomeRoute() {
  return (
    <>
      <RestaurantHero />
      <MenuSection />
      <PlaceholderSection id={sectionIds.award} heading={siteText.award.heading} />
      <PlaceholderSection id={sectionIds.preorder} heading={siteText.preorder.heading} />
    </>
  );
}

function PlaceholderSection({ id, heading }: { id: string; heading: string }) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      tabIndex={-1}
      className="mx-auto max-w-6xl scroll-mt-20 px-4 py-12 outline-none sm:px-6"
    >
      <h2 id={headingId} className="font-display text-3xl font-bold">
        {heading}
      </h2>
    </section>
  );
}
