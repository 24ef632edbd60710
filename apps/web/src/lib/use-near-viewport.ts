import { type RefObject, useEffect, useState } from 'react';

/**
 * Becomes true once the element comes within `rootMargin` of the viewport, and stays true: for
 * parts far down a page whose code or images need not load with the first view. False in the first
 * render (the server's, and hydration's); where the browser has no IntersectionObserver (or in
 * tests) it becomes true at once after it.
 */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin = '600px'): boolean {
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (near || element === null) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, rootMargin]);

  return near;
}
