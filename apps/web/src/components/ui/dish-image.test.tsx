import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { DISH_FALLBACK_IMAGE } from '@/lib/product-image';
import { DishImage } from './dish-image';

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
});
