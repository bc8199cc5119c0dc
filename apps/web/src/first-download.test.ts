import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Decision 0106: the first download (every module main.tsx imports statically, the rest being lazy)
 * stays within issue 4's 200 KiB. zod and react-hook-form alone would take ~30 KiB of it: a route
 * guard that imported the domain's validation.ts for one regular expression brought zod in (home
 * went from 178 to 211 KiB). This walks the static imports from main.tsx and names the way in.
 */
const SRC = path.dirname(fileURLToPath(import.meta.url));
const DOMAIN = path.resolve(SRC, '../../../packages/domain/src');
const KEPT_OUT = ['zod', 'react-hook-form', '@hookform/resolvers', '@sentry/react'];

/** `import … from 'x'` and `export … from 'x'`, not `import type` nor `import('x')`; side-effect imports too. */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolveLocal(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@cgx/domain/')
    ? path.join(DOMAIN, specifier.slice('@cgx/domain/'.length))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (/\.(ts|tsx)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Every package the first download reaches, with the chain of files that reaches it first. */
function packagesReached(entry: string): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const seen = new Set<string>([entry]);
  const queue: { file: string; chain: string[] }[] = [{ file: entry, chain: [path.relative(SRC, entry)] }];
  while (queue.length > 0) {
    const { file, chain } = queue.shift() as { file: string; chain: string[] };
    const text = readFileSync(file, 'utf8');
    for (const [, specifier = ''] of text.matchAll(STATIC_IMPORT)) {
      if (/\.(css|svg|png|json)(\?.*)?$/.test(specifier)) continue;
      const local = resolveLocal(file, specifier);
      if (local) {
        if (!seen.has(local)) {
          seen.add(local);
          queue.push({ file: local, chain: [...chain, path.relative(SRC, local)] });
        }
        continue;
      }
      if (specifier.startsWith('.') || specifier.startsWith('@cgx/')) continue;
      const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? specifier);
      if (!reached.has(name)) reached.set(name, chain);
    }
  }
  return reached;
}

describe('the first download (decision 0106)', () => {
  it('brings none of the libraries that only lazy pages need', () => {
    const reached = packagesReached(path.join(SRC, 'main.tsx'));
    // The walk works: React and Mantine are in it.
    expect(reached.has('react')).toBe(true);
    expect(reached.has('@mantine/core')).toBe(true);
    for (const name of KEPT_OUT) {
      expect(reached.get(name), `${name} is reached through ${reached.get(name)?.join(' → ')}`).toBeUndefined();
    }
  });
});
