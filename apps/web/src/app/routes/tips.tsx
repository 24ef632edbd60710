import { useRestaurant } from '@/features/restaurant/api/get-restaurant';
import { TipsPage } from '@/features/tips/components/tips-page';

/** /tips (issue 51): the tips notice on its own page, linked from the footer. */
export function TipsRoute() {
  return <TipsPage siteName={useRestaurant().data?.name} />;
}
