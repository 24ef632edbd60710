import { describe, expect, it } from 'vitest';
import { canonicalPath, isSitePath, sitePaths } from './site-paths.ts';
import { isStaffPagePath, staffPages } from './staff-pages.ts';

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

describe('the staff pages (decision 062)', () => {
  it('are the paths of the staff list, an order’s ticket for any id of up to ten digits', () => {
    for (const path of ['/staff', '/staff/menu', '/staff/team', '/staff/password', '/staff/orders/12/ticket'])
      expect(isStaffPagePath(path), path).toBe(true);
    expect(staffPages.map((page) => page.path)).toContain('/staff/orders/:orderId/ticket');
  });

  it('are nothing else: no other path under /staff, no id that is not digits, no prefix or tail', () => {
    for (const path of [
      '/staff/',
      '/staff/nope',
      '/staff/orders',
      '/staff/orders/abc/ticket',
      '/staff/orders/12345678901/ticket',
      '/staff/menu/1',
      '/x/staff',
      '/staffs',
    ])
      expect(isStaffPagePath(path), path).toBe(false);
  });
});
