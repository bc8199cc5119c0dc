import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverRoot, '../..');

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** Names proxy-addr (Fastify's trustProxy) accepts besides addresses and CIDR ranges. */
const PROXY_ADDRESS_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const isProxyAddress = (entry: string) => {
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0) return false;
  if (bits === undefined) return isIP(address) !== 0 || PROXY_ADDRESS_NAMES.includes(address);
  return isIP(address) !== 0 && /^\d{1,3}$/.test(bits);
};

/**
 * TRUST_PROXY: how many proxies stand in front of the server (true or 1: one load balancer), or
 * the proxies' addresses. Only those hops are believed, so the left-most X-Forwarded-For entry,
 * which any client can write, never becomes the client address (decision 0067).
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, context): number | string[] | false => {
    const text = (value ?? '').trim();
    if (text === '' || text === 'false' || text === '0') return false;
    if (text === 'true') return 1;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    if (entries.every((entry) => entry !== '' && isProxyAddress(entry))) return entries;
    context.addIssue({ code: 'custom', message: 'a number of proxy hops, or proxy addresses (CIDR allowed), comma separated' });
    return z.NEVER;
  });

/**
 * Fastify's trustProxy for TRUST_PROXY. Fastify reads a bare number as 'trust nothing', so a hop
 * count becomes proxy-addr's function: the nearest `hops` addresses are proxies, the next one is
 * the client. A hop count assumes the server is reachable only through those proxies; where it is
 * not, list the proxies' addresses instead.
 */
export function fastifyTrustProxy(value: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}

const ZEnvironment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The address users reach the web app at; used in e-mailed links. */
  APP_URL: z.string().url().optional(),
  /** PostgreSQL server. When unset, PGlite stores the database in DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data', 'pglite')),
  REDIS_URL: z.string().optional(),
  /** smtp://user:pass@host:port; when unset e-mails are only recorded in the messages table. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('CGX Grain Exchange <no-reply@cgx.com.au>'),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps', 'web', 'dist')),
  /** Exposes /api/dev (outbox reader, clock shift) for end-to-end tests and demos. Never in production. */
  DEV_TOOLS: flag,
  /** Seed the demo data set into an empty database (all-in-one only). On unless 'false'. */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((value) => value !== 'false' && value !== '0'),
  /** With SEED_DEMO: a year of market history (trades, standing bids and offers) into a database without orders. On unless 'false'. */
  SEED_DEMO_MARKET: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((value) => value !== 'false' && value !== '0'),
  TRUST_PROXY: trustProxy,
  /** Multiplies every rate limit; the browser journeys raise it because all their requests come from one address. */
  RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
  /** Default: info in production, warn otherwise (so the demo console shows the sign-ins and messages). */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** Error reporting (Sentry or a Sentry-compatible server such as GlitchTip): off unless set. */
  SENTRY_DSN: z.union([z.literal(''), z.string().url()]).optional(),
  /** The browser's DSN when it reports to a project of its own; else SENTRY_DSN. */
  SENTRY_WEB_DSN: z.union([z.literal(''), z.string().url()]).optional(),
  /** Default: NODE_ENV. */
  SENTRY_ENVIRONMENT: z.string().optional(),
  /** The deployed version, attached to every error report (a git commit or tag). */
  RELEASE: z.string().max(200).optional(),
  /** Google Tag Manager container id: the tag manager loads only with it and the visitor's consent. */
  GTM_ID: z.union([z.literal(''), z.string().regex(/^GTM-[A-Z0-9]{1,20}$/, 'must look like GTM-XXXXXXX')]).optional(),
  /** Jobs a worker runs at once on PostgreSQL (PGlite runs one: it has one connection). At most 8: the pool has 10 connections. */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(8),
  /** The payment run's direct-entry (ABA) file: the bank's 3-letter code, and the exchange's APCA user name and 6-digit id. */
  ABA_FINANCIAL_INSTITUTION: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default('CBA'),
  ABA_USER_NAME: z.string().min(1).max(26).default('CGX GRAIN EXCHANGE'),
  ABA_USER_ID: z
    .string()
    .regex(/^\d{6}$/)
    .default('301500'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  appUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  webDist: string;
  devTools: boolean;
  seedDemo: boolean;
  seedDemoMarket: boolean;
  /** Fastify's trustProxy: false, a number of hops, or the proxies' addresses. */
  trustProxy: false | number | string[];
  rateLimitScale: number;
  logLevel: string;
  workerConcurrency: number;
  sentryDsn: string | undefined;
  sentryWebDsn: string | undefined;
  sentryEnvironment: string;
  release: string | undefined;
  gtmId: string | undefined;
  /** Print recorded (undelivered) e-mails and SMS on the console: the demo's mailbox. */
  printRecordedMessages: boolean;
  aba: { financialInstitution: string; userName: string; userId: string };
};

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnvironment.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && env.DEV_TOOLS) throw new Error('DEV_TOOLS must not be set in production');
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR,
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM,
    webDist: env.WEB_DIST,
    devTools: env.DEV_TOOLS,
    seedDemo: env.SEED_DEMO,
    seedDemoMarket: env.SEED_DEMO_MARKET,
    trustProxy: env.TRUST_PROXY,
    rateLimitScale: env.RATE_LIMIT_SCALE,
    workerConcurrency: env.WORKER_CONCURRENCY,
    printRecordedMessages: env.NODE_ENV === 'development',
    aba: { financialInstitution: env.ABA_FINANCIAL_INSTITUTION, userName: env.ABA_USER_NAME, userId: env.ABA_USER_ID },
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'production' ? 'info' : env.NODE_ENV === 'test' ? 'silent' : 'warn'),
    sentryDsn: env.SENTRY_DSN || undefined,
    sentryWebDsn: env.SENTRY_WEB_DSN || env.SENTRY_DSN || undefined,
    sentryEnvironment: env.SENTRY_ENVIRONMENT || env.NODE_ENV,
    release: env.RELEASE || undefined,
    gtmId: env.GTM_ID || undefined,
  };
}
