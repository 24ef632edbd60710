import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CONFIG_VARIABLES,
  ConfigError,
  DEVELOPMENT_VAPID_KEYS,
  loadConfig,
  tileSourceForCsp,
} from './config.ts';

describe('loadConfig', () => {
  it('runs with nothing set: port 3000 on PGlite in ./data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, nodeEnv: 'development', databaseUrl: undefined });
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/x' }, 'DATABASE_URL: must start with postgres:// or postgresql://'],
    [{ SMTP_URL: 'localhost:25' }, 'SMTP_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ NODE_ENV: 'production' }, 'PUBLIC_URL: is required when NODE_ENV is production'],
    [
      { NODE_ENV: 'production', PUBLIC_URL: 'https://order.tiffin.ie' },
      'GEOCODER: is required when NODE_ENV is production (offline, nominatim, google)',
    ],
    [
      { NODE_ENV: 'production', PUBLIC_URL: 'https://order.tiffin.ie', GEOCODER: 'nominatim' },
      'PAYMENT_GATEWAY: is required when NODE_ENV is production (stripe, none)',
    ],
    [
      {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://order.tiffin.ie',
        GEOCODER: 'nominatim',
        PAYMENT_GATEWAY: 'simulated',
      },
      'PAYMENT_GATEWAY: the simulated gateway is refused when NODE_ENV is production',
    ],
    [{ PAYMENT_GATEWAY: 'paypal' }, 'PAYMENT_GATEWAY: must be one of stripe, simulated, none'],
    [{ PAYMENT_GATEWAY: 'stripe' }, 'STRIPE_SECRET_KEY: is required when PAYMENT_GATEWAY is stripe'],
    [
      { PAYMENT_GATEWAY: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' },
      'STRIPE_WEBHOOK_SECRET: is required when PAYMENT_GATEWAY is stripe',
    ],
    [{ STRIPE_SECRET_KEY: 'pk_test_abc' }, 'STRIPE_SECRET_KEY: must be a Stripe secret key'],
    [{ GEOCODER: 'google' }, 'GOOGLE_MAPS_API_KEY: is required when GEOCODER is google'],
    [{ GEOCODER: 'mapbox' }, 'GEOCODER: must be one of offline, nominatim, google'],
    [{ NOMINATIM_URL: 'nominatim.local' }, 'NOMINATIM_URL'],
    [{ MAP_TILE_URL: 'https://tiles.example.ie/tile.png' }, 'MAP_TILE_URL: must contain {z}, {x} and {y}'],
    [{ MAP_MAX_ZOOM: '30' }, 'MAP_MAX_ZOOM'],
  ])('refuses %j, naming the variable', (env, expected) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(expected);
  });

  it('reads the Apple Pay domain file once, refusing a path it cannot read or an empty file', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tiffin-config-'));
    fs.writeFileSync(path.join(dir, 'association'), '7B22707370227D');
    fs.writeFileSync(path.join(dir, 'empty'), '\n');

    expect(loadConfig({}).applePayDomainAssociation).toBeNull();
    expect(
      loadConfig({ APPLE_PAY_DOMAIN_ASSOCIATION_FILE: path.join(dir, 'association') })
        .applePayDomainAssociation,
    ).toBe('7B22707370227D');
    expect(() => loadConfig({ APPLE_PAY_DOMAIN_ASSOCIATION_FILE: path.join(dir, 'missing') })).toThrow(
      'APPLE_PAY_DOMAIN_ASSOCIATION_FILE: cannot be read',
    );
    expect(() => loadConfig({ APPLE_PAY_DOMAIN_ASSOCIATION_FILE: path.join(dir, 'empty') })).toThrow(
      'APPLE_PAY_DOMAIN_ASSOCIATION_FILE: the file is empty',
    );
  });

  it('gives the site’s own address from PUBLIC_URL’s origin, or this port outside production', () => {
    expect(loadConfig({}).siteUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '4300' }).siteUrl).toBe('http://localhost:4300');
    expect(loadConfig({ PUBLIC_URL: 'https://order.tiffin.ie/' }).siteUrl).toBe('https://order.tiffin.ie');
  });

  it('accepts a full production configuration', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://order.tiffin.ie',
      DATABASE_URL: 'postgres://tiffin@db:5432/tiffin',
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      PORT: '8080',
      GEOCODER: 'nominatim',
      PAYMENT_GATEWAY: 'none',
    });
    expect(config).toMatchObject({ port: 8080, publicUrl: 'https://order.tiffin.ie' });
    expect(config.geocoder).toMatchObject({
      kind: 'nominatim',
      nominatimUrl: 'https://nominatim.openstreetmap.org',
      userAgent: 'Tiffin/0.1.0 (+https://order.tiffin.ie)',
    });
  });

  it('geocodes offline and draws OpenStreetMap tiles when nothing is set outside production', () => {
    const config = loadConfig({});
    expect(config.paymentGateway).toBe('simulated');
    expect(config.geocoder).toMatchObject({ kind: 'offline', userAgent: 'Tiffin/0.1.0' });
    expect(config.map).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
      maxZoom: 19,
    });
  });

  it('takes Google with its key, and an explicit user agent for Nominatim', () => {
    expect(loadConfig({ GEOCODER: 'google', GOOGLE_MAPS_API_KEY: 'AIza-test' }).geocoder).toMatchObject({
      kind: 'google',
      googleApiKey: 'AIza-test',
      googleGeocodingUrl: 'https://maps.googleapis.com/maps/api/geocode/json',
    });
    expect(
      loadConfig({ GEOCODER: 'nominatim', GEOCODER_USER_AGENT: 'TiffinCashel/1.0 (orders@example.ie)' })
        .geocoder.userAgent,
    ).toBe('TiffinCashel/1.0 (orders@example.ie)');
  });

  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://*.tile.openstreetmap.org'],
    ['http://tiles.local:8080/{z}/{x}/{y}.png', 'http://tiles.local:8080'],
    ['https://a{s}.maps.example.ie/{z}/{x}/{y}.png', 'https://*.maps.example.ie'],
  ])('lets the browser load the tiles of %s from %s', (tileUrl, source) => {
    expect(tileSourceForCsp(tileUrl)).toBe(source);
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['true', true],
    ['2', 2],
    ['10.0.0.1, 10.0.0.0/8', ['10.0.0.1', '10.0.0.0/8']],
  ])('reads TRUST_PROXY=%j as %j', (value, trustProxy) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
  });

  it('refuses a TRUST_PROXY that is none of those', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow('TRUST_PROXY');
  });
});

describe('web push (decision 053)', () => {
  const production = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://order.tiffin.ie',
    GEOCODER: 'nominatim',
    PAYMENT_GATEWAY: 'none',
  };
  const keys = {
    VAPID_PUBLIC_KEY: 'B'.repeat(87),
    VAPID_PRIVATE_KEY: 'p'.repeat(43),
  };

  it('pushes with the development keys outside production, and is off in production without keys', () => {
    expect(loadConfig({}).push).toMatchObject({
      vapidPublicKey: DEVELOPMENT_VAPID_KEYS.publicKey,
      allowLocalPushService: false,
    });
    expect(loadConfig(production).push).toBeNull();
  });

  it('takes the keys configured, with the site as the contact, and never local endpoints in production', () => {
    expect(loadConfig({ ...production, ...keys, PUSH_ALLOW_HTTP: 'true' }).push).toEqual({
      vapidPublicKey: keys.VAPID_PUBLIC_KEY,
      vapidPrivateKey: keys.VAPID_PRIVATE_KEY,
      vapidSubject: 'https://order.tiffin.ie',
      allowLocalPushService: false,
    });
    expect(loadConfig({ NODE_ENV: 'test', PUSH_ALLOW_HTTP: 'true' }).push?.allowLocalPushService).toBe(true);
  });

  it('refuses one key without the other', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(
      'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither',
    );
  });
});

describe('the variables', () => {
  const repoFile = (name: string) =>
    fs.readFileSync(path.join(import.meta.dirname, '../../..', name), 'utf8');

  it("are each in .env.example and in the README's table", () => {
    const example = new Set([...repoFile('.env.example').matchAll(/^([A-Z_]+)=/gm)].map((match) => match[1]));
    // The table's rows: each starts with its variables' names.
    const table = repoFile('README.md')
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => line.split(' | ')[0])
      .join('\n');
    expect(CONFIG_VARIABLES.filter((name) => !example.has(name))).toEqual([]);
    expect(CONFIG_VARIABLES.filter((name) => !table.includes(`\`${name}\``))).toEqual([]);
  });
});
