import { useMemo, useState } from 'react';
import { vi } from 'vitest';
import type { NewCartItem } from '@/lib/cart-item';
import { renderWithProviders } from '@/testing/render-app';
import type { FavouriteButtonSlot } from '../components/dish-card';
import { MenuSection } from '../components/menu-section';

/** A stand-in for the basket feature: remembers what was added and counts it per dish. */
type MenuWithBasketProps = {
  onAdd: (item: NewCartItem) => void;
  favouriteButton?: FavouriteButtonSlot | undefined;
  allergenStatement?: string | undefined;
};

function MenuWithBasket({ onAdd, favouriteButton, allergenStatement }: MenuWithBasketProps) {
  const [items, setItems] = useState<NewCartItem[]>([]);
  const basket = useMemo(() => {
    const quantities = new Map<number, number>();
    for (const item of items)
      quantities.set(item.productId, (quantities.get(item.productId) ?? 0) + item.quantity);
    return {
      quantities,
      add: (item: NewCartItem) => {
        onAdd(item);
        setItems((current) => [...current, item]);
      },
    };
  }, [items, onAdd]);
  return (
    <MenuSection
      basket={basket}
      allergenStatement={allergenStatement}
      {...(favouriteButton ? { favouriteButton } : {})}
    />
  );
}

/** The menu section with a basket beside it, as the home route composes it. */
export function renderMenuWithBasket({
  favouriteButton,
  allergenStatement,
}: {
  favouriteButton?: FavouriteButtonSlot;
  allergenStatement?: string;
} = {}) {
  const onAdd = vi.fn<(item: NewCartItem) => void>();
  const view = renderWithProviders(
    <MenuWithBasket onAdd={onAdd} favouriteButton={favouriteButton} allergenStatement={allergenStatement} />,
  );
  return { ...view, onAdd };
}
