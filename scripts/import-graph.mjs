#!/usr/bin/env node
// The import graph counted unit by unit (issue 25, docs/architecture.md): which units of the server can reach
// each other, and which web features import another. `npm run arch` prints the counts; the architecture tests
// (apps/server/src/architecture.test.ts, apps/web/src/architecture.test.ts) hold them at their fences.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const isTestOrBench = (file) => /\.(test|fixtures)\.tsx?$/.test(file) || /(^|\/)(bench|test)\//.test(file);

function sourceFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry.name)) files.push(full);
  }
  return files;
}

/** Every file under `srcDir` (tests and benches left out) with the files of `srcDir` it imports, paths relative to `srcDir`. */
export function fileImports(srcDir) {
  const graph = new Map();
  for (const full of sourceFiles(srcDir)) {
    const file = path.relative(srcDir, full);
    if (isTestOrBench(file)) continue;
    const { importedFiles } = ts.preProcessFile(readFileSync(full, 'utf8'), true, true);
    const targets = new Set();
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = path.relative(srcDir, path.resolve(path.dirname(full), fileName));
      if (!target.startsWith('..')) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The units of the graph and the imports between them; `unitOf` names a file's unit (null leaves the file out). */
export function unitGraph(files, unitOf) {
  const units = new Map();
  for (const [file, targets] of files) {
    const from = unitOf(file);
    if (from === null) continue;
    if (!units.has(from)) units.set(from, new Map());
    for (const target of targets) {
      const to = unitOf(target);
      if (to === null || to === from) continue;
      const edges = units.get(from);
      if (!edges.has(to)) edges.set(to, []);
      edges.get(to).push(`${file} -> ${target}`);
    }
  }
  return units;
}

/** The strongly connected groups of a unit graph (Tarjan): units that can each reach every other, largest first. */
export function loops(units) {
  let index = 0;
  const indexes = new Map();
  const lowlinks = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (unit) => {
    indexes.set(unit, index);
    lowlinks.set(unit, index);
    index += 1;
    stack.push(unit);
    onStack.add(unit);
    for (const next of units.get(unit)?.keys() ?? []) {
      if (!indexes.has(next)) {
        visit(next);
        lowlinks.set(unit, Math.min(lowlinks.get(unit), lowlinks.get(next)));
      } else if (onStack.has(next)) lowlinks.set(unit, Math.min(lowlinks.get(unit), indexes.get(next)));
    }
    if (lowlinks.get(unit) === indexes.get(unit)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== unit);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const unit of units.keys()) if (!indexes.has(unit)) visit(unit);
  return groups.sort((a, b) => b.length - a.length);
}

export const serverSrc = path.join(repoRoot, 'apps/server/src');
export const webSrc = path.join(repoRoot, 'apps/web/src');

/** A server file's unit: each context or module folder, each other top folder, each root file. */
export function serverUnit(file) {
  const parts = file.split(path.sep);
  if (parts.length === 1) return file;
  if (['modules', 'contexts'].includes(parts[0]) && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  return parts[0];
}

/** A web file's feature (features/<name>), or null for the shared layers. */
export function webFeature(file) {
  const parts = file.split(path.sep);
  return parts[0] === 'features' && parts.length > 2 ? `features/${parts[1]}` : null;
}

export function serverCounts() {
  const units = unitGraph(fileImports(serverSrc), serverUnit);
  const groups = loops(units);
  return { units: units.size, groups, inLoops: groups.reduce((sum, group) => sum + group.length, 0) };
}

export function webFeatureImports() {
  const found = [];
  for (const [file, targets] of fileImports(webSrc)) {
    const from = webFeature(file);
    if (from === null) continue;
    for (const target of targets) {
      const to = webFeature(target);
      if (to !== null && to !== from) found.push(`${file} -> ${target}`);
    }
  }
  return found;
}

/** The web's files in import loops: groups of files that can each reach every other (extensionless imports resolved). */
export function webFileLoops() {
  const files = fileImports(webSrc);
  const resolve = (target) =>
    [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`].find((file) => files.has(file));
  const resolved = new Map([...files].map(([file, targets]) => [file, new Set([...targets].map(resolve).filter(Boolean))]));
  return loops(unitGraph(resolved, (file) => file));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = serverCounts();
  console.log(`Server: ${server.units} units; ${server.inLoops} of them in import loops`);
  for (const group of server.groups) console.log(`  loop of ${group.length}: ${group.join(', ')}`);
  const web = webFeatureImports();
  console.log(`Web: ${web.length} imports from one feature into another`);
  const webLoops = webFileLoops();
  console.log(`Web: ${webLoops.reduce((sum, group) => sum + group.length, 0)} files in import loops`);
  for (const group of webLoops) console.log(`  loop of ${group.length}: ${group.slice(0, 6).join(', ')}${group.length > 6 ? ', ...' : ''}`);
  if (process.argv.includes('--verbose')) for (const line of web) console.log(`  ${line}`);
}
