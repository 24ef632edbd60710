import type { DishPhoto } from '@tiffin/core';
import { useEffect, useRef, useState } from 'react';
import { DISH_FALLBACK_IMAGE, photoSrcSet, productImageUrl } from '@/lib/product-image';

/** Product images are drawn 4:3; the attributes let the browser reserve the space before loading. */
const IMAGE_WIDTH = 400;
const IMAGE_HEIGHT = 300;

/**
 * How wide a card's photo is drawn (menu-section.tsx's grid): a 116 px thumbnail below 640 px,
 * half the page in two columns, about 370 px in three (or two beside the basket) from 1024 px.
 */
export const CARD_PHOTO_SIZES = '(min-width: 1024px) 380px, (min-width: 640px) 50vw, 116px';

type DishImageProps = {
  image: string | null;
  /** The sizes the pipeline made of it (issue 34); without, `image` is shown as it is. */
  photo?: DishPhoto | undefined;
  /** The dish name: the image shows the dish, so its name is its text alternative. */
  alt: string;
  /**
   * Load now instead of when scrolled near (the first cards on the page); 'high' for the first of
   * them, most likely the page's largest image at first (its LCP), fetched before the others.
   */
  eager?: boolean | 'high';
  /** How wide it is drawn, for the browser to pick from the sizes (`sizes`); a card's by default */
  sizes?: string;
  className?: string;
};

/** Loading is over and nothing could be drawn: the image failed (a missing file, a broken one). */
function hasFailedToLoad(image: HTMLImageElement): boolean {
  return image.complete && image.naturalWidth === 0;
}

/** A dish photo that falls back to a neutral plate when there is none or it fails to load. */
export function DishImage({
  image,
  photo,
  alt,
  eager = false,
  sizes = CARD_PHOTO_SIZES,
  className = '',
}: DishImageProps) {
  const [failed, setFailed] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);
  const src = failed ? DISH_FALLBACK_IMAGE : productImageUrl(image);

  // A server-rendered image may fail before the page's code runs (or before a deferred section
  // hydrates): its error event is gone by the time onError is attached, so look once mounted.
  useEffect(() => {
    if (imageRef.current !== null && hasFailedToLoad(imageRef.current)) setFailed(true);
  }, []);

  const sized = failed ? undefined : photo;
  // AVIF, else WebP, else the JPEG: each browser takes the first type it reads, at the width it
  // needs. The placeholder, a tiny blurred copy, is the background the photo is drawn over.
  return (
    <picture className="contents">
      {sized &&
        (['avif', 'webp'] as const).map((format) => (
          <source key={format} type={`image/${format}`} srcSet={photoSrcSet(sized, format)} sizes={sizes} />
        ))}
      <img
        ref={imageRef}
        src={src}
        srcSet={sized && photoSrcSet(sized, 'jpg')}
        sizes={sized && sizes}
        alt={alt}
        width={IMAGE_WIDTH}
        height={IMAGE_HEIGHT}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager === 'high' ? 'high' : undefined}
        decoding="async"
        onError={() => setFailed(true)}
        style={sized && { background: `url(${sized.placeholder}) 0 0/cover` }}
        className={`aspect-[4/3] h-auto w-full bg-cream-deep object-cover ${className}`}
      />
    </picture>
  );
}
