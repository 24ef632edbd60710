import { describe, expect, it } from 'vitest';
import { readAuthNavigationState } from './navigation-state';

describe('the navigation state of the sign-in pages', () => {
  it('defaults to home, no notice, no checkout return', () => {
    expect(readAuthNavigationState(null)).toEqual({ from: '/', message: null, returnAfterLogin: false });
  });

  it('reads from as a path or a location, with its query', () => {
    expect(readAuthNavigationState({ from: '/profile' }).from).toBe('/profile');
    expect(readAuthNavigationState({ from: { pathname: '/favourites', search: '?x=1' } }).from).toBe(
      '/favourites?x=1',
    );
  });

  it('never returns to another site or to the sign-in pages', () => {
    expect(readAuthNavigationState({ from: '//evil.example' }).from).toBe('/');
    expect(readAuthNavigationState({ from: 'https://evil.example' }).from).toBe('/');
    expect(readAuthNavigationState({ from: '/login' }).from).toBe('/');
    expect(readAuthNavigationState({ from: '/register?x' }).from).toBe('/');
  });

  it('keeps the notice and the checkout flag', () => {
    expect(
      readAuthNavigationState({ from: '/check-out', message: 'Please sign in', returnAfterLogin: true }),
    ).toEqual({ from: '/check-out', message: 'Please sign in', returnAfterLogin: true });
  });
});
