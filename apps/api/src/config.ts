import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
});

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
  smtpUrl: string | undefined;
  /** Shared rate-limit counters for several instances; unset keeps them in process memory. */
  redisUrl: string | undefined;
  logLevel: string;
  webDistDir: string;
  /** Fastify's `trustProxy`: which proxies' X-Forwarded-For gives the client's address. */
  trustProxy: boolean | number | string[];
  storageDir: string;
  migrationsDir: string;
};

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
  return {
    nodeEnv: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir: values.DATA_DIR === 'memory://' ? values.DATA_DIR : path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    publicUrl: values.PUBLIC_URL,
    smtpUrl: values.SMTP_URL,
    redisUrl: values.REDIS_URL,
    logLevel: values.LOG_LEVEL,
    webDistDir: path.resolve(values.WEB_DIST_DIR),
    trustProxy: trustProxyFrom(values.TRUST_PROXY),
    storageDir: path.join(apiRoot, 'storage'),
    migrationsDir: path.join(apiRoot, 'drizzle'),
  };
}
