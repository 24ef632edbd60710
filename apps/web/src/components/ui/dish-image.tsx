import { useEffect, useRef, useState } from 'react';
import { DISH_FALLBACK_IMAGE, productImageUrl } from '@/lib/product-image';

/** Product images are drawn 4:3; the attributes let the browser reserve the space before loading. */
const IMAGE_WIDTH = 400;
const IMAGE_HEIGHT = 300;

type DishImageProps = {
  image: string | null;
  /** The dish name: the image shows the dish, so its name is its text alternative. */
  alt: string;
  /** Load now instead of when scrolled near (the first cards on the page). */
  eager?: boolean;
  className?: string;
};

/** Loading is over and nothing could be drawn: the image failed (a missing file, a broken one). */
function hasFailedToLoad(image: HTMLImageElement): boolean {
  return image.complete && image.naturalWidth === 0;
}

/** A dish photo that falls back to a neutral plate when there is none or it fails to load. */
export function DishImage({ image, alt, eager = false, className = '' }: DishImageProps) {
  const [failed, setFailed] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);
  const src = failed ? DISH_FALLBACK_IMAGE : productImageUrl(image);

  // A server-rendered image may fail before the page's code runs (or before a deferred section
  // hydrates): its error event is gone by the time onError is attached, so look once mounted.
  useEffect(() => {
    if (imageRef.current !== null && hasFailedToLoad(imageRef.current)) setFailed(true);
  }, []);

  return (
    <img
      ref={imageRef}
      src={src}
      alt={alt}
      width={IMAGE_WIDTH}
      height={IMAGE_HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      className={`aspect-[4/3] h-auto w-full bg-cream-deep object-cover ${className}`}
    />
  );
}
