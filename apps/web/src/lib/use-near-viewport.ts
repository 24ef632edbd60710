import { type RefObject, useEffect, useState } from 'react';
import { isServerRender } from './server-render';

/**
 * Becomes true once the element comes within `rootMargin` of the viewport, and stays true: for
 * parts far down a page whose code or images need not load with the first view. Where the browser
 * has no IntersectionObserver (or in tests) it is true at once; on the server, which renders the
 * first view, it is false.
 */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin = '600px'): boolean {
  const [near, setNear] = useState(() => !isServerRender && typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || element === null) return;
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
