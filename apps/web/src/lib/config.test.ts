import { describe, expect, it } from 'vitest';
import { parseApiBaseUrl } from './config';

describe('the API address setting', () => {
  it('means the page’s own origin when unset or empty', () => {
    expect(parseApiBaseUrl(undefined)).toBe('');
    expect(parseApiBaseUrl('  ')).toBe('');
  });

  it('accepts an http(s) origin and drops a trailing slash', () => {
    expect(parseApiBaseUrl('https://api.tiffin.ie/')).toBe('https://api.tiffin.ie');
  });

  it('refuses anything else with a clear message', () => {
    expect(() => parseApiBaseUrl('api.tiffin.ie')).toThrow(/VITE_API_URL/);
    expect(() => parseApiBaseUrl('ftp://api.tiffin.ie')).toThrow(/http or https/);
  });
});
