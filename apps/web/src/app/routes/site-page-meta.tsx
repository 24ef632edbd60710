import { useRestaurant } from '@/features/restaurant/api/get-restaurant';
import { PageMeta } from '@/lib/page-meta';

/**
 * A page's title with the restaurant's name after it ('Sign In · Tiffin'), and its description
 * once the name has arrived.
 */
export function SitePageMeta({
  title,
  description,
}: {
  title: string;
  description?: (restaurantName: string) => string;
}) {
  const name = useRestaurant().data?.name;
  return <PageMeta title={title} siteName={name} description={name ? description?.(name) : undefined} />;
}
