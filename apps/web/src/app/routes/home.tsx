import { MenuSection } from '@/features/menu/components/menu-section';
import { PreorderSection } from '@/features/preorder/components/preorder-section';
import { AwardSection } from '@/features/restaurant/components/award-section';
import { RestaurantHero } from '@/features/restaurant/components/restaurant-hero';
import { TestimonialsSection } from '@/features/restaurant/components/testimonials-section';

/** / and /menu: the home sections in order (checkout-and-account §2.1): hero, menu, award, testimonials, pre-order. */
export function HomeRoute() {
  return (
    <>
      <RestaurantHero />
      <MenuSection />
      <AwardSection />
      <TestimonialsSection />
      <PreorderSection />
    </>
  );
}
