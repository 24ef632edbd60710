import { describe, expect, it } from 'vitest';
import { countryList } from './countries';

describe('the billing countries', () => {
  it('are every country Intl names, sorted by name, without groupings', () => {
    const countries = countryList();
    expect(countries.length).toBeGreaterThan(240);
    expect(countries).toContainEqual({ code: 'IE', name: 'Ireland' });
    expect(countries).toContainEqual({ code: 'PK', name: 'Pakistan' });
    expect(countries.map((country) => country.code)).not.toContain('EU');
    const names = countries.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-IE')));
  });
});
