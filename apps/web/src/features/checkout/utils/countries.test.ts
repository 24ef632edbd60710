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

  it('name each country once, under its current code (not Serbia three times)', () => {
    const countries = countryList();
    const names = countries.map((country) => country.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    for (const [code, name] of [
      ['RS', 'Serbia'],
      ['DE', 'Germany'],
      ['FR', 'France'],
      ['GB', 'United Kingdom'],
      ['RU', 'Russia'],
    ]) {
      expect(countries.filter((country) => country.name === name)).toEqual([{ code, name }]);
    }
    const codes = countries.map((country) => country.code);
    for (const old of ['CS', 'YU', 'DD', 'FX', 'UK', 'SU']) expect(codes).not.toContain(old);
  });
});
