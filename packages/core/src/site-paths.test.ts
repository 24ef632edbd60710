import { describe, expect, it } from 'vitest';
import { canonicalPath, isSitePath, sitePaths } from './site-paths.ts';

describe('canonicalPath', () => {
  it.each([
    ['/menu', '/menu'],
    ['/MENU', '/menu'],
    ['/Menu/', '/menu'],
    ['/m%65nu', '/menu'],
    ['/M%45NU//', '/menu'],
    ['//menu', '/menu'],
    ['/', '/'],
    ['//', '/'],
    ['/profile//personal/', '/profile/personal'],
  ])('spells %s as %s', (pathname, canonical) => {
    expect(canonicalPath(pathname)).toBe(canonical);
  });

  it('has no spelling for a path that cannot be decoded', () => {
    expect(canonicalPath('/%E0%A4%A')).toBeUndefined();
  });

  it('leaves every page path as it is', () => {
    for (const path of Object.values(sitePaths)) expect(canonicalPath(path)).toBe(path);
  });
});

describe('isSitePath', () => {
  it('knows the pages and nothing else', () => {
    expect(isSitePath('/contact-us')).toBe(true);
    expect(isSitePath('/delete-account.php')).toBe(true);
    expect(isSitePath('/Contact-us')).toBe(false);
    expect(isSitePath('/wp-admin')).toBe(false);
  });
});
