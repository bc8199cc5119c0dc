import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TAppStatus } from '@cgx/domain/app-status.schemas';
import type { FeatureFlags } from '@cgx/domain/roles';

/** A page the web build rendered to HTML (apps/web/prerender-plugin.ts), for the feature flags it lists. */
interface PrerenderedPage {
  path: string;
  flags: Partial<FeatureFlags>;
  html: string;
}

export interface WebPages {
  /** The app shell: every other address, and any page while the flags match no prerendered file. */
  index: string;
  prerendered: PrerenderedPage[];
}

const PAGES_MANIFEST = path.join('prerender', 'pages.json');

/** An entry of the pages manifest; scriptHashes are the CSP hashes of the page's inline scripts ('sha256-…'). */
interface PageEntry {
  path: string;
  flags: Partial<FeatureFlags>;
  file: string;
  scriptHashes?: string[];
}

function readManifest(webDist: string): PageEntry[] {
  const manifest = path.join(webDist, PAGES_MANIFEST);
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')) : [];
}

/** The hashes the Content-Security-Policy must allow for the prerendered pages' inline scripts (none without a build). */
export function readPageScriptHashes(webDist: string): string[] {
  return [...new Set(readManifest(webDist).flatMap((entry) => entry.scriptHashes ?? []))];
}

export function loadWebPages(webDist: string): WebPages {
  const entries = readManifest(webDist);
  return {
    index: readFileSync(path.join(webDist, 'index.html'), 'utf8'),
    prerendered: entries.map((entry) => ({
      path: entry.path,
      flags: entry.flags,
      html: readFileSync(path.join(webDist, entry.file), 'utf8'),
    })),
  };
}

/** The HTML for an address: its prerendered page if one was rendered for flags that hold now (and no query string), else the shell. */
export function pageFor(pages: WebPages, url: string, flags: FeatureFlags): string {
  if (url.includes('?')) return pages.index;
  const page = pages.prerendered.find(
    (candidate) =>
      candidate.path === url && Object.entries(candidate.flags).every(([key, value]) => flags[key as keyof FeatureFlags] === value),
  );
  return page?.html ?? pages.index;
}

const STATUS_PRELOAD = /<link rel="preload" href="\/api\/app-status"[^>]*>/;

/**
 * The page with the app status written in, where index.html asks the browser to preload
 * /api/app-status: the app reads it (apps/web/src/app/boot/served-app-status.ts) instead of
 * waiting for that request. JSON inside <script> cannot contain '<', so nothing closes it early.
 */
export function withAppStatus(html: string, status: TAppStatus): string {
  const json = JSON.stringify(status).replaceAll('<', '\\u003c');
  return html.replace(STATUS_PRELOAD, () => `<script id="cgx-app-status" type="application/json">${json}</script>`);
}
