import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain/vitest.config.ts', 'apps/server/vitest.config.ts', 'apps/web/vitest.config.ts'],
    // Vitest's default leaves one core idle (cpus - 1): on CI's two cores the test files would run one at a time.
    maxWorkers: availableParallelism(),
  },
});
