import { useRestaurant } from '@/features/restaurant/api/get-restaurant';
import { PageMeta } from '@/lib/page-meta';

/** A page's title with the restaurant's name after it ('Sign In · Tiffin'). */
export function SitePageMeta({ title }: { title: string }) {
  return <PageMeta title={title} siteName={useRestaurant().data?.name} />;
}
