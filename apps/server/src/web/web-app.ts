import { existsSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Logger } from '../lib/logger.ts';
import { featureFlags, presentAppStatus } from '../platform/settings/index.ts';
import { loadWebPages, pageFor, withAppStatus } from './web-pages.ts';

type Encoding = 'br' | 'gzip';

function preferredEncoding(header: string | undefined): Encoding | null {
  const accepted = (header ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, weight]) => weight?.trim() !== 'q=0')
    .map(([name]) => name);
  if (accepted.includes('br')) return 'br';
  return accepted.includes('gzip') ? 'gzip' : null;
}

/** Pages change only when the flags do, so each page is compressed once per status. */
const compressedPages = new Map<string, Buffer>();
function compressed(html: string, encoding: Encoding): Buffer {
  const key = `${encoding}:${html}`;
  let body = compressedPages.get(key);
  if (!body) {
    body = encoding === 'br' ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(html, { level: 9 });
    if (compressedPages.size >= 64) compressedPages.clear();
    compressedPages.set(key, body);
  }
  return body;
}

/**
 * The built web app: its files as they are (precompressed, decision 0106), and for every address
 * the app routes itself an HTML page with the app status written in: the page prerendered for it
 * when there is one for the current flags (decision 0121), otherwise index.html.
 */
export async function registerWebApp(app: FastifyInstance<Server, IncomingMessage, ServerResponse, Logger>, context: AppContext) {
  const notFound = (reply: FastifyReply) => reply.code(404).send({ message: 'Not found' });
  if (!existsSync(path.join(context.config.webDist, 'index.html'))) {
    app.setNotFoundHandler((_request, reply) => notFound(reply));
    return;
  }
  const pages = loadWebPages(context.config.webDist);

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const flags = await featureFlags.read(context.db);
    // What GET /api/app-status answers (platform/settings/app-status.routes.ts).
    const html = withAppStatus(pageFor(pages, request.url, flags), presentAppStatus(context.config, flags));
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    if (!encoding) return reply.send(html);
    return reply.header('content-encoding', encoding).send(compressed(html, encoding));
  };

  await app.register(fastifyStatic, {
    root: context.config.webDist,
    wildcard: false,
    // '/' is a page like the others (below); /index.html stays the plain file the service worker keeps.
    index: false,
    // The web build writes .br and .gz beside each asset (decision 0106).
    preCompressed: true,
    setHeaders(reply, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  app.get('/', { schema: { hide: true } }, sendPage);
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api' || request.method !== 'GET') return notFound(reply);
    // The web app routes every other path itself, including its own not-found page.
    return sendPage(request, reply);
  });
}
