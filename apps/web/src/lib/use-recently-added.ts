import { ADDED_TO_CART_MS } from '@tiffin/core';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The dishes added in the last 3 s, whose card says 'ADDED TO CART!' (visitor-side §2; the menu's
 * cards and the favourites page's, §4). Adding the same dish again starts its 3 s again.
 */
export function useRecentlyAdded() {
  const [added, setAdded] = useState<ReadonlySet<number>>(() => new Set());
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const markAdded = useCallback((productId: number) => {
    const previous = timers.current.get(productId);
    if (previous !== undefined) clearTimeout(previous);
    setAdded((current) => new Set(current).add(productId));
    timers.current.set(
      productId,
      setTimeout(() => {
        timers.current.delete(productId);
        setAdded((current) => {
          const next = new Set(current);
          next.delete(productId);
          return next;
        });
      }, ADDED_TO_CART_MS),
    );
  }, []);

  return { recentlyAdded: added, markAdded };
}
