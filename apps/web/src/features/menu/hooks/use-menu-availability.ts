import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { MENU_REFETCH_MS } from '@tiffin/core';
import type { ProductDetails } from '@tiffin/core/contracts';
import { useEffect, useMemo, useRef } from 'react';
import type { MenuAvailability } from '@/lib/cart-item';
import { productDetailsQueryOptions } from '../api/get-product-details';
import { productsWithCategoriesQueryOptions } from '../api/get-products-with-categories';

/**
 * Whether the dishes of a basket are still sold (issue 29): the menu's dishes (an 86'd or hidden
 * dish is not among them) and, for each of those dishes that has options, its options with stock
 * (one sold out has none left). Read again while the page is open, every MENU_REFETCH_MS as the
 * menu goes stale; each time the menu comes anew, the dishes' details are asked again too, so a
 * sold-out option is seen with the menu's refresh.
 */
export function useMenuAvailability(productIds: readonly number[]): MenuAvailability {
  const queryClient = useQueryClient();
  const menu = useQuery({ ...productsWithCategoriesQueryOptions(), refetchInterval: MENU_REFETCH_MS });
  const dishIds = useMemo(
    () => (menu.data ? new Set(menu.data.products.map((product) => product.id)) : undefined),
    [menu.data],
  );
  const withOptions = useMemo(() => {
    const products = menu.data?.products ?? [];
    return [...new Set(productIds)].filter((id) =>
      products.some((product) => product.id === id && product.has_variations),
    );
  }, [menu.data, productIds]);
  const optionIds = useQueries({
    queries: withOptions.map((id) => productDetailsQueryOptions(id)),
    combine: optionsOnSale,
  });

  // The menu came anew (not its first answer): the options' stock is read again with it.
  const menuUpdatedAt = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (menu.dataUpdatedAt === 0) return;
    const previous = menuUpdatedAt.current;
    menuUpdatedAt.current = menu.dataUpdatedAt;
    if (previous === undefined || previous === menu.dataUpdatedAt) return;
    for (const id of withOptions) {
      void queryClient.invalidateQueries({ queryKey: productDetailsQueryOptions(id).queryKey });
    }
  }, [menu.dataUpdatedAt, withOptions, queryClient]);

  return useMemo(() => ({ dishIds, optionIds }), [dishIds, optionIds]);
}

/** Per dish whose details have come, its options not sold out (a module function: the combined value is kept while the answers stay the same). */
function optionsOnSale(
  results: readonly { data?: ProductDetails }[],
): ReadonlyMap<number, ReadonlySet<number>> {
  const found = new Map<number, ReadonlySet<number>>();
  for (const { data: product } of results) {
    if (!product) continue;
    const onSale = product.variations.flatMap((variation) =>
      variation.values
        .filter((value) => value.current_stock === null || value.current_stock > 0)
        .map((value) => value.option_id),
    );
    found.set(product.id, new Set(onSale));
  }
  return found;
}
