#!/usr/bin/env node
/**
 * Builds the server once into apps/server/dist (decision 0080): every entrypoint bundled by
 * esbuild as ES modules, with packages/domain's TypeScript inlined and every npm package left to
 * node_modules; the SQL migrations copied beside them (db/client.ts finds them next to itself).
 * `node dist/web.js` then starts without compiling anything.
 */
import { cpSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(serverRoot, 'dist');
const entrypoints = ['all-in-one', 'web', 'worker', 'maintenance'];
/** Worker threads' entry files, found beside the chunks at run time (lib/uploads/table-reader.ts). */
const threadEntrypoints = { 'read-table-worker': 'src/lib/uploads/read-table.worker.ts' };

/** npm packages stay external (their own builds, native addons, data files); workspace packages (@cgx/*) are TypeScript source and get bundled. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@cgx/') || path.isAbsolute(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = performance.now();
const result = await build({
  absWorkingDir: serverRoot,
  entryPoints: { ...Object.fromEntries(entrypoints.map((name) => [name, `src/entrypoints/${name}.ts`])), ...threadEntrypoints },
  outdir: dist,
  bundle: true,
  splitting: true,
  // Chunks sit beside the entrypoints: code that finds files from import.meta.url (config.ts,
  // db/client.ts) must run from dist itself, one folder below apps/server like src/.
  chunkNames: 'shared-[hash]',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  plugins: [npmPackagesExternal],
  logLevel: 'warning',
  metafile: true,
});
cpSync(path.join(serverRoot, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
removeOldChunks(new Set(Object.keys(result.metafile.outputs).map((output) => path.basename(output))));
console.log(`server built into ${path.relative(process.cwd(), dist) || '.'} in ${Math.round(performance.now() - started)} ms`);

/**
 * dist is written over in place, not emptied first: a process starting from it while another
 * build runs (the browser journeys, the fault test, an operator) still finds its chunks. Chunks
 * of earlier builds are removed once they are a few minutes old.
 */
function removeOldChunks(current) {
  const before = Date.now() - 10 * 60_000;
  for (const name of readdirSync(dist)) {
    if (!name.startsWith('shared-') || current.has(name)) continue;
    const file = path.join(dist, name);
    if (statSync(file).mtimeMs < before) rmSync(file, { force: true });
  }
}
