import type { DishPhoto } from '@tiffin/core';
import { describe, expect, it } from 'vitest';
import { DISH_FALLBACK_IMAGE, photoSrcSet, productImageUrl } from './product-image';

describe('a product image address', () => {
  it('puts a file name under the product storage path', () => {
    expect(productImageUrl('naan.svg')).toBe('/storage/app/public/product/naan.svg');
    expect(productImageUrl('lamb rogan josh.jpg')).toBe(
      '/storage/app/public/product/lamb%20rogan%20josh.jpg',
    );
  });

  it('keeps the slashes of an uploaded or demo photo’s path, the folder the server serves it from', () => {
    expect(productImageUrl('uploads/0123456789abcdef0123-1280.jpg')).toBe(
      '/storage/app/public/product/uploads/0123456789abcdef0123-1280.jpg',
    );
    expect(productImageUrl('demo/lamb rogan josh-1280.jpg')).toBe(
      '/storage/app/public/product/demo/lamb%20rogan%20josh-1280.jpg',
    );
  });

  it('builds srcset’s addresses the same way as src', () => {
    const photo: DishPhoto = {
      base: 'demo/chicken tikka',
      widths: [320, 640],
      width: 640,
      height: 480,
      placeholder: 'data:image/webp;base64,UklGRg==',
    };
    expect(photoSrcSet(photo, 'jpg')).toBe(
      `${productImageUrl('demo/chicken tikka-320.jpg')} 320w, ${productImageUrl('demo/chicken tikka-640.jpg')} 640w`,
    );
  });

  it('keeps an absolute address', () => {
    expect(productImageUrl('https://cdn.example.ie/naan.jpg')).toBe('https://cdn.example.ie/naan.jpg');
  });

  it('uses the fallback plate when there is no image', () => {
    expect(productImageUrl(null)).toBe(DISH_FALLBACK_IMAGE);
    expect(productImageUrl('')).toBe(DISH_FALLBACK_IMAGE);
  });
});
