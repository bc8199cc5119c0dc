import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Logger } from '../logger.ts';

/**
 * Where Google Tag Manager and the Google Analytics tags it usually carries load from and report to
 * (Google's own list for a CSP with the tag manager); allowed only when GTM_ID is set.
 */
const TAG_MANAGER = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};

const ONE_YEAR_S = 31_536_000;
const STRICT_TRANSPORT_SECURITY = `max-age=${ONE_YEAR_S}; includeSubDomains`;

/** API answers that carry a session's tokens although the request had none (sign-in, MFA, password reset). */
const TOKEN_ANSWERS = /^\/api\/(auth\/|session(\/|\?|$))/;

const isSecureApp = (config: Config) => config.appUrl.startsWith('https:');

/**
 * The Content-Security-Policy of the web app's pages and every other answer (decision 0090).
 * `scriptHashes` are those of the prerendered pages' inline script ('sha256-…', from the web
 * build's pages manifest); nothing else inline runs. Styles may be inline: Mantine writes
 * <style> elements and style attributes, in the prerendered HTML and while the app runs.
 */
export function contentSecurityPolicy(config: Config, scriptHashes: readonly string[]) {
  const secure = isSecureApp(config);
  const socket = `${secure ? 'wss' : 'ws'}://${new URL(config.appUrl).host}`;
  const reporter = config.sentryWebDsn ? [new URL(config.sentryWebDsn).origin] : [];
  const tagManager = config.gtmId ? TAG_MANAGER : { script: [], img: [], connect: [] };
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...tagManager.script],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', ...tagManager.img],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", socket, ...reporter, ...tagManager.connect],
    // The session replay compresses in a worker it starts from a blob: URL.
    workerSrc: ["'self'", ...(reporter.length > 0 ? ['blob:'] : [])],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    ...(secure ? { upgradeInsecureRequests: [] } : {}),
  };
}

/**
 * Swagger UI at /api/docs: its own files only (it has no inline script in this version), inline
 * styles and data: images of its widgets. Set by @fastify/swagger-ui on its own answers.
 */
export const DOCS_CONTENT_SECURITY_POLICY = {
  'default-src': "'self'",
  'script-src': "'self'",
  'script-src-attr': "'none'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data:",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  'frame-ancestors': "'none'",
};

/** Over HTTPS, directly or through a trusted proxy, or wherever the app's public address is https. */
const cameOverHttps = (config: Config, request: FastifyRequest) => request.protocol === 'https' || isSecureApp(config);

/**
 * Security headers on every answer (decision 0090), by @fastify/helmet: the CSP above, X-Frame-Options
 * DENY, nosniff, Referrer-Policy no-referrer and helmet's other defaults. HSTS only over HTTPS.
 * `Cache-Control: no-store` on every API answer to a signed-in request and on answers that carry tokens.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance<Server, IncomingMessage, ServerResponse, Logger>,
  config: Config,
  scriptHashes: readonly string[],
): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config, scriptHashes) },
    frameguard: { action: 'deny' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (cameOverHttps(config, request)) reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  });
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    if (request.auth || TOKEN_ANSWERS.test(request.url)) reply.header('cache-control', 'no-store');
  });
}
