import { describe, expect, it } from 'vitest';
import { DISH_FALLBACK_IMAGE, productImageUrl } from './product-image';

describe('a product image address', () => {
  it('puts a file name under the product storage path', () => {
    expect(productImageUrl('naan.svg')).toBe('/storage/app/public/product/naan.svg');
    expect(productImageUrl('lamb rogan josh.jpg')).toBe(
      '/storage/app/public/product/lamb%20rogan%20josh.jpg',
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
