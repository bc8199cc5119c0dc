import { createHash } from 'node:crypto';

const SCRIPT_ELEMENT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;
/** Script types a browser runs; any other type (application/json, say) is a data block that CSP does not govern. */
const RUN_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * The Content-Security-Policy hashes ('sha256-…') of the scripts written inline in a page, for the
 * server to allow exactly those (decision 0090). Build time only (prerender-plugin.ts).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', content = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(` ${attributes}`)?.[1]?.toLowerCase() ?? '';
    if (!RUN_TYPES.has(type)) continue;
    hashes.add(`sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}
