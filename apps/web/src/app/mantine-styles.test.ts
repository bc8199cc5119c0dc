import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');
const STYLES = path.resolve(SRC, '../../../node_modules/@mantine/core/styles');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('mantine-styles.css', () => {
  it('imports the stylesheet of every Mantine component the app uses', () => {
    const imported = new Set(
      [...readFileSync(path.join(SRC, 'app/mantine-styles.css'), 'utf8').matchAll(/styles\/(\w+)\.css/g)].map((match) => match[1]),
    );
    const used = new Set(
      sourceFiles(SRC).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/import \{([^}]+)\} from '@mantine\/core'/g)].flatMap((match) =>
          (match[1] ?? '').split(',').map((name) => name.trim()),
        ),
      ),
    );
    const missing = [...used].filter((name) => existsSync(path.join(STYLES, `${name}.css`)) && !imported.has(name));
    expect(missing).toEqual([]);
  });
});
