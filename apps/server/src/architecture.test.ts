import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { decisionsDir, decisionsIndex } from '../../../scripts/decisions-index.mjs';
import { fileImports, loops, serverSrc, serverUnit, unitGraph } from '../../../scripts/import-graph.mjs';

/**
 * The server's import graph, unit by unit (docs/architecture.md): each context, each module of
 * modules/, each other top folder, each root file; tests and benches left out.
 */
const units = unitGraph(fileImports(serverSrc), serverUnit);

describe('the server’s units', () => {
  it('form no import loop of more than two units', () => {
    const large = loops(units).filter((group) => group.length > 2);
    expect(large).toEqual([]);
  });

  it('keep lib/, db/, queue/, realtime/ and context.ts below every module, context and platform service', () => {
    const low = ['lib', 'db', 'queue', 'realtime', 'context.ts'];
    const high = (unit: string) => /^(modules|contexts)\//.test(unit) || ['platform', 'composition'].includes(unit);
    const upward = low.flatMap((unit) =>
      [...(units.get(unit) ?? new Map<string, string[]>())].filter(([to]) => high(to)).flatMap(([, lines]) => lines),
    );
    expect(upward).toEqual([]);
  });

  it('keep the platform services below the contexts and modules', () => {
    const upward = [...(units.get('platform') ?? new Map<string, string[]>())]
      .filter(([to]) => /^(modules|contexts)\//.test(to) || to === 'composition')
      .flatMap(([, lines]) => lines);
    expect(upward).toEqual([]);
  });

  it('let only the composition root and app.ts wire the contexts together from above', () => {
    const intoComposition = [...units].flatMap(([from, edges]) =>
      from === 'composition' || from.startsWith('entrypoints') ? [] : (edges.get('composition') ?? []),
    );
    expect(intoComposition.filter((line) => !line.startsWith('app.ts'))).toEqual([]);
  });
});

describe('the loop count', () => {
  it('finds units that can each reach every other, however far round', () => {
    const files = new Map([
      ['modules/a/x.ts', new Set(['modules/b/y.ts'])],
      ['modules/b/y.ts', new Set(['modules/c/z.ts'])],
      ['modules/c/z.ts', new Set(['modules/a/x.ts', 'lib/w.ts'])],
      ['lib/w.ts', new Set<string>()],
    ]);
    expect(loops(unitGraph(files, serverUnit))).toEqual([['modules/a', 'modules/b', 'modules/c']]);
  });
});

describe('the decisions index', () => {
  it('lists every decision as npm run decisions writes it', () => {
    expect(readFileSync(path.join(decisionsDir, 'README.md'), 'utf8')).toBe(decisionsIndex());
  });
});
