#!/usr/bin/env node
// Writes docs/decisions/README.md: one line per decision, with what superseded it (a decision says
// "Superseded by NNNN" or "Superseded in part by NNNN" in its text). `npm run decisions` after adding one.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const decisionsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/decisions');

export function decisionsIndex() {
  const files = readdirSync(decisionsDir)
    .filter((file) => /^\d{4}-.*\.md$/.test(file))
    .sort();
  const lines = files.map((file) => {
    const text = readFileSync(path.join(decisionsDir, file), 'utf8');
    const title = (text.split('\n')[0] ?? '').replace(/^#\s*/, '').replace(/^\d{4}\s*/, '');
    const superseded = [...text.matchAll(/Superseded (in part )?by (\d{4})/g)].map(
      ([, part, number]) => `${part ? 'superseded in part by' : 'superseded by'} ${number}`,
    );
    return `| [${file.slice(0, 4)}](${file}) | ${title.replace(/\|/g, '\\|')} | ${[...new Set(superseded)].join('; ')} |`;
  });
  return `# Decisions\n\nOne line per decision, oldest first. Written by \`npm run decisions\` (scripts/decisions-index.mjs).\n\n| # | Decision | Status |\n|---|---|---|\n${lines.join('\n')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(path.join(decisionsDir, 'README.md'), decisionsIndex());
  console.log('docs/decisions/README.md written');
}
