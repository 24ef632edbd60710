import { messages } from '@tiffin/core';
import { buttonClasses } from '@/components/ui/button-styles';
import { Skeleton } from '@/components/ui/skeleton';
import { sectionIds } from '@/lib/paths';
import { siteText } from '@/lib/site-text';
import { useProductsWithCategories } from '../api/get-products-with-categories';
import { type CategoryWithProducts, groupProductsByCategory } from '../utils/group-products-by-category';
import { DishCard } from './dish-card';

/** Images of the first cards are fetched at once: they are on screen, or nearly, on arrival. */
const EAGER_IMAGE_COUNT = 3;

/** The whole menu, category by category, with its loading, error and empty states (visitor-side §2). */
export function MenuSection() {
  return (
    <section
      id={sectionIds.menu}
      aria-labelledby="menu-heading"
      tabIndex={-1}
      className="mx-auto max-w-6xl scroll-mt-20 px-4 py-12 outline-none sm:px-6"
    >
      <h2 id="menu-heading" className="font-display text-3xl font-bold">
        {siteText.menu.heading}
      </h2>
      <p className="mt-2 max-w-prose text-ink-muted">{siteText.menu.intro}</p>
      <MenuContent />
    </section>
  );
}

function MenuContent() {
  const menu = useProductsWithCategories();

  if (menu.data) {
    const groups = groupProductsByCategory(menu.data.categories, menu.data.products);
    return <MenuCategories groups={groups} />;
  }
  if (menu.isError && !menu.isFetching) {
    return (
      <div role="alert" className="mt-8 rounded-2xl border border-red-200 bg-white p-6">
        <p className="font-semibold text-red-800">{messages.menu.errorLoadingMenu(menu.error.message)}</p>
        <button type="button" onClick={() => menu.refetch()} className={buttonClasses('primary', 'mt-4')}>
          {messages.common.retry}
        </button>
      </div>
    );
  }
  return <MenuLoading />;
}

function MenuCategories({ groups }: { groups: CategoryWithProducts[] }) {
  const eagerIds = new Set(
    groups
      .flatMap((group) => group.products)
      .slice(0, EAGER_IMAGE_COUNT)
      .map((product) => product.id),
  );
  return (
    <div className="mt-8 space-y-12">
      {groups.map(({ category, products }) => (
        <section
          key={category.id}
          id={`category-${category.id}`}
          aria-labelledby={`category-${category.id}-name`}
        >
          <h3
            id={`category-${category.id}-name`}
            className="border-b border-line pb-2 font-display text-2xl font-semibold"
          >
            {category.name}
          </h3>
          {products.length === 0 ? (
            <div className="mt-6 rounded-2xl border border-dashed border-line p-6 text-center">
              <p className="font-semibold">{messages.menu.noItems}</p>
              <p className="mt-1 text-sm text-ink-muted">{messages.menu.tryDifferentCategory}</p>
            </div>
          ) : (
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
              {products.map((product) => (
                <li key={product.id}>
                  <DishCard product={product} eagerImage={eagerIds.has(product.id)} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

function MenuLoading() {
  return (
    <div className="mt-8">
      <p role="status" className="flex items-center gap-3 font-semibold text-ink-muted">
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-saffron border-t-transparent motion-reduce:animate-none"
        />
        {messages.menu.loadingCategories}
      </p>
      <ul aria-hidden="true" className="mt-6 grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
        {placeholderKeys(EAGER_IMAGE_COUNT).map((key) => (
          <li
            key={key}
            className="flex flex-row-reverse overflow-hidden rounded-2xl bg-white ring-1 ring-line sm:flex-col"
          >
            <div className="w-32 shrink-0 p-3 pl-0 sm:w-full sm:p-0">
              <div className="aspect-[4/3] animate-pulse rounded-xl bg-cream-deep motion-reduce:animate-none sm:rounded-none" />
            </div>
            <div className="flex-1 space-y-2 p-4 text-ink">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-5/6" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function placeholderKeys(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `placeholder-${index}`);
}
