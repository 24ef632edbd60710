import { act, fireEvent, render } from '@testing-library/react';
import type { DishPhoto } from '@tiffin/core';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { DISH_FALLBACK_IMAGE } from '@/lib/product-image';
import { CARD_PHOTO_SIZES, DishImage } from './dish-image';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/**
 * The page as the server sent it, with its image already settled as the browser left it before
 * the page's code ran (no error event will come again), then hydrated.
 */
function hydrateAfterImageSettled({ complete, naturalWidth }: { complete: boolean; naturalWidth: number }) {
  const element = <DishImage image="lamb-rogan-josh.webp" alt="Lamb Rogan Josh" />;
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const image = container.querySelector('img') as HTMLImageElement;
  Object.defineProperty(image, 'complete', { configurable: true, value: complete });
  Object.defineProperty(image, 'naturalWidth', { configurable: true, value: naturalWidth });
  act(() => {
    root = hydrateRoot(container, element);
  });
  return image;
}

describe('DishImage', () => {
  it('an image that failed before the page was hydrated shows the fallback photo', () => {
    const image = hydrateAfterImageSettled({ complete: true, naturalWidth: 0 });
    expect(image.getAttribute('src')).toBe(DISH_FALLBACK_IMAGE);
  });

  it('an image that loaded, or is still loading, keeps its own photo', () => {
    const loaded = hydrateAfterImageSettled({ complete: true, naturalWidth: 400 });
    expect(loaded.getAttribute('src')).toBe('/storage/app/public/product/lamb-rogan-josh.webp');
    act(() => root?.unmount());
    const loading = hydrateAfterImageSettled({ complete: false, naturalWidth: 0 });
    expect(loading.getAttribute('src')).toBe('/storage/app/public/product/lamb-rogan-josh.webp');
  });

  const photo: DishPhoto = {
    base: 'uploads/0123456789abcdef0123',
    widths: [320, 640, 960],
    width: 960,
    height: 720,
    placeholder: 'data:image/webp;base64,UklGRg==',
  };
  const at = '/storage/app/public/product/uploads/0123456789abcdef0123';

  it('a photo the pipeline made offers AVIF, then WebP, then JPEG, at every width, over its placeholder', () => {
    const { container } = render(
      <DishImage image={`${photo.base}-960.jpg`} photo={photo} alt="Lamb Rogan Josh" eager="high" />,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.getAttribute('srcset')).toBe(
      `${at}-320.avif 320w, ${at}-640.avif 640w, ${at}-960.avif 960w`,
    );
    expect(sources[1]?.getAttribute('sizes')).toBe(CARD_PHOTO_SIZES);
    const image = container.querySelector('picture > img') as HTMLImageElement;
    expect(image.getAttribute('srcset')).toBe(`${at}-320.jpg 320w, ${at}-640.jpg 640w, ${at}-960.jpg 960w`);
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['400', '300']);
    expect(image.style.background).toContain(photo.placeholder);
    expect([image.getAttribute('loading'), image.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
  });

  it('a photo further down loads lazily, and one that fails gives way to the fallback alone', () => {
    const { container } = render(<DishImage image={`${photo.base}-960.jpg`} photo={photo} alt="Dal" />);
    const image = container.querySelector('img') as HTMLImageElement;
    expect([image.getAttribute('loading'), image.getAttribute('fetchpriority')]).toEqual(['lazy', null]);
    fireEvent.error(image);
    expect(container.querySelector('source')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe(DISH_FALLBACK_IMAGE);
    expect(container.querySelector('img')?.hasAttribute('srcset')).toBe(false);
  });
});
