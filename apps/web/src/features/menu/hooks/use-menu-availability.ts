import { keepPreviousData, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { MENU_REFETCH_MS, type ProductDetails } from '@tiffin/core';
import { useMemo } from 'react';
import type { MenuAvailability } from '@/lib/cart-item';
import { productDetailsQueryOptions } from '../api/get-product-details';
import { productsWithCategoriesQueryOptions } from '../api/get-products-with-categories';

const NO_OPTIONS_READ: ReadonlyMap<number, ReadonlySet<number>> = new Map();

/**
 * Whether the dishes of a basket are still sold (issue 29): the menu's dishes (an 86'd or hidden
 * dish is not among them) and, for each of those dishes that has options, its options with stock
 * (one sold out has none left). Read again while the page is open, every MENU_REFETCH_MS as the
 * menu goes stale; each time the menu comes anew, the dishes' details are asked again too, so a
 * sold-out option is seen with the menu's refresh.
 *
 * The options are one query over the dishes' own detail queries (which the dish modal shares),
 * keyed by the menu's answer: a plain `useQuery` rather than `useQueries`, whose observer would
 * travel in every first visit's script for a basket that is usually empty then.
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
  const options = useQuery({
    queryKey: ['menu', 'options-on-sale', withOptions, menu.dataUpdatedAt],
    queryFn: () => optionsOnSale(queryClient, withOptions, menu.dataUpdatedAt),
    enabled: withOptions.length > 0,
    // The last answer stays while the next menu's is read: nothing flickers back to "unknown".
    placeholderData: keepPreviousData,
  });
  const optionIds = options.data ?? NO_OPTIONS_READ;
  return useMemo(() => ({ dishIds, optionIds }), [dishIds, optionIds]);
}

/**
 * Per dish whose details could be read, its options not sold out. A dish's details older than the
 * menu's answer are asked again; younger ones (the modal just read them) are used as they are.
 */
async function optionsOnSale(
  queryClient: QueryClient,
  productIds: readonly number[],
  menuUpdatedAt: number,
): Promise<ReadonlyMap<number, ReadonlySet<number>>> {
  const answers = await Promise.allSettled(
    productIds.map((id) =>
      queryClient.fetchQuery({
        ...productDetailsQueryOptions(id),
        staleTime: (query) => (query.state.dataUpdatedAt >= menuUpdatedAt ? Number.POSITIVE_INFINITY : 0),
      }),
    ),
  );
  const found = new Map<number, ReadonlySet<number>>();
  for (const answer of answers) {
    // A dish whose details could not be read is judged by the menu alone, as before they came.
    if (answer.status === 'rejected') continue;
    const product: ProductDetails = answer.value;
    const onSale = product.variations.flatMap((variation) =>
      variation.values
        .filter((value) => value.current_stock === null || value.current_stock > 0)
        .map((value) => value.option_id),
    );
    found.set(product.id, new Set(onSale));
  }
  return found;
}
