import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { StripeGatewayConfig } from './adapters/payments/stripe-gateway.ts';
import type { TwilioConfig } from './adapters/sms/twilio.ts';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const GEOCODERS = ['offline', 'nominatim', 'google'] as const;
export type GeocoderKind = (typeof GEOCODERS)[number];

/** The card gateway (adapters/payments); 'none' takes cash only. */
export const PAYMENT_GATEWAYS = ['stripe', 'simulated', 'none'] as const;
export type PaymentGatewayKind = (typeof PAYMENT_GATEWAYS)[number];

const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

const urlOf = (protocols: string[]) =>
  z
    .url({ error: `must be a URL starting with ${protocols.join(' or ')}` })
    .refine(
      (value) => protocols.some((protocol) => value.startsWith(protocol)),
      `must start with ${protocols.join(' or ')}`,
    );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  UPLOAD_DIR: z.string().min(1).default('./uploads'),
  DATABASE_URL: urlOf(['postgres://', 'postgresql://']).optional(),
  PUBLIC_URL: urlOf(['http://', 'https://']).optional(),
  SMTP_URL: urlOf(['smtp://', 'smtps://']).optional(),
  REDIS_URL: urlOf(['redis://', 'rediss://']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).default(path.join(apiRoot, '../web/dist')),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d+|[0-9a-fA-F.:/]+(,\s*[0-9a-fA-F.:/]+)*)$/, {
      error: "must be 'true', 'false', a number of proxies, or the proxies' addresses separated by commas",
    })
    .default('false'),
  GEOCODER: z.enum(GEOCODERS, { error: `must be one of ${GEOCODERS.join(', ')}` }).optional(),
  PAYMENT_GATEWAY: z
    .enum(PAYMENT_GATEWAYS, { error: `must be one of ${PAYMENT_GATEWAYS.join(', ')}` })
    .optional(),
  PAYMENT_UNUSED_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(30),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, { error: 'must be a Stripe secret key (sk_…)' })
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, { error: 'must be a Stripe publishable key (pk_…)' })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, { error: 'must be a webhook signing secret (whsec_…)' })
    .optional(),
  STRIPE_API_URL: urlOf(['http://', 'https://']).optional(),
  APPLE_PAY_DOMAIN_ASSOCIATION_FILE: z.string().min(1).optional(),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[\w-]{87}$/, { error: 'must be a VAPID public key (base64url)' })
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[\w-]{43}$/, { error: 'must be a VAPID private key (base64url)' })
    .optional(),
  VAPID_SUBJECT: urlOf(['mailto:', 'https://']).optional(),
  /** Tests only: lets a subscription's endpoint be a local fake push service (http, loopback) */
  PUSH_ALLOW_HTTP: z.enum(['true', 'false']).default('false'),
  NOMINATIM_URL: urlOf(['http://', 'https://']).default('https://nominatim.openstreetmap.org'),
  GEOCODER_USER_AGENT: z
    .string()
    .regex(/^[\x20-\x7e]+$/, { error: 'must be printable ASCII on one line (an HTTP header)' })
    .optional(),
  GOOGLE_MAPS_API_KEY: z.string().min(1).optional(),
  GOOGLE_GEOCODING_URL: urlOf(['http://', 'https://']).default(
    'https://maps.googleapis.com/maps/api/geocode/json',
  ),
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s]+\/\S*$/, { error: 'must be an http:// or https:// URL template' })
    .refine((value) => ['{z}', '{x}', '{y}'].every((part) => value.includes(part)), {
      error: 'must contain {z}, {x} and {y}',
    })
    .default(OSM_TILE_URL),
  MAP_TILE_ATTRIBUTION: z.string().min(1).default(OSM_ATTRIBUTION),
  MAP_MAX_ZOOM: z.coerce.number().int().min(1).max(22).default(19),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-f]{32}$/, { error: 'must be a Twilio account sid (AC…)' })
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z
    .string()
    .regex(/^(\+\d{8,15}|MG[0-9a-f]{32})$/, {
      error: 'must be a sending number (+353…) or a Messaging Service sid (MG…)',
    })
    .optional(),
  TWILIO_API_URL: urlOf(['http://', 'https://']).default('https://api.twilio.com'),
});

/** Every variable the server reads: README's table and .env.example list each (config.test.ts). */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape);

/**
 * Which `X-Forwarded-For` the server believes (Fastify's `trustProxy`): none by default, as a client
 * could name any address and so escape the per-address limits; every proxy ('true'), the nearest N,
 * or the listed proxy addresses and networks.
 */
function trustProxyFrom(value: string): boolean | number | string[] {
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((address) => address.trim());
}

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** PGlite's directory; unused when databaseUrl is set. `memory://` keeps it in memory. */
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  /**
   * The site's origin for the addresses it gives of itself (sitemap, structured data, link
   * previews): PUBLIC_URL's, or this machine's port outside production
   */
  siteUrl: string;
  smtpUrl: string | undefined;
  /** Shared rate-limit counters for several instances; unset keeps them in process memory. */
  redisUrl: string | undefined;
  logLevel: string;
  webDistDir: string;
  /** Fastify's `trustProxy`: which proxies' X-Forwarded-For gives the client's address. */
  trustProxy: boolean | number | string[];
  storageDir: string;
  /** Where the dish photos the staff upload are kept (served beside the seeded ones) */
  uploadDir: string;
  migrationsDir: string;
  geocoder: GeocoderConfig;
  map: MapTilesConfig;
  /** Which card gateway takes card payments: the simulated one by default outside production */
  paymentGateway: PaymentGatewayKind;
  /** Stripe's keys and webhook secret, when PAYMENT_GATEWAY is stripe */
  stripe: StripeGatewayConfig | undefined;
  /** A card payment nobody paid is canceled after this many minutes */
  paymentUnusedMinutes: number;
  /**
   * Apple's domain association file for Apple Pay on the web (issue 52), served at
   * /.well-known/apple-developer-merchantid-domain-association; null when not configured
   */
  applePayDomainAssociation: string | null;
  /** Web push (decision 053); null when production has no VAPID keys: push is then off */
  push: PushConfig | null;
  /** Twilio's account for the guard's texts (decision 073); null: the texts are written to the log */
  twilio: TwilioConfig | null;
};

/** The VAPID keys the push services check the site's pushes against, and who to contact about them. */
export type PushConfig = {
  vapidPublicKey: string;
  vapidPrivateKey: string;
  vapidSubject: string;
  /**
   * The tests' local fake push service is admitted (http or https, any port, a loopback address);
   * otherwise only https on 443 at a DNS name whose addresses are public (decision 060)
   */
  allowLocalPushService: boolean;
};

/**
 * A key pair for development and tests only, so `npm start` pushes without setup: its private half
 * is public here, so production must configure its own (`npx web-push generate-vapid-keys`).
 */
export const DEVELOPMENT_VAPID_KEYS = {
  publicKey: 'BBYXzNTfLe2VStUubjvXDHxXlv1lflEvcbMxzkPUGu9BX9sDPstOldx3fzCXNc52TcfMHSi-8zP71hCBcwXVmyk',
  privateKey: 'NSudPw--gxwcDgr2Czoy8iGWRAVP1xFRX7igemadPOM',
};

/** Which place-search provider the server asks, and how to reach it (adapters/geocoder). */
export type GeocoderConfig = {
  kind: GeocoderKind;
  nominatimUrl: string;
  /** Sent to Nominatim, whose usage policy asks every application to identify itself. */
  userAgent: string;
  googleApiKey: string | undefined;
  googleGeocodingUrl: string;
};

/** How the browser draws maps: Leaflet's tile template, the tiles' credit and deepest zoom. */
export type MapTilesConfig = { tileUrl: string; attribution: string; maxZoom: number };

export class ConfigError extends Error {}

/** Reads the environment once; nothing else in the server touches process.env. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(blankless);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(
      `Invalid configuration:\n${lines.join('\n')}\nSee .env.example for every variable.`,
    );
  }
  const values = parsed.data;
  if (values.NODE_ENV === 'production' && !values.PUBLIC_URL) {
    throw new ConfigError('Invalid configuration:\n  PUBLIC_URL: is required when NODE_ENV is production');
  }
  // The offline geocoder knows towns, not streets: a real site must choose its provider on purpose.
  if (values.NODE_ENV === 'production' && !values.GEOCODER) {
    throw new ConfigError(
      `Invalid configuration:\n  GEOCODER: is required when NODE_ENV is production (${GEOCODERS.join(', ')})`,
    );
  }
  // The simulated gateway takes test cards and moves no money: never where customers really pay.
  if (
    values.NODE_ENV === 'production' &&
    (!values.PAYMENT_GATEWAY || values.PAYMENT_GATEWAY === 'simulated')
  ) {
    throw new ConfigError(
      values.PAYMENT_GATEWAY === 'simulated'
        ? 'Invalid configuration:\n  PAYMENT_GATEWAY: the simulated gateway is refused when NODE_ENV is production'
        : `Invalid configuration:\n  PAYMENT_GATEWAY: is required when NODE_ENV is production (${PAYMENT_GATEWAYS.filter((kind) => kind !== 'simulated').join(', ')})`,
    );
  }
  const stripe = stripeConfigOf(values);
  if (values.GEOCODER === 'google' && !values.GOOGLE_MAPS_API_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  GOOGLE_MAPS_API_KEY: is required when GEOCODER is google',
    );
  }
  return {
    nodeEnv: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir: values.DATA_DIR === 'memory://' ? values.DATA_DIR : path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    publicUrl: values.PUBLIC_URL,
    siteUrl: values.PUBLIC_URL ? new URL(values.PUBLIC_URL).origin : `http://localhost:${values.PORT}`,
    smtpUrl: values.SMTP_URL,
    redisUrl: values.REDIS_URL,
    logLevel: values.LOG_LEVEL,
    webDistDir: path.resolve(values.WEB_DIST_DIR),
    trustProxy: trustProxyFrom(values.TRUST_PROXY),
    storageDir: path.join(apiRoot, 'storage'),
    uploadDir: path.resolve(values.UPLOAD_DIR),
    migrationsDir: path.join(apiRoot, 'drizzle'),
    geocoder: {
      kind: values.GEOCODER ?? 'offline',
      nominatimUrl: values.NOMINATIM_URL.replace(/\/+$/, ''),
      userAgent: values.GEOCODER_USER_AGENT ?? defaultUserAgent(values.PUBLIC_URL),
      googleApiKey: values.GOOGLE_MAPS_API_KEY,
      googleGeocodingUrl: values.GOOGLE_GEOCODING_URL,
    },
    map: {
      tileUrl: values.MAP_TILE_URL,
      attribution: values.MAP_TILE_ATTRIBUTION,
      maxZoom: values.MAP_MAX_ZOOM,
    },
    paymentGateway: values.PAYMENT_GATEWAY ?? 'simulated',
    stripe,
    paymentUnusedMinutes: values.PAYMENT_UNUSED_MINUTES,
    applePayDomainAssociation: applePayFileOf(values.APPLE_PAY_DOMAIN_ASSOCIATION_FILE),
    push: pushConfigOf(values),
    twilio: twilioConfigOf(values),
  };
}

/** The VAPID keys configured, both or neither; outside production the development pair by default. */
function pushConfigOf(values: z.output<typeof envSchema>): PushConfig | null {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = values;
  if ((publicKey === undefined) !== (privateKey === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither',
    );
  }
  const keys =
    publicKey && privateKey
      ? { publicKey, privateKey }
      : values.NODE_ENV === 'production'
        ? null
        : DEVELOPMENT_VAPID_KEYS;
  if (!keys) return null;
  return {
    vapidPublicKey: keys.publicKey,
    vapidPrivateKey: keys.privateKey,
    vapidSubject:
      values.VAPID_SUBJECT ??
      (values.PUBLIC_URL?.startsWith('https://') ? values.PUBLIC_URL : 'mailto:push@localhost'),
    allowLocalPushService: values.PUSH_ALLOW_HTTP === 'true' && values.NODE_ENV !== 'production',
  };
}

/** Twilio's three, all or none: one missing would leave the texts unsent without a word. */
function twilioConfigOf(values: z.output<typeof envSchema>): TwilioConfig | null {
  const given = {
    TWILIO_ACCOUNT_SID: values.TWILIO_ACCOUNT_SID,
    TWILIO_AUTH_TOKEN: values.TWILIO_AUTH_TOKEN,
    TWILIO_FROM: values.TWILIO_FROM,
  };
  const missing = Object.entries(given).filter(([, value]) => !value);
  if (missing.length === 3) return null;
  if (missing.length > 0)
    throw new ConfigError(
      `Invalid configuration:\n${missing.map(([name]) => `  ${name}: is required with the other TWILIO_ variables`).join('\n')}`,
    );
  return {
    accountSid: given.TWILIO_ACCOUNT_SID as string,
    authToken: given.TWILIO_AUTH_TOKEN as string,
    from: given.TWILIO_FROM as string,
    apiUrl: values.TWILIO_API_URL,
  };
}

/** Stripe's keys, all three required with PAYMENT_GATEWAY=stripe (decision 025). */
function stripeConfigOf(values: z.output<typeof envSchema>): StripeGatewayConfig | undefined {
  if (values.PAYMENT_GATEWAY !== 'stripe') return undefined;
  const {
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_PUBLISHABLE_KEY: publishableKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
  } = values;
  if (!secretKey || !publishableKey || !webhookSecret) {
    const missing = Object.entries({
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_PUBLISHABLE_KEY: publishableKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
    })
      .filter(([, value]) => !value)
      .map(([name]) => `  ${name}: is required when PAYMENT_GATEWAY is stripe`);
    throw new ConfigError(`Invalid configuration:\n${missing.join('\n')}`);
  }
  return { secretKey, publishableKey, webhookSecret, apiUrl: values.STRIPE_API_URL };
}

/**
 * Apple's domain association file, read once at start: a path that cannot be read, or an empty
 * file, stops the server rather than leaving Apple Pay to fail at the domain's next check.
 */
function applePayFileOf(filePath: string | undefined): string | null {
  if (filePath === undefined) return null;
  let text: string;
  try {
    text = fs.readFileSync(path.resolve(filePath), 'utf8');
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration:\n  APPLE_PAY_DOMAIN_ASSOCIATION_FILE: cannot be read (${(error as Error).message})`,
    );
  }
  if (text.trim() === '')
    throw new ConfigError('Invalid configuration:\n  APPLE_PAY_DOMAIN_ASSOCIATION_FILE: the file is empty');
  return text;
}

/** 'Tiffin/0.1.0 (+https://order.example.ie)': the application and where its operator is found. */
function defaultUserAgent(publicUrl: string | undefined): string {
  const { version } = JSON.parse(fs.readFileSync(path.join(apiRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  return publicUrl ? `Tiffin/${version} (+${publicUrl})` : `Tiffin/${version}`;
}

/**
 * The Content-Security-Policy source that lets the browser load the map tiles: the template's
 * origin, with a wildcard where the host has a placeholder ('https://{s}.tile.example.org/…' →
 * 'https://*.tile.example.org'), since CSP allows a wildcard only as the host's first label.
 */
export function tileSourceForCsp(tileUrl: string): string {
  const match = /^(https?:)\/\/([^/]+)/.exec(tileUrl);
  if (!match) throw new ConfigError(`MAP_TILE_URL: ${tileUrl} has no origin`);
  const [, scheme, host = ''] = match;
  const labels = host.split('.');
  const lastTemplated = labels.findLastIndex((label) => label.includes('{'));
  if (lastTemplated === -1) return `${scheme}//${host}`;
  return `${scheme}//*.${labels.slice(lastTemplated + 1).join('.')}`;
}
