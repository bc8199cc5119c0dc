import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { prerenderedPageScript } from './src/prerender/page-script';
import type * as RenderEntry from './src/prerender/render-page';
import { inlineScriptHashes } from './src/prerender/script-hashes';

const ENTRY = 'src/prerender/render-page.tsx';
/** Where the pages go inside the build, with pages.json listing them for the server. */
const PAGES_DIR = 'prerender';
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The stylesheets of lazy chunks that the page's HTML uses (the login page's, say): each one
 * defining a class the HTML carries. The browser would otherwise get them only with the chunk's
 * script; Vite's loader later sees them linked already and does not load them again.
 */
function chunkStylesheets(outDir: string, template: string, html: string): string[] {
  const used = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]?.split(/\s+/) ?? []));
  return readdirSync(path.join(outDir, 'assets'))
    .filter((file) => file.endsWith('.css') && !template.includes(`/assets/${file}`))
    .filter((file) => {
      const css = readFileSync(path.join(outDir, 'assets', file), 'utf8');
      return [...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].some((match) => used.has(match[1] ?? ''));
    })
    .map((file) => `assets/${file}`);
}

/**
 * The scripts of the lazy chunks those stylesheets come with, and what they import: the page's
 * script preloads them beside the app's own (decision 0124), so Vite's loader finds them linked
 * already and adds no preload links of its own while the app starts.
 */
function chunkScripts(chunks: OutputChunk[], stylesheets: string[], template: string): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const add = (file: string) => {
    if (files.has(file) || template.includes(`/${file}`)) return;
    files.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) add(imported);
  };
  for (const chunk of chunks) {
    if (stylesheets.some((file) => chunk.viteMetadata?.importedCss.has(file))) add(chunk.fileName);
  }
  return [...files].map((file) => `/${file}`);
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The built index.html with its scripts loaded by prerenderedPageScript instead of from the head. */
function deferScripts(template: string, chunkPreloads: string[]): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('index.html has no module script');
  const preloads = [...[...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]), ...chunkPreloads];
  const loader = `<script>(${prerenderedPageScript.toString()})(${JSON.stringify(entry)}, ${JSON.stringify(preloads)});</script>`;
  return template.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '').replace('</body>', `${loader}</body>`);
}

const fileName = (pagePath: string, variant: number) =>
  `${pagePath === '/' ? 'home' : pagePath.slice(1).replaceAll('/', '-')}-${variant}.html`;

/**
 * After the app's build, renders the public pages of src/prerender/pages.ts to HTML (decision
 * 0121): a server-side build of src/prerender/render-page.tsx, run in Node, each page written into
 * a copy of the built index.html. The browser paints them before any script has run; main.tsx
 * then hydrates them.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  let chunks: OutputChunk[] = [];
  return {
    name: 'cgx-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle: OutputBundle) {
      chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        const ssrDir = path.join(config.cacheDir, 'prerender');
        await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          plugins: [react()],
          build: { ssr: ENTRY, outDir: ssrDir, emptyOutDir: true },
        });
        const entry = (await import(pathToFileURL(path.join(ssrDir, 'render-page.js')).href)) as typeof RenderEntry;
        const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
        mkdirSync(path.join(outDir, PAGES_DIR), { recursive: true });
        const pages = [];
        for (const pagePath of entry.PRERENDERED_PATHS) {
          for (const [variant, flags] of entry.FLAG_VARIANTS.entries()) {
            const html = await entry.renderPage(pagePath, flags);
            const file = `${PAGES_DIR}/${fileName(pagePath, variant)}`;
            const stylesheets = chunkStylesheets(outDir, template, html);
            const links = stylesheets.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
            const page = deferScripts(template, chunkScripts(chunks, stylesheets, template))
              .replace('</head>', `${links.join('')}</head>`)
              .replace(ROOT_ELEMENT, `<div id="root" data-prerendered="${pagePath}">${html}</div>`);
            writeFileSync(path.join(outDir, file), page);
            // The server's Content-Security-Policy allows these inline scripts and no others (decision 0090).
            pages.push({ path: pagePath, flags, file, scriptHashes: inlineScriptHashes(page) });
          }
        }
        writeFileSync(path.join(outDir, PAGES_DIR, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
        rmSync(ssrDir, { recursive: true, force: true });
      },
    },
  };
}
